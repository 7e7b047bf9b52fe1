import { handTotal, value } from './cards.ts'
import { MAX_HANDS } from './exact.ts'

/**
 * The player's side of a blackjack round, shared by the RNG table (round.ts) and the live shared-hand
 * table (live/blackjack.ts) so both play by one set of rules; each passes its own `take`, which is
 * where the two differ (a fresh draw against the cards out, or the next card of the fixed shoe).
 * The order of the `take` calls is part of the game's law: keep it as it is.
 */
export type Action = 'hit' | 'stand' | 'double' | 'split'

export type Hand = {
  cards: number[]
  /** The bet on this hand in øre (twice the stake once doubled). */
  bet: number
  doubled: boolean
  splitAces: boolean
  done: boolean
}

export const isNatural = (cards: readonly number[]) => cards.length === 2 && handTotal(cards).total === 21

/** What the active hand may do: hit and stand, on its first two cards double, on a pair split. */
export function handActions(hands: readonly Hand[], active: number): Action[] {
  const h = hands[active]
  if (!h || h.done) return []
  const out: Action[] = ['hit', 'stand']
  if (h.cards.length === 2) {
    out.push('double')
    const [a, b] = h.cards as [number, number]
    if (value(a) === value(b) && hands.length < MAX_HANDS) out.push('split')
  }
  return out
}

/** Plays a legal action on the active hand in place; a split puts the new hand right after it. */
export function playAction(
  hands: Hand[],
  active: number,
  stake: number,
  action: Action,
  take: () => number,
): void {
  const h = hands[active] as Hand
  if (action === 'hit') {
    h.cards.push(take())
    if (handTotal(h.cards).total >= 21) h.done = true
  } else if (action === 'stand') {
    h.done = true
  } else if (action === 'double') {
    h.bet *= 2
    h.doubled = true
    h.cards.push(take())
    h.done = true
  } else {
    const second = h.cards.pop() as number
    const aces = value(second) === 1
    h.splitAces = aces
    hands.splice(active + 1, 0, { cards: [second], bet: stake, doubled: false, splitAces: aces, done: false })
    h.cards.push(take())
    if (aces || handTotal(h.cards).total === 21) h.done = true
  }
}

/**
 * The index of the next hand that still needs play (hands.length when none does), dealing a split
 * hand its second card on the way.
 */
export function nextHand(hands: Hand[], active: number, take: () => number): number {
  let i = active
  while (i < hands.length) {
    const h = hands[i] as Hand
    if (h.cards.length === 1) {
      h.cards.push(take())
      if (h.splitAces || handTotal(h.cards).total === 21) h.done = true
    }
    if (!h.done) return i
    i++
  }
  return i
}

/** What each hand returns (stake included) against the dealer's finished hand; 3:2 for a lone natural. */
export function handReturns(hands: readonly Hand[], dealer: readonly number[]): number[] {
  const d = handTotal(dealer).total
  const dealerNatural = isNatural(dealer)
  const alone = hands.length === 1
  return hands.map((h) => {
    const p = handTotal(h.cards).total
    const natural = alone && isNatural(h.cards)
    if (dealerNatural) return natural ? h.bet : 0
    if (natural) return h.bet + (h.bet * 3) / 2
    if (p > 21) return 0
    if (d > 21 || p > d) return 2 * h.bet
    return p === d ? h.bet : 0
  })
}
