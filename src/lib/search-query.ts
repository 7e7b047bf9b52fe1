import { SEARCH_PAGE_SIZE } from './constants.ts'
import { encodeSmartSearch, type Filters } from './smart-search.ts'

/** The five smart-filter groups (SPEC.md section 2) as the Games API names their keys. */
const SMART_FILTER_GROUPS = ['features', 'subprovider', 'feature', 'paylines', 'theme'] as const
export type SmartFilterGroup = (typeof SMART_FILTER_GROUPS)[number]
export type SearchCriteria = { term: string; filters: Partial<Record<SmartFilterGroup, readonly string[]>> }

/** The term as one filter[name] value: commas would split it into several (SPEC.md section 5). */
export const cleanTerm = (term: string) => term.replace(/,/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100)

/** A search needs a non-empty term or at least one filter (SPEC.md section 4, Search). */
export const hasCriteria = (c: SearchCriteria) =>
  cleanTerm(c.term) !== '' || Object.values(c.filters).some((v) => (v?.length ?? 0) > 0)

export function searchQuery(c: SearchCriteria, page: number, size: number = SEARCH_PAGE_SIZE): string {
  const filters: Filters = {}
  const term = cleanTerm(c.term)
  if (term) filters.name = [term]
  for (const g of SMART_FILTER_GROUPS) {
    const values = c.filters[g]
    if (values?.length) filters[g] = values
  }
  // Cards need only name, art and studio: the server then answers a few KB per page.
  return `${encodeSmartSearch(filters, { size, number: page })}&fields=card`
}

/** Turns one value of a group on or off. */
export function toggleValue(
  filters: SearchCriteria['filters'],
  group: SmartFilterGroup,
  value: string,
): SearchCriteria['filters'] {
  const current = filters[group] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return { ...filters, [group]: next }
}

export const filterCount = (filters: SearchCriteria['filters']) =>
  Object.values(filters).reduce((n, v) => n + (v?.length ?? 0), 0)
