import { matchesGameFilters } from '../../contract/game-filters.ts'
import type { Game, ListCategory, Platform, SmartFilters } from '../../contract/games.ts'
import { foldName } from './catalogue.ts'

/** The name (folded, as the catalogue holds it) and then contract/game-filters.ts's predicates. */
export function matchesFilters(g: Game, foldedName: string, f: SmartFilters): boolean {
  if (f.name && !f.name.some((n) => foldedName.includes(foldName(n)))) return false
  return matchesGameFilters(g, f)
}

export const fitsPlatform = (g: Game, platform: Platform | undefined) =>
  !platform || g.platform === 'all' || g.platform === platform

export const listed = (g: Game) => !g.go_hide && g.release === 'released'

/** Which games a list category holds (SPEC.md section 2, Game lists). */
export function inListCategory(g: Game, c: ListCategory): boolean {
  switch (c) {
    case 'slots':
      return g.category === 'slots' || g.category === 'jackpots'
    case 'new':
      return g.go_new
    case 'popular':
      return g.category !== 'liveint' && g.clicks >= 25_000
    case 'bonus':
      return g.bonus
    case 'jackpots':
      return g.jackpot_amount !== null
    case 'exclusive':
      return g.exclusive
    case 'table':
      return g.category === 'table'
  }
}
