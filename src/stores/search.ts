import { proxy, useSnapshot } from 'valtio'
import type { CardGame } from '../../contract/games.ts'
import { gamesApi } from '../api/games.ts'
import { SEARCH_DEBOUNCE_MS } from '../lib/constants.ts'
import { debounce } from '../lib/debounce.ts'
import {
  hasCriteria,
  type SearchCriteria,
  type SmartFilterGroup,
  searchQuery,
  toggleValue,
} from '../lib/search-query.ts'
import { errorText } from './errors.ts'
import { showToast } from './toasts.ts'

/**
 * The search modal's state (SPEC.md sections 2 and 4): a search starts 500 ms after the last input or
 * filter change and needs a term or a filter; with neither the results are cleared. Results come 20
 * at a time; the count is the server's total, which 'Se {n} spil' shows live.
 */
const searchStore = proxy({
  term: '',
  filters: {} as SearchCriteria['filters'],
  games: [] as CardGame[],
  count: 0,
  page: 0,
  status: 'idle' as 'idle' | 'pending' | 'success' | 'error',
  loadingMore: false,
})

let sequence = 0
const criteria = (): SearchCriteria => ({ term: searchStore.term, filters: searchStore.filters })

async function runSearch() {
  const mine = ++sequence
  if (!hasCriteria(criteria())) return
  searchStore.status = 'pending'
  try {
    const page = await gamesApi.searchCards(searchQuery(criteria(), 1))
    if (mine !== sequence) return // a newer search is on its way
    searchStore.games = page.games
    searchStore.count = page.count
    searchStore.page = 1
    searchStore.status = 'success'
  } catch (err) {
    if (mine !== sequence) return
    searchStore.status = 'error'
    showToast(errorText(err), 'error')
  }
}
const scheduled = debounce(() => void runSearch(), SEARCH_DEBOUNCE_MS)

function changed() {
  if (!hasCriteria(criteria())) {
    scheduled.cancel()
    sequence++
    searchStore.games = []
    searchStore.count = 0
    searchStore.page = 0
    searchStore.status = 'idle'
    return
  }
  // Pending from the first key, so 'Se {n} spil' never shows the count of the filters before.
  searchStore.status = 'pending'
  scheduled()
}

export function setTerm(term: string) {
  searchStore.term = term
  changed()
}

export function toggleFilter(group: SmartFilterGroup, value: string) {
  searchStore.filters = toggleValue(searchStore.filters, group, value)
  changed()
}

/** 'Nulstil alt' in the smart filter: every filter off, the term kept. */
export function resetFilters() {
  searchStore.filters = {}
  changed()
}

/** 'Nustil': term and filters cleared, results gone. */
export function resetSearch() {
  searchStore.term = ''
  searchStore.filters = {}
  changed()
}

/** The next 20, when the end of the list comes within 20 px of view. */
export async function loadMoreResults() {
  if (
    searchStore.loadingMore ||
    searchStore.status !== 'success' ||
    searchStore.games.length >= searchStore.count
  )
    return
  const mine = sequence
  searchStore.loadingMore = true
  try {
    const next = await gamesApi.searchCards(searchQuery(criteria(), searchStore.page + 1))
    if (mine !== sequence) return
    const seen = new Set(searchStore.games.map((g) => g.id))
    searchStore.games.push(...next.games.filter((g) => !seen.has(g.id)))
    searchStore.page += 1
    searchStore.count = next.count
  } catch (err) {
    showToast(errorText(err), 'error')
  } finally {
    searchStore.loadingMore = false
  }
}

export const useSearch = () => useSnapshot(searchStore)
