import type { Rng } from '../../rng'

/**
 * A card is its index 0–51 in one deck: rank = id % 13 (0 ace, 1 two … 9 ten, 10 jack, 11 queen,
 * 12 king), suit = ⌊id / 13⌋. The shoe holds six of each.
 */
export const DECKS = 6
const SHOE_SIZE = 52 * DECKS

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

/** Scratch count of each card already out; reused so a draw allocates nothing. */
const used = new Uint8Array(52)

/**
 * Draws one card from a freshly shuffled shoe less the cards already out this round. Drawing each
 * card uniformly from what is left (the cards out are given as the hands holding them) is the same law as shuffling the whole shoe first, and it keeps
 * the cards still to come out of the saved round.
 */
export function draw(out: readonly (readonly number[])[], rng: Rng): number {
  used.fill(0)
  let seen = 0
  for (const cards of out) {
    for (const c of cards) used[c] = (used[c] as number) + 1
    seen += cards.length
  }
  let k = rng.int(SHOE_SIZE - seen)
  for (let id = 0; id < 52; id++) {
    const left = DECKS - (used[id] as number)
    if (k < left) return id
    k -= left
  }
  throw new Error('unreachable: the draw is below the cards left')
}
