import { EngineError } from '../../errors'
import type { Rng } from '../../rng'
import { assertStake } from '../../stakes'
import { draw, handTotal, value } from './cards'
import { type Action, type Hand, handActions, handReturns, isNatural, nextHand, playAction } from './hands.ts'

/**
 * One round of blackjack as a JSON value the studio server stores between calls. Rules: 6 decks
 * shuffled for every round, dealer stands on soft 17 and peeks for blackjack under an ace or ten,
 * blackjack pays 3:2, double on any first two cards (also after a split), split any two cards of the
 * same value up to four hands, split aces get one card each and cannot be resplit, no surrender,
 * no insurance. The dealer's hole card is in the state: the server must not send it to the client
 * before the round is over.
 */
export type { Action }

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
  return handActions(s.hands, s.active)
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
  const take = () => draw(cardsOut(s), rng)
  playAction(s.hands, s.active, s.stake, action, take)
  return advance(s, take)
}

/** Moves to the next hand that still needs play, dealing a split hand its second card on the way. */
function advance(s: BlackjackState, take: () => number): BlackjackState {
  s.active = nextHand(s.hands, s.active, take)
  if (s.active < s.hands.length) return s
  const live = s.hands.some((h) => handTotal(h.cards).total <= 21)
  // Soft 17 stands: the dealer draws only below 17 counting an ace as 11 where it fits.
  while (live && handTotal(s.dealer).total < 17) s.dealer.push(take())
  return settle(s)
}

function settle(s: BlackjackState): BlackjackState {
  s.returns = handReturns(s.hands, s.dealer)
  s.total = s.returns.reduce((a, b) => a + b, 0)
  s.phase = 'over'
  s.active = s.hands.length
  for (const h of s.hands) h.done = true
  return s
}
