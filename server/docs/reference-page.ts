import { esc } from '../http/html-page.ts'
import { type Schema, sketch } from './schema-sketch.ts'

type Media = Record<string, { schema?: Schema }>
type Operation = {
  summary?: string
  description?: string
  tags?: string[]
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[]
  requestBody?: { content?: Media }
  responses?: Record<string, { description?: string; content?: Media; headers?: Record<string, unknown> }>
}
/** The parts of an OpenAPI 3.1 document the page shows. */
export type OpenApiDocument = {
  info: { title: string; version: string; description?: string }
  tags?: { name: string; description?: string }[]
  paths?: Record<string, Record<string, Operation>>
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#14213d}
nav a{margin-right:.75rem}h2{margin-top:2.5rem;border-bottom:1px solid #ccd}details{margin:.4rem 0;border:1px solid #dde;border-radius:6px;padding:.3rem .6rem}
summary{cursor:pointer;overflow-wrap:anywhere}code.m{display:inline-block;min-width:4.2rem;font-weight:700}pre{background:#f3f5f8;padding:.5rem;overflow:auto;font-size:13px}
table{border-collapse:collapse}td,th{border:1px solid #dde;padding:.2rem .5rem;text-align:left;vertical-align:top}`

/** Text with blank-line paragraphs and `code` spans, as the document's description is written. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => `<p>${esc(p.replace(/\s*\n\s*/g, ' ')).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('')

const media = (content: Media | undefined) =>
  Object.entries(content ?? {})
    .map(([type, m]) => `<p><code>${esc(type)}</code></p><pre>${esc(sketch(m.schema))}</pre>`)
    .join('')

function parameters(op: Operation): string {
  if (!op.parameters?.length) return ''
  const rows = op.parameters.map(
    (p) =>
      `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'required' : ''}</td><td><code>${esc(sketch(p.schema))}</code></td></tr>`,
  )
  return `<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th></th><th>Type</th></tr>${rows.join('')}</table>`
}

function operation(method: string, path: string, op: Operation): string {
  const body = op.requestBody ? `<h4>Body</h4>${media(op.requestBody.content)}` : ''
  const answers = Object.entries(op.responses ?? {})
    .map(([status, r]) => `<h4>${esc(status)}: ${esc(r.description ?? '')}</h4>${media(r.content)}`)
    .join('')
  return `<details id="${esc(`${method}-${path}`)}"><summary><code class="m">${esc(method.toUpperCase())}</code> <code>${esc(path)}</code> ${esc(op.summary ?? '')}</summary>
${op.description && op.description !== op.summary ? `<p>${esc(op.description)}</p>` : ''}${parameters(op)}${body}${answers}</details>`
}

/**
 * The reference page at /docs: the OpenAPI document's operations by module, each with its
 * parameters, body and answers sketched as types. Server-rendered without a script, so the
 * site's CSP holds, and made from the same document /docs/openapi.json answers.
 */
export function referencePage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>()
  for (const [path, ops] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? 'other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(method, path, op)])
    }
  const tags = (doc.tags ?? []).filter((t) => byTag.has(t.name))
  const sections = tags.map(
    (t) =>
      `<h2 id="${esc(t.name)}">${esc(t.name)}</h2><p>${esc(t.description ?? '')}</p>${(byTag.get(t.name) ?? []).join('\n')}`,
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)}</title><style>${STYLE}</style></head><body>
<h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
${paragraphs(doc.info.description ?? '')}
<p>The OpenAPI 3.1 document: <a href="/docs/openapi.json">/docs/openapi.json</a>. Route map: <code>npm run routes</code>.</p>
<nav>${tags.map((t) => `<a href="#${esc(t.name)}">${esc(t.name)}</a>`).join(' ')}</nav>
${sections.join('\n')}
</body></html>`
}
