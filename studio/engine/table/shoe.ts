import type { Rng } from '../rng'

/** Scratch count of each card already out; reused so a draw allocates nothing. */
const used = new Uint8Array(52)

/**
 * Draws one card (id 0–51: rank id % 13 with 0 the ace, suit ⌊id / 13⌋) from a freshly shuffled shoe
 * of `decks` decks less the cards already out this round, given as the hands holding them. Drawing
 * each card uniformly from what is left is the same law as shuffling the whole shoe first, and it keeps
 * the cards still to come out of a saved round.
 */
export function drawCard(decks: number, out: readonly (readonly number[])[], rng: Rng): number {
  used.fill(0)
  let seen = 0
  for (const cards of out) {
    for (const c of cards) used[c] = (used[c] as number) + 1
    seen += cards.length
  }
  let k = rng.int(52 * decks - seen)
  for (let id = 0; id < 52; id++) {
    const left = decks - (used[id] as number)
    if (k < left) return id
    k -= left
  }
  throw new Error('unreachable: the draw is below the cards left')
}
