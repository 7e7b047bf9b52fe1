import { proxy, useSnapshot } from 'valtio'
import type { Game, LiveCounters, Provider } from '../../contract/games.ts'
import { gamesApi } from '../api/games.ts'

export type Status = 'idle' | 'pending' | 'success' | 'error'
type Slot<T> = { status: Status; data: T | null }

/** Game lists by key (SPEC.md section 4: pending, success, error), filled through the service worker's cache. */
export const gamesStore = proxy({
  lists: {} as Record<string, Slot<Game[]>>,
  providers: { status: 'idle', data: null } as Slot<Provider[]>,
  counts: { status: 'idle', data: null } as Slot<{ types: Record<string, number>; live: LiveCounters }>,
})

export const isMobile = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches
const platform = () => (isMobile() ? 'mobile' : 'desktop')

async function fill<T>(slot: Slot<T>, load: () => Promise<T>) {
  if (slot.status === 'pending' || slot.status === 'success') return
  slot.status = 'pending'
  try {
    slot.data = await load()
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

export const loadPopular = () =>
  loadList('popular:1:5', async () => (await gamesApi.popular(1, 5, platform())).games)
export const loadLive = () => loadList('live', async () => (await gamesApi.live(platform())).games)
export const loadUpcoming = () =>
  loadList('upcoming', async () => (await gamesApi.upcoming(platform())).games)
export const loadProviders = () => fill(gamesStore.providers, () => gamesApi.providers())
export const loadCounts = () =>
  fill(gamesStore.counts, async () => {
    const c = await gamesApi.categories(platform())
    return { types: Object.fromEntries(c.types.map((t) => [t.type, t.games_count])), live: c.live }
  })

/** Components read the store through this hook (valtio stays inside src/stores/). */
export const useGames = () => useSnapshot(gamesStore)
