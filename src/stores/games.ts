import { proxy, ref, useSnapshot } from 'valtio'
import type { Categories, Game, LiveCounters, Provider } from '../../contract/games.ts'
import { gamesApi } from '../api/games.ts'
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
})

export const isMobile = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches
const platform = () => (isMobile() ? 'mobile' : 'desktop')

/**
 * Loads a slot once (pending, success, error; SPEC.md section 4); a failed one may be tried again.
 * An answer is kept as it came (valtio `ref`): it is replaced whole, never changed in place, and
 * proxying hundreds of games object by object cost a phone a noticeable part of the first render.
 */
export async function fill<T>(slot: Slot<T>, load: () => Promise<T>) {
  if (slot.status === 'pending' || slot.status === 'success') return
  slot.status = 'pending'
  try {
    const data = await load()
    slot.data = typeof data === 'object' && data !== null ? ref(data) : data
    slot.status = 'success'
  } catch {
    slot.status = 'error'
  }
}

export function loadList(key: string, load?: () => Promise<Game[]>) {
  gamesStore.lists[key] ??= { status: 'idle', data: null }
  const slot = gamesStore.lists[key]
  return fill(slot, load ?? (async () => (await gamesApi.list(key, platform())).games))
}

/** A list that came with the page (src/stores/first-screen.ts): loaded, so loadList fetches nothing. */
export function startList(key: string, games: Game[]) {
  gamesStore.lists[key] = { status: 'success', data: ref(games) }
}

export const loadPopular = () =>
  loadList('popular:1:5', async () => (await gamesApi.popular(1, 5, platform())).games)
export const loadLive = () => loadList('live', async () => (await gamesApi.live(platform())).games)
export const loadUpcoming = () =>
  loadList('upcoming', async () => (await gamesApi.upcoming(platform())).games)
export const loadProviders = () => fill(gamesStore.providers, () => gamesApi.providers())
export const loadCategories = () => fill(gamesStore.categories, () => gamesApi.categories(platform()))
export const loadCounts = () =>
  fill(gamesStore.counts, async () => {
    await loadCategories()
    const c = gamesStore.categories.data
    if (!c) throw new Error('categories unavailable')
    return { types: Object.fromEntries(c.types.map((t) => [t.type, t.games_count])), live: c.live }
  })

const FILTER_PAGE = 100
const FILTER_MAX_PAGES = 20

/**
 * Every listed game matching a smart-search filter (provider and category pages), fetched 100 at a
 * time; the page shows them with its own infinite scroll. A failure is a toast, then rejects.
 */
export async function fetchFilteredGames(filter: string): Promise<Game[]> {
  const games: Game[] = []
  try {
    for (let page = 1; page <= FILTER_MAX_PAGES; page++) {
      const r = await gamesApi.smartSearch(`${filter}&page[size]=${FILTER_PAGE}&page[number]=${page}`)
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
