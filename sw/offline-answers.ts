import type { Game } from '../contract/games.ts'
import { catalogKey } from './catalog-routes.ts'
import type { CatalogEntry } from './db.ts'
import { ALL_GAMES_PATH, findGame, searchCatalogue } from './offline-search.ts'

const SEARCH = /^\/games-api\/(?:v2\/)?games\/smart-search\/?$/
const ONE_GAME = /^\/games-api\/games\/([^/]+)\/?$/

/** Games whose list the worker warms under their own URL: not one game's id. */
const NOT_A_GAME = new Set(['slots', 'new', 'popular', 'bonus', 'jackpots', 'exclusive', 'table', 'upcoming'])

async function catalogue(
  origin: string,
  get: (key: string) => Promise<CatalogEntry | undefined>,
): Promise<Game[] | undefined> {
  const entry = await get(catalogKey(`${origin}${ALL_GAMES_PATH}`))
  if (!entry) return undefined
  try {
    const games = (JSON.parse(entry.body) as { data?: { games?: unknown } }).data?.games
    return Array.isArray(games) ? (games as Game[]) : undefined
  } catch {
    return undefined
  }
}

const made = (data: unknown) =>
  Response.json(
    { success: true, data },
    { headers: { 'cache-control': 'no-store', 'x-sw-cache': 'catalogue' } },
  )

/**
 * An answer for a catalog URL the worker never stored, made from the whole catalogue it keeps: a
 * search (the modal, a provider or category page) or one game (the info popup). Undefined when the
 * catalogue is not stored or the URL is not one of these.
 */
export async function answerFromCatalogue(
  url: URL,
  get: (key: string) => Promise<CatalogEntry | undefined>,
): Promise<Response | undefined> {
  if (SEARCH.test(url.pathname)) {
    const games = await catalogue(url.origin, get)
    return games && made(searchCatalogue(games, url.searchParams))
  }
  const id = ONE_GAME.exec(url.pathname)?.[1]
  if (id && !NOT_A_GAME.has(id)) {
    const games = await catalogue(url.origin, get)
    const game = games && findGame(games, decodeURIComponent(id))
    return game && made(game)
  }
  return undefined
}
