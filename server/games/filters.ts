import type { Game, ListCategory, Platform, SmartFilters } from '../../contract/games.ts'
import { foldName } from './catalogue.ts'

const inBucket = (lines: number, bucket: string) => {
  if (bucket === '100+') return lines > 100
  const [lo, hi] = bucket.split('-').map(Number)
  return lines >= (lo ?? 0) && lines <= (hi ?? 0)
}

/** One predicate per filter key: OR within a key, AND across keys. */
export function matchesFilters(g: Game, foldedName: string, f: SmartFilters): boolean {
  if (f.name && !f.name.some((n) => foldedName.includes(foldName(n)))) return false
  if (f.subprovider && !f.subprovider.includes(g.subprovider)) return false
  if (f.features && !f.features.some((x) => (g.features as string[]).includes(x))) return false
  if (f.theme && !f.theme.some((t) => g.theme.split('|').includes(t))) return false
  if (f.feature && !f.feature.includes(g.feature)) return false
  if (f.paylines && !f.paylines.some((b) => inBucket(g.paylines, b))) return false
  if (f.category && !f.category.includes(g.category)) return false
  if (f.subcat && (g.subcat === null || !f.subcat.includes(g.subcat))) return false
  if (f.game_id && !f.game_id.includes(g.game_id)) return false
  return true
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
