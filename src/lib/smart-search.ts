/** Search filters as the Games API takes them: `filter[key]=a,b` (SPEC.md section 5). */
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
