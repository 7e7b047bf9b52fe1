import type { LIST_ROUTES } from '../../contract/first-screen.ts'
/** Constants of SPEC.md section 9 that drive the client, named as the spec names them. */
export const GAMES_PER_PAGE = { desktop: 20, mobile: 10, dynamic: 14, small: 30 } as const
export const INFINITE_SCROLL_THRESHOLD_PX = { search: 20, list: 50 } as const
export const TOAST_DURATION_MS = 4000
export const BREAKPOINTS = { xs: 350, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const
export const HOME_NEW_GAMES = 11
export const HOME_JACKPOTS = { mobile: 11, desktop: 10 } as const
export const SORT_KEYS = ['new', 'popular', 'name', 'minStake', 'tbp', 'jackpot'] as const
export const GRID_TYPES = ['dynamic', 'normal', 'small'] as const
/** The lists of /alle-spil/{category} and /live-casino/{category}: one list with the server's first screens. */
export {
  LIST_ROUTES as LIST_CATEGORIES,
  LIVE_ROUTES as LIVE_CATEGORIES,
} from '../../contract/first-screen.ts'
/** The live categories with a live counter (SPEC.md section 2), each with its key in the counts answer. */
export const LIVE_COUNTERS = [
  ['all', 'all'],
  ['roulette', 'roulette'],
  ['baccarat', 'baccarat'],
  ['blackjack', 'blackjack'],
  ['poker', 'poker'],
  ['game-show', 'gameShow'],
] as const
export type SortKey = (typeof SORT_KEYS)[number]
export type GridType = (typeof GRID_TYPES)[number]
export type ListCategoryRoute = (typeof LIST_ROUTES)[number]

// Accounts (SPEC.md sections 4, 5 and 9)
export const LOGIN_CHECK_INTERVAL_MS = 30_000
export const SESSION_EXPIRED_DELAY_MS = 1000
export const LOGIN_MODAL_DELAY_MS = 500
export const MODAL_CLOSE_MS = 400
/** SPEC.md section 4, Fast deposit limit: the follow-up opens 300 ms after the limit is set. */
export const FAST_LIMIT_FOLLOW_UP_MS = 300
/** SPEC.md section 5: the daily-limit prompt's quick option. */
export const FAST_LIMIT_QUICK_KR = 50_000
export const NEWSLETTER_REFRESH_MS = 100
export const INPUT_AUTOFOCUS_MS = 500
export const LAST_LOGIN_POPUP = { fadeMs: 4400, removeMs: 5000, closeMs: 500 } as const
export const AVATARS = { min: 1, max: 147 } as const
/** Device channel: 8 on mobile phones, 0 on web and tablets. */
export const CHANNEL = { phone: 8, web: 0 } as const
export const COOKIE_DAYS = { loginFlag: 90, default: 365 } as const

/** The customer-service help centre (SPEC.md section 2, Customer service). */
export const HELP_CENTRE_URL = 'https://hjaelp.gocasino.dk'

// Discovery and content (issue 5; SPEC.md section 9)
export const SEARCH_DEBOUNCE_MS = 500
/** The search modal and its infinite scroll load 20 at a time (the API default is 30). */
export const SEARCH_PAGE_SIZE = 20
export const HIGHLIGHTS_AUTOPLAY_MS = 10_000
export const GO_COUNTDOWN_S = 3
export const SCROLL_TO_TOP_PX = 400
export const SUB_MENU_HIDE_PX = 10
export const SUB_MENU_ITEM_PX = { normal: 150, small: 120 } as const
export const SUB_MENU_MAX_VISIBLE = 7
/** The navigation history keeps about 5 to 10 recent paths. */
export const NAV_STACK = { min: 5, max: 10 } as const
export const RECENT_GAMES_MAX = 10
export const CAROUSEL_GAP_PX = 20
/** Support chat: how often an open chat asks for the agent's replies. */
export const CHAT_POLL_MS = 2000
/** The two external review sites of 'Anmeld os' (SPEC.md section 2). */
export const REVIEW_SITES = [
  { name: 'Trustpilot', url: 'https://dk.trustpilot.com/review/gocasino.dk' },
  { name: 'Casinoanmeldelser', url: 'https://www.casinoanmeldelser.dk/go-casino' },
] as const
export const IPHONE_APP_URL = 'https://apps.apple.com/dk/app/go-casino/id0000000000'
/** Kept equal to contract/ by tests/unit/content-constants.test.ts; the client imports no zod schemas. */
export const TEXT_PAGE_IDS = [101, 110, 21, 24, 41, 22, 120] as const
export const FEEDBACK_MAX = 1000
export const SUPPORT_MESSAGE_MAX = 1000
export const VOLATILITIES = ['lowfreq', 'midfreq', 'hifreq'] as const
export const PAYLINE_BUCKETS = ['1-10', '11-30', '31-100', '100+'] as const
export const LIVE_PROVIDER = 'evolution'

// Money (issue 4; SPEC.md section 9): the rules themselves live in contract/wallet-rules.ts, shared with
// the server that enforces them.
export { HISTORY_RANGE } from '../../contract/wallet-rules.ts'
/** This site's brand: getBonusListChannel/{brand} (SPEC.md section 7). */
export const BRAND = 'go'
export const HISTORY_PAGE_SIZE = 10

/** Hosts where the geo block is not applied (SPEC.md section 8): the operator's own test sites. */
export const GEO_EXEMPT_HOSTS: readonly string[] = ['beta.gocasino.dk', 'test.gocasino.dk']
