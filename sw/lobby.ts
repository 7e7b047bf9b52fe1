import { ALL_GAMES_PATH } from './offline-search.ts'

export type Platform = 'desktop' | 'mobile'

/** The list categories of /alle-spil/{category} and the home lobby (src/stores/games.ts loadList). */
const LISTS = ['slots', 'new', 'popular', 'bonus', 'jackpots', 'exclusive', 'table'] as const
/** The landing pages' promo data, by their path's last segment (src/features/content/Landing.tsx). */
const LANDINGS = ['velkommen', 'lp'] as const

/**
 * Every catalog URL the lobby's routes read, spelled as the client's src/api calls spell them (the
 * catalog key sorts the query, so only the parameters matter). The worker fetches these itself after
 * the page tells it the platform, so every lobby route opens offline even if never opened online; the
 * whole catalogue (ALL_GAMES_PATH) lets it answer searches, provider and category pages and game info
 * popups it never saw (sw/offline-answers.ts).
 */
export function lobbyUrls(platform: Platform, hostname: string): string[] {
  const p = `platform=${platform}`
  return [
    ALL_GAMES_PATH,
    ...LISTS.map((c) => `/games-api/games/${c}?${p}`),
    `/games-api/games/popular/1/5?${p}`,
    `/games-api/games/upcoming?${p}`,
    `/games-api/categories/liveint/games?${p}`,
    `/games-api/v2/categories?${p}`,
    '/games-api/providers',
    '/cms/api.php?r=Texts',
    '/cms/campaigns',
    `/cms/highlight/get-all?area=home&${p}`,
    '/cms/seo/get-seo-data?site=go',
    ...LANDINGS.map(
      (url) => `/cms/landing-page/get-page?${new URLSearchParams({ url, hostName: hostname })}`,
    ),
  ]
}

/** The meta key of the platform a page last named: the lobby kept, and the first screen written into `/`. */
export const PLATFORM_KEY = 'platform'

export const isPlatform = (v: unknown): v is Platform => v === 'desktop' || v === 'mobile'
