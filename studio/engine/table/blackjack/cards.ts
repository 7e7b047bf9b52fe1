import type { Rng } from '../../rng'
import { drawCard } from '../shoe'

/**
 * A card is its index 0–51 in one deck: rank = id % 13 (0 ace, 1 two … 9 ten, 10 jack, 11 queen,
 * 12 king), suit = ⌊id / 13⌋. The shoe holds six of each.
 */
export const DECKS = 6

/** Blackjack value: ace 1 (counted 11 when it helps), faces 10. */
export const value = (card: number) => Math.min((card % 13) + 1, 10)

export type Total = { total: number; soft: boolean; hard: number }

export function handTotal(cards: readonly number[]): Total {
  let hard = 0
  let ace = false
  for (const c of cards) {
    const v = value(c)
    hard += v
    if (v === 1) ace = true
  }
  const soft = ace && hard + 10 <= 21
  return { total: soft ? hard + 10 : hard, soft, hard }
}

/** One card from the round's 6-deck shoe less the cards out (see `drawCard`). */
export const draw = (out: readonly (readonly number[])[], rng: Rng) => drawCard(DECKS, out, rng)
