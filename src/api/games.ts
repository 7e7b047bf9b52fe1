import { ofetch } from 'ofetch'
import type { Game, GameList, LiveCounters, PagedGameList, Provider } from '../../contract/games.ts'
import { API } from './env.ts'

type Ok<T> = { success: true; data: T }
type Platform = 'desktop' | 'mobile'

const get = async <T>(path: string, query?: Record<string, string | number>): Promise<T> => {
  const body = await ofetch<Ok<T> | { success: false; errorMessage: string }>(`${API.games}/${path}`, {
    query,
    retry: 1,
  })
  if (!body.success) throw new Error(body.errorMessage)
  return body.data
}

export const gamesApi = {
  list: (category: string, platform: Platform) => get<GameList>(`games/${category}`, { platform }),
  popular: (period: number, limit: number, platform: Platform) =>
    get<GameList>(`games/popular/${period}/${limit}`, { platform }),
  live: (platform: Platform) =>
    get<GameList & { counters: LiveCounters }>('categories/liveint/games', { platform }),
  upcoming: (platform: Platform) => get<GameList>('games/upcoming', { platform }),
  providers: () => get<Provider[]>('providers'),
  categories: (platform: Platform) =>
    get<{ types: { type: string; label: string; games_count: number }[]; live: LiveCounters }>(
      'v2/categories',
      { platform },
    ),
  smartSearch: (query: string) => get<PagedGameList>(`v2/games/smart-search?${query}`),
  game: (id: string) => get<Game>(`games/${encodeURIComponent(id)}`),
}
