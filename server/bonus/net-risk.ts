import { WAGERING_CONTRIBUTION_PCT, WAGERING_ROULETTE_MAX_NUMBERS } from '../../contract/wallet-rules.ts'

/** A game as the wallet's wagering rule sees it: its catalogue category and table kind. */
export type GameKind = { category: 'slots' | 'jackpots' | 'table' | 'liveint'; subcat: string | null }
/** The bets of one round so far, by spot: øre. */
export type RoundSpots = Record<string, number>

/** The percent of a round's net stake a game counts towards wagering; an unknown game counts nothing. */
export function contributionPct(kind: GameKind | undefined): number {
  if (!kind) return 0
  if (kind.category === 'slots' || kind.category === 'jackpots') return WAGERING_CONTRIBUTION_PCT.slots
  return kind.category === 'liveint' ? WAGERING_CONTRIBUTION_PCT.live : WAGERING_CONTRIBUTION_PCT.table
}

/** Kinds whose bets can cover each other: their stakes count only with a breakdown of the round. */
const HEDGEABLE = new Set(['roulette', 'baccarat', 'andet'])
export const needsBreakdown = (kind: GameKind) =>
  kind.category !== 'slots' && kind.category !== 'jackpots' && HEDGEABLE.has(kind.subcat ?? '')

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
const DOUBLE_ZERO = 37
const range = (from: number, n: number, step = 1) => Array.from({ length: n }, (_, i) => from + i * step)
const ONE_TO_36 = range(1, 36)
const OUTSIDE: Record<string, number[]> = {
  red: ONE_TO_36.filter((n) => RED.has(n)),
  black: ONE_TO_36.filter((n) => !RED.has(n)),
  odd: ONE_TO_36.filter((n) => n % 2 === 1),
  even: ONE_TO_36.filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 18),
  first_four: [0, 1, 2, 3],
  top_line: [0, DOUBLE_ZERO, 1, 2, 3],
}

/**
 * The pockets a roulette spot covers, from its name (contract/wallet.ts WalletBetSpot): the inside
 * bets list their numbers ('split:1-2'; a street or six line may name only its lowest), a dozen or
 * column its index. A name it cannot read covers no known pocket (and so cancels nothing).
 */
function rouletteCovers(spot: string): number[] {
  if (OUTSIDE[spot]) return OUTSIDE[spot]
  const [type, arg = ''] = spot.split(':')
  const nums = arg
    .split('-')
    .filter((x) => /^\d{1,2}$/.test(x))
    .map(Number)
  if (type === 'dozen' && nums.length === 1) return range(((nums[0] ?? 1) - 1) * 12 + 1, 12)
  if (type === 'column' && nums.length === 1) return range(nums[0] ?? 1, 12, 3)
  if (type === 'street' && nums.length === 1) return range(nums[0] ?? 1, 3)
  if (type === 'six_line' && nums.length === 1) return range(nums[0] ?? 1, 6)
  return nums
}

const total = (spots: RoundSpots) => Object.values(spots).reduce((a, x) => a + x, 0)
/** Two opposite bets of one round: only the difference is at risk. */
const opposite = (spots: RoundSpots, a: string, b: string) =>
  (spots[a] ?? 0) + (spots[b] ?? 0) - Math.abs((spots[a] ?? 0) - (spots[b] ?? 0))

/**
 * The net amount at risk in a round's bets, øre (issue 31): opposite bets cancel (banker + player,
 * small + big, red + black, odd + even, low + high), and a roulette spin covering more than
 * WAGERING_ROULETTE_MAX_NUMBERS numbers risks nothing worth counting.
 */
function netRisk(kind: GameKind, spots: RoundSpots): number {
  const all = total(spots)
  switch (kind.subcat) {
    case 'roulette': {
      const covered = new Set(
        Object.keys(spots).flatMap((s) => ((spots[s] ?? 0) > 0 ? rouletteCovers(s) : [])),
      )
      if (covered.size > WAGERING_ROULETTE_MAX_NUMBERS) return 0
      return (
        all -
        opposite(spots, 'red', 'black') -
        opposite(spots, 'odd', 'even') -
        opposite(spots, 'low', 'high')
      )
    }
    case 'baccarat':
      return all - opposite(spots, 'banker', 'player')
    case 'andet':
      return all - opposite(spots, 'small', 'big') - opposite(spots, 'odd', 'even')
    default:
      return all
  }
}

/** What a round's bets so far count towards wagering, øre: the net risk at the game's rate. */
export function roundContribution(kind: GameKind | undefined, spots: RoundSpots): number {
  if (!kind) return 0
  return Math.floor((Math.max(0, netRisk(kind, spots)) * contributionPct(kind)) / 100)
}

/** Adds (sign 1) or takes away (sign -1) one call's bets to a round's spots. */
export function mergeSpots(
  spots: RoundSpots,
  bets: readonly { spot: string; amount: number }[],
  sign: 1 | -1,
) {
  const out: RoundSpots = { ...spots }
  for (const b of bets) {
    const v = (out[b.spot] ?? 0) + sign * b.amount
    if (v > 0) out[b.spot] = v
    else delete out[b.spot]
  }
  return out
}
