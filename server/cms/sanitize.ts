import sanitizeHtml from 'sanitize-html'

/**
 * Content HTML as the pages may render it: text formatting, lists, headings and links to http(s),
 * mailto or our own paths. Scripts, event handlers, styles, images, iframes and javascript: URLs are
 * dropped. It runs on every answer that carries HTML (campaigns, articles, text pages), so a row that
 * reached the database some other way than our seed still leaves safe.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Outbound links open in a new tab without handing this page to the other site.
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      const out: Record<string, string> = { href }
      if (/^https?:/i.test(href)) Object.assign(out, { target: '_blank', rel: 'noopener noreferrer' })
      return { tagName, attribs: out }
    },
  },
}

// Content changes rarely and the same HTML is sent many times: remember the cleaned form.
const memo = new Map<string, string>()
const MEMO_MAX = 2000

export function sanitizeContent(html: string): string {
  const hit = memo.get(html)
  if (hit !== undefined) return hit
  const clean = sanitizeHtml(html, OPTIONS)
  if (memo.size >= MEMO_MAX) memo.clear()
  memo.set(html, clean)
  return clean
}
