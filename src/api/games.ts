import type {
  Categories,
  Game,
  GameList,
  LiveCounters,
  PagedCardList,
  PagedGameList,
  Provider,
} from '../../contract/games.ts'
import type { LaunchBody, LaunchData, SessionData } from '../../contract/launch.ts'
import { API } from './env.ts'
import { queryString, request, requestWithMeta } from './http.ts'

type Platform = 'desktop' | 'mobile'

/**
 * The catalogue is read through the service worker's cache; index.html may have started the first
 * screen's lists already (prefetched), and a failed read is tried once more before it counts.
 */
const get = <T>(path: string, query?: Record<string, string | number>) =>
  request<T>('GET', `${API.games}/${path}${query ? `?${queryString(query)}` : ''}`, {
    retry: 1,
    prefetched: true,
  })

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
  /** Up to `size` listed games sharing one theme or feature (the game page's sliders). */
  related: (key: 'theme' | 'features', value: string, size: number, platform: Platform) =>
    get<PagedGameList>(
      `v2/games/smart-search?${queryString({ [`filter[${key}]`]: value, 'page[size]': size, platform })}`,
    ),
}

/** The launch and the game session id: never cached (sw/network-only.ts lists both as money routes). */
export const launchApi = {
  launch: (brand: string, body: LaunchBody) =>
    requestWithMeta<LaunchData, { endgame: string }>(
      'POST',
      `${API.games}/games/launch/${encodeURIComponent(brand)}`,
      { body },
    ),
  session: () => request<SessionData>('GET', `${API.games}/getSes.php`),
}
