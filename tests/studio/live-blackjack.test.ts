import { describe, expect, it } from 'vitest'
import {
  applyAction,
  type BlackjackOutcome,
  type BlackjackSeat,
  dealerHand,
  legalActions,
  SHOE_SIZE,
  startSeat,
  timeoutSeat,
} from '../../studio/engine/live/blackjack'
import { handTotal, value } from '../../studio/engine/table/blackjack/cards'
import { blackjackStatement } from '../../studio/engine/table/blackjack/statement'
import { chartMove } from '../../studio/engine/table/blackjack/strategy'
import { engineCode, mustTable } from './live-table'
import { simulate } from './table-sim'

const table = () => mustTable('live-blackjack-1')

// Card ids of the first suit: rank id % 13, 0 the ace, 9 the ten, 12 the king.
const A = 0
const K = 12
const c = (rank: number) => rank - 1 // 2 → id 1 … 9 → id 8

/**
 * A six-deck shoe with these cards at the front (the shared sequence) and these at the back (the
 * dealer's up card, hole card, then her draws); the rest of the decks in between.
 */
function shoeOf(front: number[], back: number[]): BlackjackOutcome {
  const rest = Array.from({ length: SHOE_SIZE }, (_, i) => i % 52)
  for (const id of [...front, ...back]) rest.splice(rest.indexOf(id), 1)
  return { shoe: [...front, ...rest, ...[...back].reverse()] }
}

const bets = (amount: number) => [{ spot: 'main', amount }]

describe('shared-hand blackjack: the math', () => {
  it('states the RNG table blackjack-6d figure (same rules, same exact method): 99.58–99.60 %', () => {
    const { game, kind, decisionMs } = table()
    expect(kind).toBe('blackjack')
    expect(decisionMs).toBe(10_000)
    expect(game.rtp).toBe(blackjackStatement().rtp)
    // Published house edge for 6 decks, S17, DAS, no surrender: 0.40 % (Wong) to 0.42 % (Wizard of Odds).
    expect(game.rtp).toBeGreaterThan(0.9956)
    expect(game.rtp).toBeLessThan(0.9962)
  })

  it('3·10^5 seeded rounds played by the chart on the shared shoe bracket the exact RTP at 99 %', () => {
    const { game } = table()
    const d = game.decisions
    if (!d) throw new Error('blackjack has decisions')
    const { lo, hi } = simulate(300_000, 41, (rng) => {
      const o = game.draw(rng) as BlackjackOutcome
      let seat = d.start(o, bets(2)) as BlackjackSeat
      let staked = 2
      while (legalActions(seat).length > 0) {
        const legal = legalActions(seat)
        const h = seat.hands[seat.active]
        if (!h) throw new Error('no active hand')
        const [a, b] = h.cards
        const pair = h.cards.length === 2 && value(a ?? 0) === value(b ?? -1) ? value(a ?? 0) : undefined
        const move = chartMove(
          handTotal(h.cards).hard,
          h.cards.some((x) => value(x) === 1),
          pair,
          value(seat.up),
          legal.includes('double'),
          legal.includes('split'),
        )
        const r = d.act(seat, move, o) as { seat: BlackjackSeat; extraStake: number }
        staked += r.extraStake
        seat = r.seat
      }
      // Per initial stake, as the statement: return less the extra stakes of doubles and splits.
      return (game.settle(o, bets(2), seat).total - (staked - 2)) / 2
    })
    const exact = blackjackStatement().rtp
    expect(lo).toBeLessThan(exact)
    expect(hi).toBeGreaterThan(exact)
  }, 60_000)
})

describe('shared-hand blackjack: one shoe, every seat on its own', () => {
  // Shared 10-6 against a dealer 9 up, hole 7 (16), who draws a 5: 21. The sequence after the deal: 5, 10, 3.
  const o = shoeOf([K, c(6), c(5), K, c(3)], [c(9), c(7), c(5)])

  it('two seats with different decisions get the same first cards, and neither changes the other’s or the dealer’s', () => {
    const { game } = table()
    const d = game.decisions
    if (!d) throw new Error('blackjack has decisions')
    const hitter = d.start(o, bets(1000)) as BlackjackSeat
    const doubler = d.start(o, bets(1000)) as BlackjackSeat
    expect(hitter.hands[0]?.cards).toEqual([K, c(6)])
    expect(doubler.hands[0]?.cards).toEqual([K, c(6)])
    expect(d.shared?.(o)).toEqual({ cards: [K, c(6)], dealerUp: c(9), dealer: null })

    // Seat 1 hits twice: 16 + 5 = 21 (done). Seat 2 doubles: the same first extra card, 5.
    const h1 = d.act(hitter, 'hit', o) as { seat: BlackjackSeat }
    expect(h1.seat.hands[0]?.cards).toEqual([K, c(6), c(5)])
    expect(h1.seat.done).toBe(true)
    const d2 = d.act(doubler, 'double', o) as { seat: BlackjackSeat; extraStake: number }
    expect(d2.extraStake).toBe(1000)
    expect(d2.seat.hands[0]?.cards).toEqual([K, c(6), c(5)])
    // A third seat that stands takes no card; the dealer's hand is the same for all of them.
    const stander = d.act(d.start(o, bets(1000)), 'stand', o) as { seat: BlackjackSeat }
    expect(dealerHand(o)).toEqual([c(9), c(7), c(5)])
    expect(game.reveal(o)).toEqual({ cards: [K, c(6)], dealer: [c(9), c(7), c(5)], dealerTotal: 21 })

    // Dealer 21: seat 1's 21 pushes, seat 2's doubled 21 pushes its 2000, the stander loses.
    expect(game.settle(o, bets(1000), h1.seat).total).toBe(1000)
    expect(game.settle(o, bets(1000), d2.seat).total).toBe(2000)
    expect(game.settle(o, bets(1000), stander.seat).total).toBe(0)
    // The seats given back unchanged: acting returns a new seat.
    expect(hitter.hands[0]?.cards).toEqual([K, c(6)])
  })

  it('a seat’s k-th extra card is the shoe’s k-th card after the deal, whatever another seat did', () => {
    const { game } = table()
    const d = game.decisions
    if (!d) throw new Error('blackjack has decisions')
    // 10-2 against a 6: the sequence after the deal is 3, 4, 5.
    const low = shoeOf([K, c(2), c(3), c(4), c(5)], [c(6), K, K])
    let a = d.start(low, bets(100)) as BlackjackSeat
    a = (d.act(a, 'hit', low) as { seat: BlackjackSeat }).seat
    a = (d.act(a, 'hit', low) as { seat: BlackjackSeat }).seat
    expect(a.hands[0]?.cards).toEqual([K, c(2), c(3), c(4)])
    let b = d.start(low, bets(100)) as BlackjackSeat
    b = (d.act(b, 'hit', low) as { seat: BlackjackSeat }).seat
    expect(b.hands[0]?.cards).toEqual([K, c(2), c(3)])
    // Dealer 6 + 10 = 16 draws the back's third card, a king: bust, whatever the seats took.
    expect(dealerHand(low)).toEqual([c(6), K, K])
    expect(game.settle(low, bets(100), a).total).toBe(200)
    expect(game.settle(low, bets(100), b).total).toBe(200)
  })

  it('a split deals each hand from the same sequence in turn, and charges another stake', () => {
    const d = table().game.decisions
    if (!d) throw new Error('blackjack has decisions')
    // 8-8 against a 6: the sequence 3 (first hand: 11), 10 (the double), 2 (second hand: 10).
    const o8 = shoeOf([c(8), c(8), c(3), K, c(2)], [c(6), K, K])
    const s0 = d.start(o8, bets(100)) as BlackjackSeat
    expect(d.legal(s0)).toEqual(['hit', 'stand', 'double', 'split'])
    const split = d.act(s0, 'split', o8) as { seat: BlackjackSeat; extraStake: number }
    expect(split.extraStake).toBe(100)
    expect(split.seat.hands.map((h) => h.cards)).toEqual([[c(8), c(3)], [c(8)]])
    const dbl = d.act(split.seat, 'double', o8) as { seat: BlackjackSeat; extraStake: number }
    expect(dbl.extraStake).toBe(100)
    expect(dbl.seat.hands.map((h) => h.cards)).toEqual([
      [c(8), c(3), K],
      [c(8), c(2)],
    ])
    // The window closes: the second hand stands on 10; the dealer busts (6, K, K): 400 + 200.
    const final = d.timeout(dbl.seat, o8) as BlackjackSeat
    expect(final.done).toBe(true)
    expect(table().game.settle(o8, bets(100), final).total).toBe(600)
  })

  it('pays a blackjack 3:2 with no decision, and a peeked dealer blackjack ends every seat at once', () => {
    const { game } = table()
    const d = game.decisions
    if (!d) throw new Error('blackjack has decisions')
    const bj = shoeOf([A, K], [c(9), c(8)])
    expect(d.legal(d.start(bj, bets(1000)))).toEqual([])
    expect(game.settle(bj, bets(1000), d.start(bj, bets(1000))).total).toBe(2500)
    const dealerBj = shoeOf([K, c(9)], [A, K])
    const seat = d.start(dealerBj, bets(1000)) as BlackjackSeat
    expect(d.legal(seat)).toEqual([])
    expect(d.shared?.(dealerBj)).toMatchObject({ dealer: [A, K] })
    expect(game.settle(dealerBj, bets(1000), seat).total).toBe(0)
    // Both with blackjack: a push.
    expect(game.settle(shoeOf([A, K], [A, K]), bets(1000), null).total).toBe(1000)
  })

  it('timeout stands: a seat that never answers keeps its two cards', () => {
    const { game } = table()
    const d = game.decisions
    if (!d) throw new Error('blackjack has decisions')
    const o2 = shoeOf([K, c(9), c(2)], [K, c(7)])
    const seat = d.timeout(d.start(o2, bets(100)), o2) as BlackjackSeat
    expect(seat.hands[0]?.cards).toEqual([K, c(9)])
    expect(timeoutSeat(seat, o2)).toEqual(seat)
    // 19 against the dealer's 17: paid 1:1; settle with no seat at all stands the same way.
    expect(game.settle(o2, bets(100), seat).total).toBe(200)
    expect(game.settle(o2, bets(100), null).total).toBe(200)
  })
})

describe('shared-hand blackjack: refusals', () => {
  const code = engineCode

  it('refuses an unknown spot, an odd amount, and amounts off 10–10.000 kr', () => {
    const { game, limits } = table()
    expect(limits).toEqual({ min: 1000, max: 1_000_000 })
    expect(code(() => game.checkBets([{ spot: 'side', amount: 1000 }], limits))).toBe('UNKNOWN_BET')
    expect(code(() => game.checkBets([{ spot: 'main', amount: 1001 }], limits))).toBe('BAD_BET')
    expect(code(() => game.checkBets([{ spot: 'main', amount: 998 }], limits))).toBe('BAD_BET')
    expect(code(() => game.checkBets([{ spot: 'main', amount: 1_000_002 }], limits))).toBe('BAD_BET')
    expect(code(() => game.checkBets([{ spot: 'main', amount: 1000 }], limits))).toBe('accepted')
  })

  it('refuses an action not legal now (split on no pair, double after a hit), and any action once done', () => {
    const { game } = table()
    const d = game.decisions
    if (!d) throw new Error('blackjack has decisions')
    const o = shoeOf([K, c(5), c(2), c(3)], [K, c(7)])
    const seat = d.start(o, bets(100)) as BlackjackSeat
    expect(code(() => d.act(seat, 'split', o))).toBe('ACTION_NOT_ALLOWED')
    expect(code(() => d.act(seat, 'surrender', o))).toBe('ACTION_NOT_ALLOWED')
    const hit = (d.act(seat, 'hit', o) as { seat: BlackjackSeat }).seat
    expect(code(() => d.act(hit, 'double', o))).toBe('ACTION_NOT_ALLOWED')
    const stood = (d.act(hit, 'stand', o) as { seat: BlackjackSeat }).seat
    expect(d.legal(stood)).toEqual([])
    expect(code(() => applyAction(stood, 'hit', o))).toBe('ROUND_OVER')
    expect(code(() => applyAction(startSeat(shoeOf([A, K], [c(9), c(8)]), 100), 'stand', o))).toBe(
      'ROUND_OVER',
    )
  })
})
