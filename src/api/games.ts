import { ofetch } from 'ofetch'
import type {
  Categories,
  Game,
  GameList,
  LiveCounters,
  PagedCardList,
  PagedGameList,
  Provider,
} from '../../contract/games.ts'
import { API } from './env.ts'
import { takePrefetched } from './prefetch.ts'

type Ok<T> = { success: true; data: T }
type Platform = 'desktop' | 'mobile'

type Answer<T> = Ok<T> | { success: false; errorMessage: string }

const get = async <T>(path: string, query?: Record<string, string | number>): Promise<T> => {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : ''
  const early = (await takePrefetched(`${API.games}/${path}${search}`)) as Answer<T> | null | undefined
  if (early?.success) return early.data
  const body = await ofetch<Answer<T>>(`${API.games}/${path}`, {
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
  categories: (platform: Platform) => get<Categories>('v2/categories', { platform }),
  smartSearch: (query: string) => get<PagedGameList>(`v2/games/smart-search?${query}`),
  /** The search modal's pages: card fields only (`fields=card`). */
  searchCards: (query: string) => get<PagedCardList>(`v2/games/smart-search?${query}`),
  game: (id: string) => get<Game>(`games/${encodeURIComponent(id)}`),
}
