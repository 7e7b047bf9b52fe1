/** Constants of SPEC.md section 9 that drive the client, named as the spec names them. */
export const GAMES_PER_PAGE = { desktop: 20, mobile: 10, dynamic: 14, small: 30 } as const
export const INFINITE_SCROLL_THRESHOLD_PX = { search: 20, list: 50 } as const
export const LIST_SCROLL_DEBOUNCE_MS = 500
export const TOAST_DURATION_MS = 4000
export const BREAKPOINTS = { xs: 350, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const
export const HOME_NEW_GAMES = 11
export const HOME_POPULAR = { period: 1, limit: 5 } as const
export const HOME_JACKPOTS = { mobile: 11, desktop: 10 } as const
export const HOME_LIVE_ROULETTE_MOBILE = 9
export const SORT_KEYS = ['new', 'popular', 'name', 'minStake', 'tbp', 'jackpot'] as const
export const GRID_TYPES = ['dynamic', 'normal', 'small'] as const
export const LIST_CATEGORIES = ['slots', 'new', 'popular', 'bonus', 'jackpots', 'exclusive-spil'] as const
export const LIVE_CATEGORIES = [
  'new',
  'all',
  'roulette',
  'baccarat',
  'blackjack',
  'poker',
  'game-show',
] as const
export type SortKey = (typeof SORT_KEYS)[number]
export type GridType = (typeof GRID_TYPES)[number]
export type ListCategoryRoute = (typeof LIST_CATEGORIES)[number]
