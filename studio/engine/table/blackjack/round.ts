import { EngineError } from '../../errors'
import type { Rng } from '../../rng'
import { assertStake } from '../../stakes'
import { draw, handTotal, value } from './cards'
import { MAX_HANDS } from './exact'

/**
 * One round of blackjack as a JSON value the studio server stores between calls. Rules: 6 decks
 * shuffled for every round, dealer stands on soft 17 and peeks for blackjack under an ace or ten,
 * blackjack pays 3:2, double on any first two cards (also after a split), split any two cards of the
 * same value up to four hands, split aces get one card each and cannot be resplit, no surrender,
 * no insurance. The dealer's hole card is in the state: the server must not send it to the client
 * before the round is over.
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

export type BlackjackState = {
  stake: number
  dealer: number[]
  hands: Hand[]
  active: number
  phase: 'player' | 'over'
  /** Per hand, what it pays back in øre (stake included); empty until the round is over. */
  returns: number[]
  /** Sum of `returns`. */
  total: number
}

const cardsOut = (s: BlackjackState) => [s.dealer, ...s.hands.map((h) => h.cards)]
const isNatural = (cards: readonly number[]) => cards.length === 2 && handTotal(cards).total === 21

export function deal(stake: number, ladder: readonly number[], rng: Rng): BlackjackState {
  assertStake(stake, ladder)
  if (stake % 2 !== 0) {
    throw new EngineError('BAD_STAKE', `blackjack pays 3:2, so the stake must be even, got ${stake}`)
  }
  const s: BlackjackState = {
    stake,
    dealer: [],
    hands: [],
    active: 0,
    phase: 'player',
    returns: [],
    total: 0,
  }
  const take = () => draw(cardsOut(s), rng)
  const hand: Hand = { cards: [], bet: stake, doubled: false, splitAces: false, done: false }
  s.hands.push(hand)
  hand.cards.push(take())
  s.dealer.push(take())
  hand.cards.push(take())
  s.dealer.push(take())
  const up = value(s.dealer[0] as number)
  const dealerNatural = (up === 1 || up === 10) && isNatural(s.dealer)
  if (dealerNatural || isNatural(hand.cards)) return settle(s)
  return s
}

export function legalActions(s: BlackjackState): Action[] {
  if (s.phase === 'over') return []
  const h = s.hands[s.active]
  if (!h || h.done) return []
  const out: Action[] = ['hit', 'stand']
  if (h.cards.length === 2) {
    out.push('double')
    const [a, b] = h.cards as [number, number]
    if (value(a) === value(b) && s.hands.length < MAX_HANDS) out.push('split')
  }
  return out
}

/** Applies one action and returns the next state; the given state is left as it was. */
export function act(state: BlackjackState, action: Action, rng: Rng): BlackjackState {
  if (state.phase === 'over') throw new EngineError('ROUND_OVER', 'the round is over')
  if (!legalActions(state).includes(action)) {
    throw new EngineError('ACTION_NOT_ALLOWED', `"${String(action)}" is not allowed on this hand now`)
  }
  const s: BlackjackState = {
    stake: state.stake,
    dealer: [...state.dealer],
    hands: state.hands.map((h) => ({
      cards: [...h.cards],
      bet: h.bet,
      doubled: h.doubled,
      splitAces: h.splitAces,
      done: h.done,
    })),
    active: state.active,
    phase: state.phase,
    returns: [],
    total: 0,
  }
  const h = s.hands[s.active] as Hand
  const take = () => draw(cardsOut(s), rng)
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
    s.hands.splice(s.active + 1, 0, {
      cards: [second],
      bet: s.stake,
      doubled: false,
      splitAces: aces,
      done: false,
    })
    h.cards.push(take())
    if (aces || handTotal(h.cards).total === 21) h.done = true
  }
  return advance(s, take)
}

/** Moves to the next hand that still needs play, dealing a split hand its second card on the way. */
function advance(s: BlackjackState, take: () => number): BlackjackState {
  while (s.active < s.hands.length) {
    const h = s.hands[s.active] as Hand
    if (h.cards.length === 1) {
      h.cards.push(take())
      if (h.splitAces || handTotal(h.cards).total === 21) h.done = true
    }
    if (!h.done) return s
    s.active++
  }
  const live = s.hands.some((h) => handTotal(h.cards).total <= 21)
  // Soft 17 stands: the dealer draws only below 17 counting an ace as 11 where it fits.
  while (live && handTotal(s.dealer).total < 17) s.dealer.push(take())
  return settle(s)
}

function settle(s: BlackjackState): BlackjackState {
  const dealer = handTotal(s.dealer).total
  const dealerNatural = isNatural(s.dealer)
  const alone = s.hands.length === 1
  s.returns = s.hands.map((h) => {
    const p = handTotal(h.cards).total
    const natural = alone && isNatural(h.cards)
    if (dealerNatural) return natural ? h.bet : 0
    if (natural) return h.bet + (h.bet * 3) / 2
    if (p > 21) return 0
    if (dealer > 21 || p > dealer) return 2 * h.bet
    return p === dealer ? h.bet : 0
  })
  s.total = s.returns.reduce((a, b) => a + b, 0)
  s.phase = 'over'
  s.active = s.hands.length
  for (const h of s.hands) h.done = true
  return s
}
