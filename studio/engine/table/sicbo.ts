import { EngineError } from '../errors'
import type { Rng } from '../rng'
import { assertStake } from '../stakes'
import { type BetFigures, figures, merge, type Outcome } from './distribution'

/**
 * Sic Bo with the Macau paytable (Wizard of Odds, "Sic Bo", the most common pays), as data. Winnings
 * are "to one"; the stake comes back on top of them.
 */
export const PAYTABLE = {
  small: 1,
  big: 1,
  double: 10,
  triple: 180,
  any_triple: 30,
  combination: 5,
  /** Total of the three dice → pays. */
  total: {
    4: 60,
    5: 30,
    6: 17,
    7: 12,
    8: 8,
    9: 6,
    10: 6,
    11: 6,
    12: 6,
    13: 8,
    14: 12,
    15: 17,
    16: 30,
    17: 60,
  },
  /** Single number: pays by how many dice show it (1, 2 or 3). */
  single: [1, 2, 3],
} as const

export type SicBoBetType = keyof typeof PAYTABLE

/**
 * A bet as placed: `numbers` names the die face(s) where the bet needs them (double, triple, single: one
 * face; combination: two different faces; total: the total).
 */
export type SicBoBet = { type: SicBoBetType; numbers?: readonly number[]; stake: number }

const isFace = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 6

function check(bet: SicBoBet): void {
  if (!Object.hasOwn(PAYTABLE, bet.type))
    throw new EngineError('UNKNOWN_BET', `no bet "${String(bet.type)}" in sic bo`)
  const n = bet.numbers ?? []
  const ok =
    bet.type === 'small' || bet.type === 'big' || bet.type === 'any_triple'
      ? n.length === 0
      : bet.type === 'combination'
        ? n.length === 2 && n.every(isFace) && n[0] !== n[1]
        : bet.type === 'total'
          ? n.length === 1 && Object.hasOwn(PAYTABLE.total, String(n[0])) && Number.isInteger(n[0])
          : n.length === 1 && n.every(isFace)
  if (!ok) throw new EngineError('BAD_BET', `${JSON.stringify(bet.numbers)} does not make a ${bet.type} bet`)
}

/** Winnings "to one" of a bet on these dice, or undefined if it loses. */
function pays(
  bet: Pick<SicBoBet, 'type' | 'numbers'>,
  dice: readonly [number, number, number],
): number | undefined {
  const [a, b, c] = dice
  const sum = a + b + c
  const triple = a === b && b === c
  const count = (f: number) => dice.filter((d) => d === f).length
  const [x = 0, y = 0] = bet.numbers ?? []
  switch (bet.type) {
    case 'small':
      return !triple && sum <= 10 ? PAYTABLE.small : undefined
    case 'big':
      return !triple && sum >= 11 ? PAYTABLE.big : undefined
    case 'double':
      return count(x) >= 2 ? PAYTABLE.double : undefined
    case 'triple':
      return count(x) === 3 ? PAYTABLE.triple : undefined
    case 'any_triple':
      return triple ? PAYTABLE.any_triple : undefined
    case 'combination':
      return count(x) >= 1 && count(y) >= 1 ? PAYTABLE.combination : undefined
    case 'total':
      return sum === x ? PAYTABLE.total[x as keyof typeof PAYTABLE.total] : undefined
    case 'single':
      return count(x) > 0 ? PAYTABLE.single[count(x) - 1] : undefined
  }
}

/** Return per unit stake (stake included) of a bet on these dice. */
function returnPerUnit(bet: Pick<SicBoBet, 'type' | 'numbers'>, dice: readonly [number, number, number]) {
  const p = pays(bet, dice)
  return p === undefined ? 0 : p + 1
}

/** One roll: bets are checked first, then three dice are drawn with `rng.int(6)`. */
export function roll(bets: readonly SicBoBet[], ladder: readonly number[], rng: Rng) {
  if (bets.length === 0) throw new EngineError('BAD_BET', 'a roll needs at least one bet')
  for (const b of bets) {
    check(b)
    assertStake(b.stake, ladder)
  }
  const dice = [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1] as [number, number, number]
  const returns = bets.map((b) => b.stake * returnPerUnit(b, dice))
  return { dice, returns, total: returns.reduce((a, b) => a + b, 0) }
}

/** Exact outcome distribution of a bet over the 216 equally likely rolls. */
function betOutcomes(bet: Pick<SicBoBet, 'type' | 'numbers'>): Outcome[] {
  const out: Outcome[] = []
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) out.push({ ret: returnPerUnit(bet, [a, b, c]), p: 1 / 216 })
  return merge(out)
}

/** One representative of every bet on the layout (faces are symmetric; totals differ, so each is listed). */
export const LAYOUT: Record<string, Pick<SicBoBet, 'type' | 'numbers'>> = {
  small: { type: 'small' },
  big: { type: 'big' },
  double: { type: 'double', numbers: [1] },
  triple: { type: 'triple', numbers: [1] },
  any_triple: { type: 'any_triple' },
  combination: { type: 'combination', numbers: [1, 2] },
  single: { type: 'single', numbers: [1] },
  ...Object.fromEntries(
    Object.keys(PAYTABLE.total).map((t) => [`total_${t}`, { type: 'total', numbers: [Number(t)] }]),
  ),
}

export function sicboFigures(): Record<string, BetFigures> {
  return Object.fromEntries(Object.entries(LAYOUT).map(([name, bet]) => [name, figures(betOutcomes(bet))]))
}
