export type Seo = { url: string; title: string; description: string }

/** The SEO entry for a route: an exact match, else the longest entry that is a path prefix, else '/'. */
export function seoFor(entries: readonly Seo[], path: string): Seo | undefined {
  const clean = path.replace(/\/+$/, '') || '/'
  const exact = entries.find((e) => e.url === clean)
  if (exact) return exact
  const prefix = entries
    .filter((e) => e.url !== '/' && clean.startsWith(`${e.url}/`))
    .sort((a, b) => b.url.length - a.url.length)[0]
  return prefix ?? entries.find((e) => e.url === '/')
}
