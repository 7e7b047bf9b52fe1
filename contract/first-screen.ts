/**
 * The public answers a server-rendered page carries (issue 28): what the screen of that route would
 * fetch first, keyed by the URL the client's own calls use (src/api/games.ts, src/api/cms.ts), so the
 * server (server/web/first-screen.ts), the worker and the page (src/stores/first-screen.ts) agree on
 * them; it is zod-free and lives in contract/ because both sides read it. The stores start from them on the server before it renders and in the page before it
 * hydrates, so both render the same tree. Pure strings: it runs in Node, the worker and the page.
 */
import {
  FILTER_MAX_PAGES,
  FILTER_PAGE_SIZE,
  type Filters,
  filteredKey,
  filteredPageQuery,
} from './smart-search-query.ts'

export type Platform = 'desktop' | 'mobile'

/** The data block's id, and the meta that tells index.html's prefetch script which platform it holds. */
export const FIRST_SCREEN_ID = 'first-screen'

/** The home lobby's first answers (also what index.html's prefetch script asks for on a bare shell). */
export const firstScreenUrls = (platform: Platform) => ({
  highlights: `/cms/highlight/get-all?area=home&platform=${platform}`,
  newGames: `/games-api/games/new?platform=${platform}`,
  popular: `/games-api/games/popular/1/5?platform=${platform}`,
  jackpots: `/games-api/games/jackpots?platform=${platform}`,
})

/** Where an answer goes in the stores (src/stores/first-screen.ts). */
export type AnswerSlot =
  | { kind: 'list'; key: string }
  | { kind: 'highlights' }
  | { kind: 'providers' }
  | { kind: 'categories' }
  | { kind: 'filtered'; key: string; page: number }
  | { kind: 'landing'; slug: string }
  | { kind: 'campaigns' }

const LANDINGS = ['/velkommen', '/lp']

/** SPEC.md section 2: the game lists of /alle-spil/{category}. */
export const LIST_ROUTES = ['slots', 'new', 'popular', 'bonus', 'jackpots', 'exclusive-spil'] as const
/** SPEC.md section 2: the live-casino lists of /live-casino/{category}. */
export const LIVE_ROUTES = ['new', 'all', 'roulette', 'baccarat', 'blackjack', 'poker', 'game-show'] as const
/** The Games API's list of a list route: the exclusive category maps to 'exclusive' (SPEC.md section 2). */
export const listKey = (route: string) => (route === 'exclusive-spil' ? 'exclusive' : route)

const CATEGORY_KEYS = ['features', 'theme'] as const
/**
 * The feature or theme a category page (/alle-spil/kategorier/sort?key=…&value=…) shows, or null when
 * the query names none; the page sends that to /404 (src/features/lobby/CategoryDetail.tsx).
 */
export function categoryFilter(search: string): { key: string; value: string } | null {
  const q = new URLSearchParams(search)
  const key = q.get('key') ?? ''
  const value = q.get('value') ?? ''
  return (CATEGORY_KEYS as readonly string[]).includes(key) && /^[a-z_-]{1,40}$/.test(value)
    ? { key, value }
    : null
}

const CATEGORY_PAGE = '/alle-spil/kategorier/sort'
const PROVIDER_PAGE = /^\/(?:alle-spil\/spiludviklere|providers)\/([a-z0-9_-]{1,40})$/i
const LIST_PAGE = /^\/alle-spil\/([a-z-]+)$/
const LIVE_PAGE = /^\/live-casino\/([a-z-]+)$/

/**
 * The address a server-rendered page stands for: the path, and for the category page the query it
 * reads (only its two keys, in order), so a tracking parameter neither misses the page's reuse nor
 * keeps the page from hydrating (src/main.tsx compares it with the address it finds).
 */
export function pageKey(pathname: string, search: string): string {
  if (pathname !== CATEGORY_PAGE) return pathname
  const f = categoryFilter(search)
  return f ? `${pathname}?${new URLSearchParams(f)}` : pathname
}

const gamesList = (key: string, platform: Platform) => `/games-api/games/${key}?platform=${platform}`
const categoriesUrl = (platform: Platform) => `/games-api/v2/categories?platform=${platform}`
const PROVIDERS_URL = '/games-api/providers'

const filteredUrl = (key: string, page: number) =>
  `/games-api/v2/games/smart-search?${filteredPageQuery(key, page)}`

/** The first page of a provider's or category's games (src/stores/games.ts, fetchFilteredGames). */
function filtered(filters: Filters, platform: Platform): Record<string, AnswerSlot> {
  const key = filteredKey(filters, platform)
  return { [filteredUrl(key, 1)]: { kind: 'filtered', key, page: 1 } }
}

/**
 * The answers the server renders a page with, by URL; null for a page it does not render (the page
 * then renders in the browser alone). `page` is a pageKey; `host` is the page's host name: the landing
 * call names it.
 */
export function pageAnswers(
  page: string,
  platform: Platform,
  host: string,
): Record<string, AnswerSlot> | null {
  const [path = '', search = ''] = page.split('?')
  if (path === '/') {
    const u = firstScreenUrls(platform)
    return {
      [u.highlights]: { kind: 'highlights' },
      [u.newGames]: { kind: 'list', key: 'new' },
      [u.popular]: { kind: 'list', key: 'popular:1:5' },
      [u.jackpots]: { kind: 'list', key: 'jackpots' },
    }
  }
  if (LANDINGS.includes(path)) {
    const slug = path.slice(1)
    const q = new URLSearchParams({ url: slug, hostName: host })
    return {
      [`/cms/landing-page/get-page?${q}`]: { kind: 'landing', slug },
      [PROVIDERS_URL]: { kind: 'providers' },
    }
  }
  if (path === '/aktuelt') return { '/cms/campaigns': { kind: 'campaigns' } }
  // Every unknown address ends on /404 (src/app/App.tsx): a page with nothing to fetch.
  if (path === '/404') return {}
  if (path === '/alle-spil/spiludviklere') return { [PROVIDERS_URL]: { kind: 'providers' } }
  if (path === '/alle-spil/kategorier') return { [categoriesUrl(platform)]: { kind: 'categories' } }
  if (path === CATEGORY_PAGE) {
    const f = categoryFilter(search)
    if (!f) return null
    return {
      [categoriesUrl(platform)]: { kind: 'categories' },
      ...filtered({ [f.key]: [f.value] }, platform),
    }
  }
  const provider = PROVIDER_PAGE.exec(path)?.[1]
  if (provider)
    return { [PROVIDERS_URL]: { kind: 'providers' }, ...filtered({ subprovider: [provider] }, platform) }
  const list = LIST_PAGE.exec(path)?.[1]
  if (list && (LIST_ROUTES as readonly string[]).includes(list)) {
    const key = listKey(list)
    return { [gamesList(key, platform)]: { kind: 'list', key } }
  }
  const live = LIVE_PAGE.exec(path)?.[1]
  if (live && (LIVE_ROUTES as readonly string[]).includes(live))
    return {
      [`/games-api/categories/liveint/games?platform=${platform}`]: { kind: 'list', key: 'live' },
      [categoriesUrl(platform)]: { kind: 'categories' },
    }
  return null
}

/**
 * The answers a page carries once its first ones are in: those of pageAnswers, and for a provider's or
 * category's games longer than a page, the further pages the page itself would read (as many as the
 * first page's count asks for, at most FILTER_MAX_PAGES, as src/stores/games.ts reads them).
 */
export function allPageAnswers(
  page: string,
  platform: Platform,
  host: string,
  answers: Record<string, unknown>,
): Record<string, AnswerSlot> | null {
  const first = pageAnswers(page, platform, host)
  if (!first) return null
  const all = { ...first }
  for (const [url, slot] of Object.entries(first)) {
    if (slot.kind !== 'filtered') continue
    const count = (answers[url] as { data?: { count?: unknown } } | undefined)?.data?.count
    if (typeof count !== 'number') continue
    const pages = Math.min(Math.ceil(count / FILTER_PAGE_SIZE), FILTER_MAX_PAGES)
    for (let n = 2; n <= pages; n++)
      all[filteredUrl(slot.key, n)] = { kind: 'filtered', key: slot.key, page: n }
  }
  return all
}

/** What the page carries: the path and platform it was made for and each URL's envelope as the API sent it. */
export type FirstScreenData = { path: string; platform: Platform; answers: Record<string, unknown> }

/**
 * The data block's text: JSON with every `<` escaped, so no answer (a campaign's HTML, a name) can
 * close the script element or open a comment inside it. JSON.parse reads `\u003c` back as `<`.
 */
export const dataBlockJson = (data: FirstScreenData): string => JSON.stringify(data).replace(/</g, '\\u003c')

export function parseFirstScreen(text: string | null | undefined): FirstScreenData | undefined {
  if (!text) return undefined
  try {
    const data = JSON.parse(text) as Partial<FirstScreenData>
    if (
      (data.platform !== 'mobile' && data.platform !== 'desktop') ||
      typeof data.path !== 'string' ||
      typeof data.answers !== 'object'
    )
      return undefined
    return data as FirstScreenData
  } catch {
    return undefined
  }
}
