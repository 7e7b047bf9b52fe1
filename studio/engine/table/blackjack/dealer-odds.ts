import { DECKS } from './cards'

/**
 * The dealer's side of the exact blackjack computation: her finishing totals from a given shoe, with
 * the hole card conditioned on no blackjack because she peeks under an ace or a ten.
 */

/** Shoe by card value 1 (ace) to 10, index value - 1. */
export type Shoe = Int32Array

export function fullShoe(): Shoe {
  return Int32Array.from({ length: 10 }, (_, i) => (i === 9 ? 16 : 4) * DECKS)
}

export const size = (s: Shoe) => s.reduce((a, b) => a + b, 0)

export const bump = (a: Float64Array, i: number, v: number) => {
  a[i] = (a[i] as number) + v
}

/** Dealer results: index 0–4 = 17–21, 5 = bust. */
type DealerDist = Float64Array

/** Keyed by up card and shoe; emptied after a full computation so the memory is given back. */
const dealerCache = new Map<string, DealerDist>()

export const clearDealerCache = () => dealerCache.clear()

/** The dealer's finishing totals from this shoe, given the up card and that she has no blackjack. */
export function dealer(shoe: Shoe, up: number): DealerDist {
  const key = `${up}:${shoe.join(',')}`
  const hit = dealerCache.get(key)
  if (hit) return hit
  const out = new Float64Array(6)
  const bjCard = up === 1 ? 10 : up === 10 ? 1 : 0
  const draw = (hard: number, ace: boolean, p: number, hole: boolean) => {
    const total = ace && hard + 10 <= 21 ? hard + 10 : hard
    if (total >= 17) {
      bump(out, total > 21 ? 5 : total - 17, p)
      return
    }
    let left = size(shoe)
    if (hole && bjCard) left -= shoe[bjCard - 1] as number
    for (let v = 1; v <= 10; v++) {
      if (hole && v === bjCard) continue
      const c = shoe[v - 1] as number
      if (c === 0) continue
      shoe[v - 1] = c - 1
      draw(hard + v, ace || v === 1, (p * c) / left, false)
      shoe[v - 1] = c
    }
  }
  draw(up, up === 1, 1, true)
  dealerCache.set(key, out)
  return out
}

/** Chance the dealer has no blackjack, given the shoe the hole card comes from. */
export function noBlackjack(shoe: Shoe, up: number): number {
  const bjCard = up === 1 ? 10 : up === 10 ? 1 : 0
  return bjCard ? 1 - (shoe[bjCard - 1] as number) / size(shoe) : 1
}
