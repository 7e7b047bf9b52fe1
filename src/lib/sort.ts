import type { Game } from '../../contract/games.ts'
import type { ListCategoryRoute, SortKey } from './constants.ts'

/** Default sort per list (SPEC.md section 9): popular for all-games and popular, jackpot for jackpots, else new. */
export function defaultSort(category: ListCategoryRoute): SortKey {
  if (category === 'slots' || category === 'popular') return 'popular'
  if (category === 'jackpots') return 'jackpot'
  return 'new'
}

/** Each key's natural direction: newest, most popular, A-Z, lowest stake, highest payback, biggest jackpot. */
const COMPARE: Record<SortKey, (a: Game, b: Game) => number> = {
  new: (a, b) => b.release_date.localeCompare(a.release_date),
  popular: (a, b) => b.clicks - a.clicks,
  name: (a, b) => a.name.localeCompare(b.name, 'da'),
  minStake: (a, b) => a.min_stake - b.min_stake,
  tbp: (a, b) => Number(b.payback) - Number(a.payback),
  jackpot: (a, b) => (b.jackpot_amount ?? 0) - (a.jackpot_amount ?? 0),
}

export function sortGames(games: readonly Game[], key: SortKey, reversed: boolean): Game[] {
  const cmp = COMPARE[key]
  const byName = COMPARE.name
  return [...games].sort((a, b) => (reversed ? -1 : 1) * (cmp(a, b) || byName(a, b)))
}

/** Clicking the active key flips the direction; another key starts in its natural direction. */
export function nextSort(current: { key: SortKey; reversed: boolean }, clicked: SortKey) {
  return clicked === current.key
    ? { key: clicked, reversed: !current.reversed }
    : { key: clicked, reversed: false }
}
