/** A JSON Schema as the document holds it (2020-12, as zod writes it). */
export type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  prefixItems?: Schema[]
  additionalProperties?: Schema | boolean
  enum?: unknown[]
  const?: unknown
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  $ref?: string
  format?: string
}

const MAX_DEPTH = 8

/**
 * A schema as a TypeScript-like sketch (`{ games: Array<{ id: integer; … }> }`): what a reader of
 * the reference page needs to call the API, shorter than the JSON Schema it is made from.
 */
export function sketch(s: Schema | boolean | undefined, depth = 0): string {
  if (s === undefined || s === true) return 'any'
  if (s === false) return 'never'
  if (depth > MAX_DEPTH) return '…'
  if (s.$ref) return s.$ref.replace(/^#\/components\/schemas\//, '')
  if (s.const !== undefined) return JSON.stringify(s.const)
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ')
  const union = s.anyOf ?? s.oneOf
  if (union) return union.map((u) => sketch(u, depth + 1)).join(' | ')
  if (s.allOf) return s.allOf.map((u) => sketch(u, depth + 1)).join(' & ')
  const types = [s.type ?? (s.properties ? 'object' : 'any')].flat()
  return types.map((t) => typeSketch(t, s, depth)).join(' | ')
}

function typeSketch(t: string, s: Schema, depth: number): string {
  if (t === 'array') {
    if (s.prefixItems) return `[${s.prefixItems.map((i) => sketch(i, depth + 1)).join(', ')}]`
    return `Array<${sketch(s.items, depth + 1)}>`
  }
  if (t === 'object') {
    const pad = '  '.repeat(depth + 1)
    const required = new Set(s.required ?? [])
    const fields = Object.entries(s.properties ?? {}).map(
      ([k, v]) => `${pad}${k}${required.has(k) ? '' : '?'}: ${sketch(v, depth + 1)}`,
    )
    if (s.additionalProperties && s.additionalProperties !== true)
      fields.push(`${pad}[key: string]: ${sketch(s.additionalProperties, depth + 1)}`)
    if (fields.length === 0) return s.additionalProperties === false ? '{}' : 'Record<string, any>'
    return `{\n${fields.join('\n')}\n${'  '.repeat(depth)}}`
  }
  return s.format && t === 'string' ? `string (${s.format})` : t
}
