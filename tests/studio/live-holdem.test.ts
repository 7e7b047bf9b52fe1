import { describe, expect, it } from 'vitest'
import { EngineError } from '../../studio/engine/errors'
import {
  antePays,
  dealerQualifies,
  dealHoldem,
  type HoldemOutcome,
  type HoldemSeat,
  simpleStrategy,
} from '../../studio/engine/live/holdem'
import { holdemFigures, simulateHoldemChunk } from '../../studio/engine/live/holdem-sim'
import committed from '../../studio/engine/live/holdem-sim.json' with { type: 'json' }
import { evaluate, handName } from '../../studio/engine/live/poker-hand'
import { LIVE_STATEMENTS } from '../../studio/engine/live/statements'
import { liveTable } from '../../studio/engine/live/tables'
import { seededRng } from '../../studio/engine/rng'
import { scripted } from './table-sim'

/** A card id from a short name: rank 2–9, T, J, Q, K, A and suit s, h, d, c (suit index 0–3). */
const card = (s: string) => {
  const rank = '23456789TJQKA'.indexOf(s[0] as string) + 2
  const suit = 'shdc'.indexOf(s[1] as string)
  if (rank < 2 || suit < 0) throw new Error(`bad card ${s}`)
  return suit * 13 + (rank === 14 ? 0 : rank - 1)
}
const cards = (s: string) => s.split(' ').map(card)
const name = (s: string) => handName(evaluate(cards(s)))

const table = (id = 'live-poker-1') => {
  const t = liveTable(id)
  if (!t) throw new Error(`${id} is not a table`)
  return t
}

describe('the hand evaluator', () => {
  it('names every category from 7 cards', () => {
    expect(name('As Ks Qs Js Ts 2h 3d')).toBe('royal-flush')
    expect(name('9h 8h 7h 6h 5h Ah Ad')).toBe('straight-flush')
    expect(name('5d 4d 3d 2d Ad Kh Kc')).toBe('straight-flush')
    expect(name('7s 7h 7d 7c 2s 3h 4d')).toBe('four-of-a-kind')
    expect(name('7s 7h 7d 2c 2s 3h 3d')).toBe('full-house')
    expect(name('7s 7h 7d 2c 2s 2h 4d')).toBe('full-house')
    expect(name('Ks 9s 7s 4s 2s 3h 3d')).toBe('flush')
    expect(name('As 2h 3d 4c 5s Kh Qd')).toBe('straight')
    expect(name('Ts Jh Qd Kc As 2h 2d')).toBe('straight')
    expect(name('7s 7h 7d Kc 2s 3h 9d')).toBe('three-of-a-kind')
    expect(name('7s 7h 2d 2c Ks Kh 9d')).toBe('two-pair')
    expect(name('7s 7h 2d 4c Ks Jh 9d')).toBe('pair')
    expect(name('7s 8h 2d 4c Ks Jh 9d')).toBe('high-card')
  })

  it('orders hands and kickers as poker does', () => {
    const e = (s: string) => evaluate(cards(s))
    expect(e('As Ah Kd 7c 3s')).toBeGreaterThan(e('As Ah Qd Jc 9s'))
    expect(e('Ks Kh 2d 2c 3s')).toBeGreaterThan(e('Qs Qh Jd Jc As'))
    expect(e('6s 5h 4d 3c 2s')).toBeGreaterThan(e('5s 4h 3d 2c As'))
    expect(e('Ks Kh Kd 2c 2s')).toBeGreaterThan(e('Qs Qh Qd Ac As'))
    expect(e('2s 3s 4s 5s 7s')).toBeGreaterThan(e('As Kh Qd Jc Ts'))
    // The best five of seven: the two board kings make the same hand for both, the sixth card plays.
    expect(e('As 2c Kd Kh 9s 8s 4d')).toBeGreaterThan(e('Qs 2d Kd Kh 9s 8s 4d'))
    expect(e('As 2c Kd Kh Qs Jd Tc')).toBe(e('Ad 3c Kd Kh Qs Jd Tc'))
  })

  it('finds the 7-card category frequencies of the textbooks in 2·10^5 seeded deals', () => {
    // Exact 7-card frequencies: high card 17.41 %, pair 43.83 %, two pair 23.50 %, trips 4.83 %,
    // straight 4.62 %, flush 3.03 %, full house 2.60 %.
    const rng = seededRng(77)
    const seen = new Map<string, number>()
    const n = 200_000
    for (let i = 0; i < n; i++) {
      const o = dealHoldem(rng)
      const h = handName(evaluate([...o.player, ...o.board]))
      seen.set(h, (seen.get(h) ?? 0) + 1)
    }
    const share = (h: string) => (seen.get(h) ?? 0) / n
    expect(share('high-card')).toBeCloseTo(0.1741, 2)
    expect(share('pair')).toBeCloseTo(0.4383, 2)
    expect(share('two-pair')).toBeCloseTo(0.235, 2)
    expect(share('three-of-a-kind')).toBeCloseTo(0.0483, 2)
    expect(share('straight')).toBeCloseTo(0.0462, 2)
    expect(share('flush')).toBeCloseTo(0.0303, 2)
    expect(share('full-house')).toBeCloseTo(0.026, 2)
  })
})

describe("casino hold'em", () => {
  const o = (player: string, dealer: string, board: string): HoldemOutcome => ({
    player: cards(player),
    dealer: cards(dealer),
    board: cards(board),
  })
  const bets = [{ spot: 'ante', amount: 1000 }]
  const settle = (outcome: HoldemOutcome, decision: HoldemSeat['decision']) => {
    const { game } = table()
    return game.settle(outcome, bets, { ante: 1000, decision }).returns.map((r) => r.amount)
  }

  it('every poker table is a casino hold’em table, with a 12 s decision', () => {
    expect(table()).toMatchObject({ kind: 'holdem', name: "Casino Hold'em 1", decisionMs: 12_000 })
    expect(table('live-poker-2').name).toBe("Casino Hold'em VIP 2")
    expect(table('live-poker-3').name).toBe("Dansk Casino Hold'em 3")
  })

  it('the dealer qualifies with a pair of fours or better', () => {
    expect(dealerQualifies(evaluate(cards('4s 4h 2d 7c 9s Jh Kd')))).toBe(true)
    expect(dealerQualifies(evaluate(cards('3s 3h 2d 7c 9s Jh Kd')))).toBe(false)
    expect(dealerQualifies(evaluate(cards('As Qh 2d 7c 9s Jh Kd')))).toBe(false)
    expect(dealerQualifies(evaluate(cards('3s 3h 2d 2c 9s Jh Kd')))).toBe(true)
  })

  it('pays the ante table: royal 100, straight flush 20, four 10, full house 3, flush 2, the rest 1', () => {
    expect(antePays(evaluate(cards('As Ks Qs Js Ts')))).toBe(100)
    expect(antePays(evaluate(cards('9s 8s 7s 6s 5s')))).toBe(20)
    expect(antePays(evaluate(cards('9s 9h 9d 9c 5s')))).toBe(10)
    expect(antePays(evaluate(cards('9s 9h 9d 5c 5s')))).toBe(3)
    expect(antePays(evaluate(cards('9s 2s 7s 6s 5s')))).toBe(2)
    expect(antePays(evaluate(cards('9s 8h 7s 6s 5s')))).toBe(1)
  })

  it('settles a called hand: a qualified dealer beaten pays ante by the table and call 1:1', () => {
    // Player flush (2:1) against the dealer's pair of kings.
    expect(settle(o('Ah 7h', 'Ks Kc', '2h 9h Jh 4s 3c'), 'call')).toEqual([3000, 4000])
    // Dealer qualified and better: both lost. Tie: both back.
    expect(settle(o('2c 3d', 'Ks Kc', '5h 9h Jh 4s Qc'), 'call')).toEqual([0, 0])
    expect(settle(o('2c 3d', '2s 3c', 'Ah Ad Kh Ks Qc'), 'call')).toEqual([1000, 2000])
  })

  it('a dealer who does not qualify: the ante pays by the table, the call pushes', () => {
    // Dealer king high; the player's pair of deuces pays the ante 1:1, the call comes back.
    expect(settle(o('2c 2d', 'Ks 8c', '5h 9h Jh 4s 3c'), 'call')).toEqual([2000, 2000])
    // Even when the player's hand is worse than the dealer's high card.
    expect(settle(o('7c 6d', 'Ks Qc', '2h 9h Jh 4s 3d'), 'call')).toEqual([2000, 2000])
  })

  it('a fold loses the ante, and a seat that does not answer folds', () => {
    const { game } = table()
    const d = game.decisions
    if (!d) throw new Error("hold'em has decisions")
    const deal = o('Ah 7h', 'Ks Kc', '2h 9h Jh 4s 3c')
    expect(settle(deal, 'fold')).toEqual([0, 0])
    const seat = d.start(deal, bets) as HoldemSeat
    expect(d.legal(seat)).toEqual(['call', 'fold'])
    const timedOut = d.timeout(seat, deal) as HoldemSeat
    expect(timedOut.decision).toBe('fold')
    expect(game.settle(deal, bets, timedOut).total).toBe(0)
    expect(game.settle(deal, bets, null).total).toBe(0)
  })

  it('a call costs twice the ante; the shared view shows the player cards and the flop only', () => {
    const { game } = table()
    const d = game.decisions
    if (!d) throw new Error("hold'em has decisions")
    const deal = o('Ah 7h', 'Ks Kc', '2h 9h Jh 4s 3c')
    const r = d.act(d.start(deal, bets), 'call', deal) as { seat: HoldemSeat; extraStake: number }
    expect(r.extraStake).toBe(2000)
    expect(d.shared?.(deal)).toEqual({ player: cards('Ah 7h'), flop: cards('2h 9h Jh') })
    expect(game.reveal(deal)).toMatchObject({
      dealer: cards('Ks Kc'),
      playerHand: 'flush',
      dealerHand: 'pair',
      dealerQualifies: true,
      winner: 'player',
    })
  })

  it('deals nine distinct cards: player, dealer, board', () => {
    const rng = scripted(0, 0, 0, 0, 0, 0, 0, 0, 0)
    expect(dealHoldem(rng)).toEqual({ player: [0, 1], dealer: [2, 3], board: [4, 5, 6, 7, 8] })
  })

  it('refuses an unknown spot, amounts off 5–2.500 kr, an unknown action and a second decision', () => {
    const { game, limits } = table()
    const d = game.decisions
    if (!d) throw new Error("hold'em has decisions")
    expect(limits).toEqual({ min: 500, max: 250_000 })
    const code = (f: () => unknown) => {
      try {
        f()
        return 'accepted'
      } catch (e) {
        return e instanceof EngineError ? e.code : String(e)
      }
    }
    expect(code(() => game.checkBets([{ spot: 'call', amount: 1000 }], limits))).toBe('UNKNOWN_BET')
    expect(code(() => game.checkBets([{ spot: 'ante', amount: 499 }], limits))).toBe('BAD_BET')
    expect(code(() => game.checkBets([{ spot: 'ante', amount: 250_001 }], limits))).toBe('BAD_BET')
    const deal = o('Ah 7h', 'Ks Kc', '2h 9h Jh 4s 3c')
    const seat = d.start(deal, bets)
    expect(code(() => d.act(seat, 'raise', deal))).toBe('ACTION_NOT_ALLOWED')
    const called = (d.act(seat, 'call', deal) as { seat: HoldemSeat }).seat
    expect(d.legal(called)).toEqual([])
    expect(code(() => d.act(called, 'fold', deal))).toBe('ROUND_OVER')
  })
})

describe("hold'em RTP under the stated strategy", () => {
  it('the strategy calls pairs with a player card, draws and big cards, folds small unpaired hands', () => {
    expect(simpleStrategy(cards('2c 2d'), cards('Ks Qh 9d'))).toBe('call')
    expect(simpleStrategy(cards('Kc 3d'), cards('8s 7h 2d'))).toBe('call')
    expect(simpleStrategy(cards('6c 5d'), cards('8s 7h Kd'))).toBe('call')
    expect(simpleStrategy(cards('6h 2h'), cards('8h Jh Kd'))).toBe('call')
    expect(simpleStrategy(cards('8c 3d'), cards('Ks Qh 5d'))).toBe('fold')
  })

  it('replays the committed simulation: chunk 7 reproduces exactly, the totals give the statement', () => {
    const chunk = committed.chunks[6]
    expect(simulateHoldemChunk(7, committed.roundsPerChunk)).toEqual(chunk)
    const f = holdemFigures(committed.chunks)
    expect(f.rounds).toBeGreaterThanOrEqual(10_000_000)
    expect(LIVE_STATEMENTS.holdem.rtp).toBe(f.rtp)
    expect(table().game.rtp).toBe(f.rtp)
    expect(LIVE_STATEMENTS.holdem.method).toMatchObject({ kind: 'simulated', rounds: f.rounds })
    // A tight interval: ±0.25 pp at 99 %.
    expect(f.ci99[1] - f.ci99[0]).toBeLessThan(0.005)
  }, 60_000)

  it('lies below the published optimum of 97.84 % (house edge 2.16 %), within 1 pp of it', () => {
    const { rtp } = LIVE_STATEMENTS.holdem
    expect(rtp).toBeLessThan(0.9784)
    expect(rtp).toBeGreaterThan(0.9684)
  })
})
