/** Tiny element builders: the client has no framework, and never writes markup strings (CSP, escaping). */
type Attrs = Record<string, string | number | boolean | undefined>
type Child = Node | string | null | undefined | false

const SVG_NS = 'http://www.w3.org/2000/svg'

function fill(el: Element, attrs: Attrs, children: readonly Child[]) {
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue
    el.setAttribute(k, v === true ? '' : String(v))
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c)
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  fill(el, attrs, children)
  return el
}

export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag)
  fill(el, attrs, children)
  return el
}

/** A real button with its Danish accessible name (the visible text unless `label` differs). */
export function button(text: string, onClick: () => void, attrs: Attrs = {}): HTMLButtonElement {
  const b = h('button', { type: 'button', ...attrs }, text)
  b.addEventListener('click', onClick)
  return b
}
