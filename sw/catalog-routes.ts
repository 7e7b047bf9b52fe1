import { isNeverCached } from './network-only.ts'

/**
 * Which GETs the IndexedDB catalog answers: an allowlist, so a new player-specific endpoint is never
 * cached by accident. Each entry names its freshness (TTL) and why it is safe to share.
 */
export type CatalogRoute = {
  readonly name: string
  readonly path: RegExp
  /** Only these values of this query parameter (api.php multiplexes on ?r=). */
  readonly query?: { readonly param: string; readonly values: readonly string[] }
  readonly ttlSeconds: number
  readonly why: string
}

const LISTS = 5 * 60
/** Jackpot amounts tick up with every bet, so they are refreshed more often. */
const JACKPOTS = 30
const TEXTS = 10 * 60

export const CATALOG_ROUTES: readonly CatalogRoute[] = [
  { name: 'games', path: /^\/games-api\/games\/?$/, ttlSeconds: LISTS, why: 'all games, same for everyone' },
  {
    name: 'games/popular/{period}/{limit}',
    path: /^\/games-api\/games\/popular\/\d+\/\d+\/?$/,
    ttlSeconds: LISTS,
    why: 'daily top lists',
  },
  {
    name: 'games/jackpots',
    path: /^\/games-api\/games\/jackpots\/?$/,
    ttlSeconds: JACKPOTS,
    why: 'jackpot games with amounts',
  },
  {
    name: 'games/{category} | games/{id} | games/smart-search | games/upcoming',
    path: /^\/games-api\/games\/[^/]+\/?$/,
    ttlSeconds: LISTS,
    why: 'game lists and details; games/launch is excluded by MONEY_ROUTES',
  },
  {
    name: 'v2/games/smart-search',
    path: /^\/games-api\/v2\/games\/smart-search\/?$/,
    ttlSeconds: LISTS,
    why: 'search pages',
  },
  {
    name: 'v2/categories[/{id}/games]',
    path: /^\/games-api\/v2\/categories(?:\/[^/]+\/games)?\/?$/,
    ttlSeconds: LISTS,
    why: 'feature and theme categories',
  },
  {
    name: 'categories/jackpots/games',
    path: /^\/games-api\/categories\/jackpots\/games\/?$/,
    ttlSeconds: JACKPOTS,
    why: 'jackpot games with amounts',
  },
  {
    name: 'categories/{category}/games',
    path: /^\/games-api\/categories\/[^/]+\/games\/?$/,
    ttlSeconds: LISTS,
    why: 'live tables and other category lists',
  },
  {
    name: 'casino/content/jackpot/all',
    path: /^\/games-api\/casino\/content\/jackpot\/all\/?$/,
    ttlSeconds: JACKPOTS,
    why: 'jackpot totals',
  },
  { name: 'providers', path: /^\/games-api\/providers\/?$/, ttlSeconds: LISTS, why: 'provider list' },
  {
    name: 'cms api.php?r=Texts|Highlights|Campaigns',
    path: /^\/cms\/api\.php$/,
    query: { param: 'r', values: ['Texts', 'Highlights', 'Campaigns'] },
    ttlSeconds: TEXTS,
    why: 'site texts, highlights and campaigns',
  },
  {
    name: 'cms highlight/get-all',
    path: /^\/cms\/highlight\/get-all\/?$/,
    ttlSeconds: TEXTS,
    why: 'carousel',
  },
  {
    name: 'cms campaigns[/{seo_url}]',
    path: /^\/cms\/campaigns(?:\/[^/]+)?\/?$/,
    ttlSeconds: TEXTS,
    why: 'campaign cards and popups',
  },
  {
    name: 'cms seo/get-seo-data',
    path: /^\/cms\/seo\/get-seo-data\/?$/,
    ttlSeconds: TEXTS,
    why: 'page titles and descriptions, the same for everyone',
  },
  {
    name: 'cms landing-page/get-page',
    path: /^\/cms\/landing-page\/get-page\/?$/,
    ttlSeconds: TEXTS,
    why: 'landing promo data',
  },
  {
    name: 'cms article/get-article(s)',
    path: /^\/cms\/article\/get-articles?\/?$/,
    ttlSeconds: TEXTS,
    why: 'news and campaign articles',
  },
]

/** The first matching entry, so the more specific jackpot entry wins over the general one. */
export function catalogRouteFor(url: URL): CatalogRoute | undefined {
  if (isNeverCached(url)) return undefined
  return CATALOG_ROUTES.find(
    (r) =>
      r.path.test(url.pathname) &&
      (!r.query || r.query.values.includes(url.searchParams.get(r.query.param) ?? '')),
  )
}

export const isCatalogUrl = (url: URL): boolean => catalogRouteFor(url) !== undefined

/** One key per resource: parameter order and a fragment do not make a second copy. */
export function catalogKey(input: string | URL): string {
  const url = new URL(input)
  url.hash = ''
  url.searchParams.sort()
  return url.href
}

export const isStale = (storedAt: number, now: number, ttlSeconds: number): boolean =>
  now - storedAt >= ttlSeconds * 1000

/** The body to store, or undefined: only a 2xx JSON envelope with success true is worth keeping. */
export async function storableBody(response: Response): Promise<string | undefined> {
  if (!response.ok || !/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return undefined
  const text = await response.text()
  try {
    const data: unknown = JSON.parse(text)
    return typeof data === 'object' && data !== null && (data as { success?: unknown }).success === true
      ? text
      : undefined
  } catch {
    return undefined
  }
}
