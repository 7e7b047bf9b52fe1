import type { Rng } from '../rng.ts'
import { checkLiveBets } from './bets.ts'
import { type ExactOutcome, exactFigures, exactRtp } from './exact.ts'
import { mul, type Q, q, sum } from './rational.ts'
import {
  POCKETS,
  pocketColour,
  ROULETTE_SPOTS,
  type RouletteSpot,
  rouletteReturn,
  settleRoulette,
} from './roulette.ts'
import type { LiveGame } from './types.ts'

type Weighted = readonly { value: number; weight: number }[]

/** A distribution written as value: weight; integer keys iterate in ascending order, so the draw order is the values'. */
function weights(table: Record<number, number>): Weighted {
  return Object.entries(table).map(([value, weight]) => ({ value: Number(value), weight }))
}

/**
 * Lyn Roulette: a european wheel where, after bets close, 1 to 5 lucky numbers (distinct, any of the
 * 37 pockets) each get a multiplier. A straight up on the winning pocket pays multiplier:1 when that
 * pocket is lucky and 29:1 when it is not; every other bet pays as on the plain wheel.
 *
 * The stated distributions, as integer weights out of 100 so the draw is `rng.int(100)`:
 * - how many lucky numbers: 1 (40 %), 2 (35 %), 3 (15 %), 4 (5 %), 5 (5 %): on average 2;
 * - each lucky number's multiplier, drawn independently: 50× (30 %), 100× (24 %), 150× (20 %),
 *   200× (11 %), 250× (6 %), 300× (4 %), 400× (3 %), 500× (2 %): on average 140×.
 * By symmetry the pocket is lucky with probability E[count] / 37 = 2/37 whatever it is, so the straight
 * up returns (1/37)·((35/37)·30 + (2/37)·141) = 36/37: 97.30 %, as every other bet.
 */
export const LUCKY_COUNT = weights({ 1: 40, 2: 35, 3: 15, 4: 5, 5: 5 })
export const MULTIPLIERS = weights({ 50: 30, 100: 24, 150: 20, 200: 11, 250: 6, 300: 4, 400: 3, 500: 2 })
const WEIGHTS = 100

/** A straight up on a pocket that is not lucky pays 29:1. */
const PLAIN_STRAIGHT_RETURN = 30

type Lucky = { number: number; multiplier: number }
export type LynOutcome = { pocket: number; lucky: Lucky[] }

function weighted(table: Weighted, rng: Rng): number {
  let k = rng.int(WEIGHTS)
  for (const { value, weight } of table) {
    if (k < weight) return value
    k -= weight
  }
  throw new Error('unreachable: the weights sum to 100')
}

/**
 * The draw: the pocket, then the count of lucky numbers, then each lucky number (a partial shuffle of
 * the 37 pockets, so they are distinct) with its multiplier.
 */
export function drawLyn(rng: Rng): LynOutcome {
  const pocket = rng.int(POCKETS)
  const count = weighted(LUCKY_COUNT, rng)
  const pool = Array.from({ length: POCKETS }, (_, i) => i)
  const lucky: Lucky[] = []
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(POCKETS - i)
    const pick = pool[j] as number
    pool[j] = pool[i] as number
    pool[i] = pick
    lucky.push({ number: pick, multiplier: weighted(MULTIPLIERS, rng) })
  }
  return { pocket, lucky }
}

/** What a spot returns per unit stake (stake included) in a Lyn round. */
function lynReturn(spot: RouletteSpot, o: LynOutcome): number {
  if (spot.type !== 'straight') return rouletteReturn(spot, o.pocket)
  if (!spot.covers.has(o.pocket)) return 0
  const hit = o.lucky.find((l) => l.number === o.pocket)
  return hit ? hit.multiplier + 1 : PLAIN_STRAIGHT_RETURN
}

/**
 * The exact return distribution of a straight up, as fractions: it loses unless its pocket comes up
 * (36/37); the pocket is lucky with probability E[count]/37 (each of the 37 pockets is equally likely
 * to be among the lucky ones, independently of where the ball lands), then pays multiplier + 1.
 */
function lynStraightDistribution(): ExactOutcome[] {
  const weightOf = (w: number) => q(w, WEIGHTS)
  const meanCount = sum(LUCKY_COUNT.map(({ value, weight }) => mul(q(value), weightOf(weight))))
  const pLucky = mul(meanCount, q(1, POCKETS))
  const pHit = q(1, POCKETS)
  const out: ExactOutcome[] = [
    { ret: 0, p: q(POCKETS - 1, POCKETS) },
    { ret: PLAIN_STRAIGHT_RETURN, p: mul(pHit, q(pLucky.d - pLucky.n, pLucky.d)) },
  ]
  for (const { value, weight } of MULTIPLIERS) {
    out.push({ ret: value + 1, p: mul(mul(pHit, pLucky), weightOf(weight)) })
  }
  return out
}

/** The straight up's exact RTP as a fraction (36/37). */
export const lynStraightRtp = (): Q => exactRtp(lynStraightDistribution())

export const lynStraightFigures = () => exactFigures(lynStraightDistribution())

export function lynRoulette(rtp: number): LiveGame<LynOutcome> {
  return {
    kind: 'lyn-roulette',
    rtp,
    checkBets: (bets, limits) => checkLiveBets(bets, limits, (s) => ROULETTE_SPOTS.has(s)),
    draw: drawLyn,
    reveal: (o) => ({ pocket: o.pocket, colour: pocketColour(o.pocket), lucky: o.lucky }),
    settle: (o, bets) => settleRoulette(bets, (s) => lynReturn(s, o)),
  }
}
