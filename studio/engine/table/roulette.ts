import { EngineError } from '../errors'
import type { Rng } from '../rng'
import { assertStake } from '../stakes'
import { type BetFigures, figures, merge, type Outcome } from './distribution'
import { EVEN_MONEY, layout, PAYS, POCKETS, type RouletteBetType, type Wheel } from './roulette-layout'

export { DOUBLE_ZERO, type RouletteBetType, type Wheel } from './roulette-layout'

/**
 * A bet as the player places it. Inside bets name their pockets (`numbers`, 37 for 00); column and
 * dozen name which one (1, 2 or 3); the even-money bets need neither.
 */
export type RouletteBet = {
  type: RouletteBetType
  numbers?: readonly number[]
  which?: number
  stake: number
}

export type RouletteSpin = { pocket: number; returns: number[]; total: number }

/** A validated bet: the pockets it covers. */
type Placed = { type: RouletteBetType; covers: ReadonlySet<number>; stake: number }

const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-')

const LAYOUTS: Record<Wheel, Map<RouletteBetType, Map<string, number[]>>> = {
  european: index('european'),
  french: index('french'),
  american: index('american'),
}

function index(wheel: Wheel): Map<RouletteBetType, Map<string, number[]>> {
  const byType = new Map<RouletteBetType, Map<string, number[]>>()
  for (const [type, bets] of Object.entries(layout(wheel)) as [RouletteBetType, number[][]][]) {
    byType.set(type, new Map(bets.map((b) => [key(b), b])))
  }
  return byType
}

/** The pockets a bet covers on this wheel, or an `EngineError` if the layout has no such bet. */
function covers(wheel: Wheel, bet: RouletteBet): number[] {
  const legal = LAYOUTS[wheel].get(bet.type)
  if (!legal) throw new EngineError('UNKNOWN_BET', `no bet "${String(bet.type)}" on the ${wheel} wheel`)
  if (bet.type === 'column' || bet.type === 'dozen') {
    const found = [...legal.values()][(bet.which ?? 0) - 1]
    if (!found || !Number.isInteger(bet.which))
      throw new EngineError('BAD_BET', `${bet.type} must be 1, 2 or 3`)
    return found
  }
  if (legal.size === 1 && bet.numbers === undefined) return [...legal.values()][0] as number[]
  const found = bet.numbers && new Set(bet.numbers).size === bet.numbers.length && legal.get(key(bet.numbers))
  if (!found) {
    throw new EngineError(
      'BAD_BET',
      `${JSON.stringify(bet.numbers)} is not a ${bet.type} on the ${wheel} layout`,
    )
  }
  return found
}

/**
 * What a bet returns per unit stake when the ball lands in `pocket` (stake included). On the french
 * wheel an even-money bet gets half its stake back on zero (la partage).
 */
function returnPerUnit(wheel: Wheel, type: RouletteBetType, covered: ReadonlySet<number>, pocket: number) {
  if (covered.has(pocket)) return PAYS[type] + 1
  if (wheel === 'french' && pocket === 0 && EVEN_MONEY.has(type)) return 0.5
  return 0
}

function place(wheel: Wheel, bet: RouletteBet, ladder: readonly number[]): Placed {
  assertStake(bet.stake, ladder)
  const placed = { type: bet.type, covers: new Set(covers(wheel, bet)), stake: bet.stake }
  if (wheel === 'french' && EVEN_MONEY.has(bet.type) && bet.stake % 2 !== 0) {
    // La partage returns half the stake; an odd number of øre has no whole half.
    throw new EngineError(
      'BAD_STAKE',
      `an even-money stake on the french wheel must be even, got ${bet.stake}`,
    )
  }
  return placed
}

/**
 * One spin: every bet is validated first (a refused bet means no spin at all), then one pocket is drawn
 * with `rng.int(37)` or `rng.int(38)` and each bet's return in øre is settled.
 */
export function spin(
  wheel: Wheel,
  bets: readonly RouletteBet[],
  ladder: readonly number[],
  rng: Rng,
): RouletteSpin {
  if (bets.length === 0) throw new EngineError('BAD_BET', 'a spin needs at least one bet')
  const placed = bets.map((b) => place(wheel, b, ladder))
  const pocket = rng.int(POCKETS[wheel])
  const returns = placed.map((b) => b.stake * returnPerUnit(wheel, b.type, b.covers, pocket))
  return { pocket, returns, total: returns.reduce((a, b) => a + b, 0) }
}

/** The exact outcome distribution of one bet, by running it against every pocket of the wheel. */
export function betOutcomes(wheel: Wheel, type: RouletteBetType, covered: readonly number[]): Outcome[] {
  const n = POCKETS[wheel]
  const set = new Set(covered)
  return merge(
    Array.from({ length: n }, (_, pocket) => ({ ret: returnPerUnit(wheel, type, set, pocket), p: 1 / n })),
  )
}

/** Exact figures of every bet type on this wheel (each type's bets all cover as many pockets). */
export function betFigures(wheel: Wheel): Partial<Record<RouletteBetType, BetFigures>> {
  const out: Partial<Record<RouletteBetType, BetFigures>> = {}
  for (const [type, bets] of LAYOUTS[wheel]) {
    const first = bets.values().next().value
    if (first) out[type] = figures(betOutcomes(wheel, type, first))
  }
  return out
}

/** Every legal bet of one type, as covered pockets (tests and the client's betting grid). */
export function legalBets(wheel: Wheel, type: RouletteBetType): number[][] {
  return [...(LAYOUTS[wheel].get(type)?.values() ?? [])]
}
