/**
 * Search filters as the Games API takes them: `filter[key]=a,b` (SPEC.md section 5). Plain strings, so
 * the page (src/lib/search-query.ts, the provider and category pages) and the server, which names the
 * answers a server-rendered page carries (contract/first-screen.ts), write the same query.
 */
export type Filters = Record<string, readonly string[]>

export function encodeSmartSearch(filters: Filters, page?: { size?: number; number?: number }): string {
  const q = new URLSearchParams()
  for (const [key, raw] of Object.entries(filters)) {
    const values = [...raw].filter(Boolean)
    // The provider 'scientific' is searched as 'scientific,gdm'.
    if (key === 'subprovider' && values.includes('scientific') && !values.includes('gdm')) values.push('gdm')
    if (values.length) q.set(`filter[${key}]`, values.join(','))
  }
  if (page?.size) q.set('page[size]', String(page.size))
  if (page?.number) q.set('page[number]', String(page.number))
  return q.toString()
}

/** The provider and category pages read every matching game this many at a time, */
export const FILTER_PAGE_SIZE = 100
/** and at most this many pages. */
export const FILTER_MAX_PAGES = 20

/** The key of one page's filtered games: the filters and the platform they are asked for. */
export const filteredKey = (filters: Filters, platform: 'desktop' | 'mobile') =>
  `${encodeSmartSearch(filters)}&platform=${platform}`

/** The query of one page of a filtered list (after `/games-api/v2/games/smart-search?`). */
export const filteredPageQuery = (key: string, page: number) =>
  `${key}&page[size]=${FILTER_PAGE_SIZE}&page[number]=${page}`
