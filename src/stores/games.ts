import { proxy, ref, useSnapshot } from 'valtio'
import type { Categories, Game, LiveCounters, Provider } from '../../contract/games.ts'
import { FILTER_MAX_PAGES, filteredPageQuery } from '../../contract/smart-search-query.ts'
import { gamesApi } from '../api/games.ts'
import { TOAST_DURATION_MS } from '../lib/constants.ts'
import { errorText } from './errors.ts'
import { showToast } from './toasts.ts'

export type Status = 'idle' | 'pending' | 'success' | 'error'
export type Slot<T> = { status: Status; data: T | null }

/** Game lists by key (SPEC.md section 4: pending, success, error), filled through the service worker's cache. */
export const gamesStore = proxy({
  lists: {} as Record<string, Slot<Game[]>>,
  providers: { status: 'idle', data: null } as Slot<Provider[]>,
  counts: { status: 'idle', data: null } as Slot<{ types: Record<string, number>; live: LiveCounters }>,
  /** Feature and theme categories with labels and counts (search hotkeys, smart filter, category pages). */
  categories: { status: 'idle', data: null } as Slot<Categories>,
  /** Every game of a provider or category page, by filteredKey, when it came with the page. */
  filtered: {} as Record<string, Game[]>,
})

let rendering: 'desktop' | 'mobile' = 'desktop'
/** The platform the server renders a page for (src/entry-server.tsx): it has no window to ask. */
export const renderFor = (platform: 'desktop' | 'mobile') => {
  rendering = platform
}
export const isMobile = () =>
  typeof window === 'undefined' ? rendering === 'mobile' : window.matchMedia('(max-width: 767px)').matches
const platform = () => (isMobile() ? 'mobile' : 'desktop')

/**
 * Loads a slot once (pending, success, error; SPEC.md section 4); a failed one may be tried again.
 * An answer is kept as it came (valtio `ref`): it is replaced whole, never changed in place, and
 * proxying hundreds of games object by object cost a phone a noticeable part of the first render.
 */
export async function fill<T>(slot: Slot<T>, load: () => Promise<T>, onError?: (err: unknown) => void) {
  if (slot.status === 'pending' || slot.status === 'success') return
  slot.status = 'pending'
  try {
    const data = await load()
    slot.data = typeof data === 'object' && data !== null ? ref(data) : data
    slot.status = 'success'
  } catch (err) {
    slot.status = 'error'
    onError?.(err)
  }
}

let listToastAt = 0
/**
 * A game list that failed is a toast (SPEC.md section 8: fetch errors, game lists included). The home
 * page asks for several lists at once; when they fail together, the player reads the toast once.
 */
function toastListError(err: unknown) {
  const text = errorText(err)
  if (Date.now() - listToastAt < TOAST_DURATION_MS) return
  listToastAt = Date.now()
  showToast(text, 'error')
}

export function loadList(key: string, load?: () => Promise<Game[]>, quiet = false) {
  gamesStore.lists[key] ??= { status: 'idle', data: null }
  const slot = gamesStore.lists[key]
  return fill(
    slot,
    load ?? (async () => (await gamesApi.list(key, platform())).games),
    quiet ? (err) => console.error(err) : toastListError,
  )
}

/** A list that came with the page (src/stores/first-screen.ts): loaded, so loadList fetches nothing. */
export function startList(key: string, games: Game[]) {
  gamesStore.lists[key] = { status: 'success', data: ref(games) }
}

// A failed popular-games request is only logged (SPEC.md section 8).
export const loadPopular = () =>
  loadList('popular:1:5', async () => (await gamesApi.popular(1, 5, platform())).games, true)
export const loadLive = () => loadList('live', async () => (await gamesApi.live(platform())).games)
export const loadUpcoming = () =>
  loadList('upcoming', async () => (await gamesApi.upcoming(platform())).games)
export const loadProviders = () => fill(gamesStore.providers, () => gamesApi.providers())
export const loadCategories = () => fill(gamesStore.categories, () => gamesApi.categories(platform()))
const countsOf = (c: Categories) => ({
  types: Object.fromEntries(c.types.map((t) => [t.type, t.games_count])),
  live: c.live,
})
export const loadCounts = () =>
  fill(gamesStore.counts, async () => {
    await loadCategories()
    const c = gamesStore.categories.data
    if (!c) throw new Error('categories unavailable')
    return countsOf(c)
  })

/** Categories that came with the page (src/stores/first-screen.ts), and the counts made of them. */
export function startCategories(c: Categories) {
  gamesStore.categories = { status: 'success', data: ref(c) }
  gamesStore.counts = { status: 'success', data: ref(countsOf(c)) }
}

/**
 * Every listed game matching a smart-search filter (provider and category pages), fetched 100 at a
 * time; the page shows them with its own infinite scroll. A failure is a toast, then rejects.
 */
export async function fetchFilteredGames(filter: string): Promise<Game[]> {
  const games: Game[] = []
  try {
    for (let page = 1; page <= FILTER_MAX_PAGES; page++) {
      const r = await gamesApi.smartSearch(filteredPageQuery(filter, page))
      games.push(...r.games)
      if (games.length >= r.count || r.games.length === 0) break
    }
    return games
  } catch (err) {
    showToast(errorText(err), 'error')
    throw err
  }
}

/** Components read the store through this hook (valtio stays inside src/stores/). */
export const useGames = () => useSnapshot(gamesStore)
