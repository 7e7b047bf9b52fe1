import { z } from 'zod'

/**
 * What a route answers when its own schema cannot say it: a page, a file, a redirect, an event
 * stream, or JSON the route sends already serialized (the catalogue's cached answers, which Fastify
 * passes through unserialized, so a response schema on the route would never run).
 */
export type Answer =
  | { kind: 'json'; schema: z.ZodType }
  | { kind: 'page' }
  | { kind: 'file'; type: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'events' }

/** JSON sent as bytes the route made itself; `schema` is the contract's shape of them. */
export const json = (schema: z.ZodType): Answer => ({ kind: 'json', schema })
/** A server-rendered HTML page (a sandbox's, the operator's, the game frame's). */
export const page: Answer = { kind: 'page' }
/** A file of this media type (art, a trailer, the terms as PDF). */
export const file = (type: string): Answer => ({ kind: 'file', type })
/** A 303 on to another address, described by `to`. */
export const redirect = (to: string): Answer => ({ kind: 'redirect', to })
/** A Server-Sent Events stream (`text/event-stream`). */
export const events: Answer = { kind: 'events' }

type ZodResponse = { description: string; content: Record<string, { schema: z.ZodType }> }
type PlainResponse = { type: 'null'; description: string; headers: Record<string, unknown> }

/**
 * The answers as Fastify route `response` entries, split into those written in zod (which
 * fastify-type-provider-zod's transform turns into JSON Schema) and the plain redirect, which has
 * no body to describe and so no zod schema.
 */
export function answerResponses(answers: readonly Answer[]): {
  zod: Record<string, ZodResponse>
  plain: Record<string, PlainResponse>
} {
  const zod: Record<string, ZodResponse> = {}
  const plain: Record<string, PlainResponse> = {}
  const add = (type: string, description: string, schema: z.ZodType) => {
    const at = zod['200'] ?? { description, content: {} }
    at.content[type] = { schema }
    zod['200'] = at
  }
  for (const a of answers) {
    if (a.kind === 'json')
      add('application/json', 'The answer, serialized once per catalogue version', a.schema)
    if (a.kind === 'page') add('text/html', 'An HTML page', z.string())
    if (a.kind === 'file') add(a.type, 'The file', z.string().meta({ format: 'binary' }))
    if (a.kind === 'events') add('text/event-stream', 'Server-Sent Events, one JSON object each', z.string())
    if (a.kind === 'redirect')
      plain['303'] = {
        type: 'null',
        description: `See other: ${a.to}`,
        headers: { location: { type: 'string', description: a.to } },
      }
  }
  return { zod, plain }
}
