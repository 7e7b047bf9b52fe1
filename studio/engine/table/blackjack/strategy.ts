/**
 * The published basic strategy for 4–8 decks, dealer stands on soft 17, double on any two cards,
 * double after split, no surrender (Wizard of Odds, "4-Deck to 8-Deck Blackjack Strategy", the
 * S17 DAS chart). Total-dependent: one action per player total and dealer up card.
 *
 * Columns are the dealer's up card 2, 3, 4, 5, 6, 7, 8, 9, 10, A. Codes: H hit, S stand, D double
 * (hit if doubling is not allowed), Ds double (stand if not allowed), P split.
 */
type Code = 'H' | 'S' | 'D' | 'Ds' | 'P'

const row = (s: string) => s.split(' ') as Code[]

/** Hard totals 5 to 21 (below 5 only arises from a split pair of twos, which hits). */
const HARD: Record<number, Code[]> = {
  8: row('H H H H H H H H H H'),
  9: row('H D D D D H H H H H'),
  10: row('D D D D D D D D H H'),
  11: row('D D D D D D D D D H'),
  12: row('H H S S S H H H H H'),
  13: row('S S S S S H H H H H'),
  14: row('S S S S S H H H H H'),
  15: row('S S S S S H H H H H'),
  16: row('S S S S S H H H H H'),
}

/** Soft totals 13 (A,2) to 21; soft 19 and above always stand. */
const SOFT: Record<number, Code[]> = {
  13: row('H H H D D H H H H H'),
  14: row('H H H D D H H H H H'),
  15: row('H H D D D H H H H H'),
  16: row('H H D D D H H H H H'),
  17: row('H D D D D H H H H H'),
  18: row('S Ds Ds Ds Ds S S H H H'),
}

/** Pairs by card value (1 = aces); 5,5 and 10,10 are never split and play as hard 10 and 20. */
const PAIRS: Record<number, Code[]> = {
  1: row('P P P P P P P P P P'),
  2: row('P P P P P P H H H H'),
  3: row('P P P P P P H H H H'),
  4: row('H H H P P H H H H H'),
  6: row('P P P P P H H H H H'),
  7: row('P P P P P P H H H H'),
  8: row('P P P P P P P P P P'),
  9: row('P P P P P S P P S S'),
}

export type Move = 'hit' | 'stand' | 'double' | 'split'

/** Column of the chart for a dealer up card value (1 = ace). */
const column = (up: number) => (up === 1 ? 9 : up - 2)

/**
 * The chart's move for a hand given by its hard total (aces as 1), whether it holds an ace, the value
 * of its pair (if it is a splittable pair), and what the hand may do now.
 */
export function chartMove(
  hard: number,
  hasAce: boolean,
  pair: number | undefined,
  up: number,
  canDouble: boolean,
  canSplit: boolean,
): Move {
  const col = column(up)
  if (pair !== undefined && canSplit && PAIRS[pair]?.[col] === 'P') return 'split'
  const soft = hasAce && hard + 10 <= 21
  const total = soft ? hard + 10 : hard
  const code: Code = soft
    ? total >= 19
      ? 'S'
      : (SOFT[total]?.[col] ?? 'H')
    : total >= 17
      ? 'S'
      : (HARD[Math.max(total, 8)]?.[col] ?? 'H')
  if (code === 'D') return canDouble ? 'double' : 'hit'
  if (code === 'Ds') return canDouble ? 'double' : 'stand'
  return code === 'S' ? 'stand' : 'hit'
}
