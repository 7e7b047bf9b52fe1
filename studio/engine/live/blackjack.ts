import { EngineError } from '../errors.ts'
import type { Rng } from '../rng.ts'
import { DECKS, handTotal, value } from '../table/blackjack/cards.ts'
import {
  type Hand,
  handActions,
  handReturns,
  isNatural,
  nextHand,
  playAction,
} from '../table/blackjack/hands.ts'
import { checkLiveBets, settlement } from './bets.ts'
import { HiddenCard, type LiveAction, type LiveGame } from './types.ts'

/**
 * Shared-hand blackjack: one shuffled 6-deck shoe per round, drawn from the round's seed at the close
 * of betting (commitment.ts). Every seat gets the same two first cards, shoe[0] and shoe[1]; a seat's
 * k-th further card is shoe[1 + k] whatever other seats do, so each seat reads the same sequence from
 * the front. The dealer takes her up card, hole card and draws from the back: shoe[last],
 * shoe[last - 1], … No hand can take more than 21 cards (21 aces), so four hands and the dealer never
 * reach each other's cards: no seat's choice changes another seat's cards or the dealer's.
 *
 * Decisions go in steps (issue 31, as shared-hand blackjack is dealt at a real table): every seat
 * decides once per step, and the cards a step's decisions bring are shown when the step closes for all
 * seats (`visible`). A seat still deciding has taken exactly as many cards as the steps closed, so the
 * card its decision brings is one nobody has seen: the first seat to hit cannot show another its card.
 * A split hand's second card that a finished hand calls for is shown one step later (the seat waits).
 * The cards each seat gets are the same as without steps; only when they are shown changes.
 *
 * Rules as the RNG table (round.ts), so the same statement holds: dealer stands on soft 17 and peeks
 * (a dealer blackjack ends the round before any decision), blackjack 3:2, double on any two cards and
 * after a split, split equal values up to four hands, split aces one card each, no surrender, no
 * insurance. A seat that does not answer in a step stands (every hand it has left).
 *
 * Why the odds are those of the single-player game: a uniformly shuffled shoe read at distinct
 * positions, each next position chosen from the cards seen so far, gives the same law as drawing each
 * card uniformly from the cards left. A seat's cards and the dealer's are such a reading (front and
 * back), so each seat plays exactly the RNG table's round; the exact statement of blackjack-6d applies.
 * The steps change nothing here: every seat still in play takes every card of the sequence, so what it
 * may see of the others tells it nothing it does not hold itself.
 */
export type BlackjackOutcome = {
  shoe: number[]
  /** Set by `visible`: the seats may read the first `visible` cards of the shoe and the dealer's back. */
  visible?: number
}

type SeatHand = Hand

export type BlackjackSeat = {
  stake: number
  /** The dealer's up card, for the seat's view and the strategy chart. */
  up: number
  hands: SeatHand[]
  active: number
  /** How many cards past the first two this seat has taken from the shared sequence. */
  taken: number
  done: boolean
  /** A finished hand called for the next hand's card, which is not shown yet (only in a seat's view). */
  waiting?: boolean
}

export const SHOE_SIZE = 52 * DECKS
const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const
type Action = (typeof BLACKJACK_ACTIONS)[number]

/** Fisher–Yates over six decks of card ids (rank id % 13, 0 the ace; suit ⌊id / 13⌋). */
function shuffleShoe(rng: Rng): BlackjackOutcome {
  const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => i % 52)
  for (let i = SHOE_SIZE - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    const t = shoe[i] as number
    shoe[i] = shoe[j] as number
    shoe[j] = t
  }
  return { shoe }
}

const card = (o: BlackjackOutcome, i: number) => {
  const c = o.shoe[i]
  if (c === undefined) throw new Error(`the shoe has no card ${i}`)
  return c
}
const firstCards = (o: BlackjackOutcome) => [card(o, 0), card(o, 1)]
const upCard = (o: BlackjackOutcome) => card(o, SHOE_SIZE - 1)

/** The dealer's whole hand: up card, hole card, then draws from the back while below 17 (soft 17 stands). */
export function dealerHand(o: BlackjackOutcome): number[] {
  const cards = [upCard(o), card(o, SHOE_SIZE - 2)]
  while (handTotal(cards).total < 17) cards.push(card(o, SHOE_SIZE - 1 - cards.length))
  return cards
}

const dealerPeeks = (o: BlackjackOutcome) => {
  const up = value(upCard(o))
  return (up === 1 || up === 10) && isNatural([upCard(o), card(o, SHOE_SIZE - 2)])
}

export function legalActions(seat: BlackjackSeat): Action[] {
  return seat.done || seat.waiting ? [] : handActions(seat.hands, seat.active)
}

const copy = (s: BlackjackSeat): BlackjackSeat => ({
  ...s,
  hands: s.hands.map((h) => ({ ...h, cards: [...h.cards] })),
})

export function startSeat(o: BlackjackOutcome, stake: number): BlackjackSeat {
  const first = firstCards(o)
  const natural = isNatural(first) || dealerPeeks(o)
  return {
    stake,
    up: upCard(o),
    hands: [{ cards: first, bet: stake, doubled: false, splitAces: false, done: natural }],
    active: natural ? 1 : 0,
    taken: 0,
    done: natural,
  }
}

/** Applies one action to a copy of the seat; the extra stake is what a double or a split adds. */
export function applyAction(
  seat: BlackjackSeat,
  action: string,
  o: BlackjackOutcome,
): LiveAction<BlackjackSeat> {
  if (seat.done) throw new EngineError('ROUND_OVER', 'this seat has no decision left')
  if (!(legalActions(seat) as string[]).includes(action)) {
    throw new EngineError('ACTION_NOT_ALLOWED', `"${String(action)}" is not allowed on this hand now`)
  }
  const s = copy(seat)
  const take = () => {
    if (o.visible !== undefined && 2 + s.taken >= o.visible) throw new HiddenCard()
    return card(o, 2 + s.taken++)
  }
  const h = s.hands[s.active] as SeatHand
  const extraStake = action === 'double' ? h.bet : action === 'split' ? s.stake : 0
  // The action's own card hidden: HiddenCard goes to the caller, who shows the seat as it was.
  playAction(s.hands, s.active, s.stake, action as Action, take)
  try {
    s.active = nextHand(s.hands, s.active, take)
  } catch (err) {
    if (!(err instanceof HiddenCard)) throw err
    // The action's card is shown; the next hand's card (a take throws before anything is dealt) is not.
    s.waiting = true
    return { seat: s, extraStake }
  }
  s.done = s.active >= s.hands.length
  return { seat: s, extraStake }
}

/** The seat's answer when the window closes: stand on every hand it still has. */
export function timeoutSeat(seat: BlackjackSeat, o: BlackjackOutcome): BlackjackSeat {
  let s = seat
  while (!s.done && !s.waiting) s = applyAction(s, 'stand', o).seat
  return s
}

/** What each hand returns (stake included) against the dealer's hand. */
function seatReturns(o: BlackjackOutcome, seat: BlackjackSeat): number[] {
  return handReturns(seat.hands, dealerHand(o))
}

const mainStake = (bets: readonly { spot: string; amount: number }[]) =>
  bets.reduce((a, b) => a + (b.spot === 'main' ? b.amount : 0), 0)

export function sharedBlackjack(rtp: number): LiveGame<BlackjackOutcome, BlackjackSeat> {
  return {
    kind: 'blackjack',
    rtp,
    checkBets: (bets, limits) =>
      checkLiveBets(
        bets,
        limits,
        (s) => s === 'main',
        (_, total) => {
          if (total % 2 !== 0)
            throw new EngineError('BAD_BET', `blackjack pays 3:2, so the bet must be even, got ${total}`)
        },
      ),
    draw: shuffleShoe,
    reveal: (o) => {
      const dealer = dealerHand(o)
      return { cards: firstCards(o), dealer, dealerTotal: handTotal(dealer).total }
    },
    decisions: {
      actions: BLACKJACK_ACTIONS,
      shared: (o) => ({
        cards: firstCards(o),
        dealerUp: upCard(o),
        // A peeked dealer blackjack ends the round at once: then there is nothing left to hide.
        dealer: dealerPeeks(o) ? dealerHand(o) : null,
      }),
      start: (o, bets) => startSeat(o, mainStake(bets)),
      legal: legalActions,
      act: applyAction,
      timeout: timeoutSeat,
      view: (seat, pending) => ({
        hands: seat.hands.map((h) => ({ ...h, total: handTotal(h.cards).total })),
        active: seat.done || seat.waiting ? null : seat.active,
        legal: pending ? [] : legalActions(seat),
        // The decision taken in the open step (its card comes when the step closes), or a card due.
        pending: pending ?? (seat.waiting ? 'card' : null),
      }),
      visible: (o, steps) => ({ shoe: o.shoe, visible: 2 + steps }),
    },
    settle: (o, bets, seat) => {
      const final = timeoutSeat(seat ?? startSeat(o, mainStake(bets)), o)
      const total = seatReturns(o, final).reduce((a, b) => a + b, 0)
      return settlement([{ spot: 'main', amount: total }])
    },
  }
}
