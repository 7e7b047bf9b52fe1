import { describe, expect, it } from 'vitest'
import {
  antePays,
  dealerQualifies,
  dealHoldem,
  type HoldemOutcome,
  type HoldemSeat,
  holdemReturns,
  simpleStrategy,
} from '../../studio/engine/live/holdem'
import { holdemFigures, simulateHoldemChunk } from '../../studio/engine/live/holdem-sim'
import committed from '../../studio/engine/live/holdem-sim.json' with { type: 'json' }
import { evaluate, handName, rankOf, suitOf } from '../../studio/engine/live/poker-hand'
import { LIVE_STATEMENTS } from '../../studio/engine/live/statements'
import { seededRng } from '../../studio/engine/rng'
import { engineCode, mustTable } from './live-table'
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

const table = (id = 'live-poker-1') => mustTable(id)

describe('the hand evaluator', () => {
  it.each([
    ['As Ks Qs Js Ts 2h 3d', 'royal-flush'],
    ['9h 8h 7h 6h 5h Ah Ad', 'straight-flush'],
    ['5d 4d 3d 2d Ad Kh Kc', 'straight-flush'],
    ['7s 7h 7d 7c 2s 3h 4d', 'four-of-a-kind'],
    ['7s 7h 7d 2c 2s 3h 3d', 'full-house'],
    ['7s 7h 7d 2c 2s 2h 4d', 'full-house'],
    ['Ks 9s 7s 4s 2s 3h 3d', 'flush'],
    ['As 2h 3d 4c 5s Kh Qd', 'straight'],
    ['Ts Jh Qd Kc As 2h 2d', 'straight'],
    ['7s 7h 7d Kc 2s 3h 9d', 'three-of-a-kind'],
    ['7s 7h 2d 2c Ks Kh 9d', 'two-pair'],
    ['7s 7h 2d 4c Ks Jh 9d', 'pair'],
    ['7s 8h 2d 4c Ks Jh 9d', 'high-card'],
  ])('names the category of 7 cards: %s is %s', (seven, category) => {
    expect(name(seven)).toBe(category)
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

  // A called hand on an ante of 10 kr.: what comes back on the ante and on the call (20 kr.), in øre.
  // A qualified dealer (a pair of fours or better) who is beaten pays the ante by the table and the
  // call 1:1; a dealer who does not qualify pays the ante by the table and pushes the call; ties push.
  // A called hand on a 10 kr. ante: what comes back on the ante and on the 20 kr. call, in øre. A
  // qualified dealer (fours or better) who is beaten pays the ante by the table and the call 1:1; a
  // dealer who does not qualify pays the ante by the table and pushes the call; ties push both.
  it.each([
    ['a flush (2:1) beats a qualified KK', 'Ah 7h', 'Ks Kc', '2h 9h Jh 4s 3c', [3000, 4000]],
    ['a better qualified dealer: both lost', '2c 3d', 'Ks Kc', '5h 9h Jh 4s Qc', [0, 0]],
    ['a tie with a qualified dealer: both back', '2c 3d', '2s 3c', 'Ah Ad Kh Ks Qc', [1000, 2000]],
    ['king high does not qualify: ante 1:1, call back', '2c 2d', 'Ks 8c', '5h 9h Jh 4s 3c', [2000, 2000]],
    ['no qualifier, though the dealer is better', '7c 6d', 'Ks Qc', '2h 9h Jh 4s 3d', [2000, 2000]],
    ['royal flush: ante 100:1', 'As Ks', '2d 7c', 'Qs Js Ts 4h 4c', [101_000, 4000]],
    ['straight flush: ante 20:1', '9s 8s', 'Kd Kc', '7s 6s 5s 2h 3c', [21_000, 4000]],
    ['four of a kind: ante 10:1', '9s 9h', 'Kd Kc', '9d 9c 5s 2h 3c', [11_000, 4000]],
    ['full house: ante 3:1', '9s 9h', 'Kd Kc', '9d 5c 5s 2h 3c', [4000, 4000]],
    ['straight: ante 1:1', 'As 2c', 'Kd Kc', '5h 4d 3s 8h Jc', [2000, 4000]],
    ['a royal on the board alone ties, no bonus', '2c 3d', '5c 8d', 'Ah Kh Qh Jh Th', [1000, 2000]],
    ['a flush on the board alone ties', '2c 3d', '5c 8d', 'Ah Kh 9h 6h 4h', [1000, 2000]],
    ['same kings, the better kicker wins', 'Ah 2c', 'Qd 3c', 'Ks Kh 9d 7c 4s', [2000, 4000]],
    ['same kings, the worse kicker loses', 'Qh 2c', 'Ad 3c', 'Ks Kh 9d 7c 4s', [0, 0]],
    ['both play the board’s two pair: a tie', '2c 3d', '2d 3c', 'As Ah Ks Kh Qd', [1000, 2000]],
    ['board fours qualify the dealer; a tie', '2c 3d', '2d 3c', '4s 4h Ks Qh 9d', [1000, 2000]],
    ['threes do not qualify: ante 1:1, call back', '7c 6d', '3s 8c', '3h Jh Kd 4s 2d', [2000, 2000]],
  ])('settles a called hand: %s', (_story, player, dealer, board, back) => {
    expect(settle(o(player, dealer, board), 'call')).toEqual(back)
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
    const code = engineCode
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

describe("hold'em settlement against an independent reading of the rules", () => {
  /** A 5-card hand as [category, tie-break ranks…], written apart from poker-hand.ts. */
  const five = (cs: number[]): number[] => {
    const rs = cs.map(rankOf).sort((a, b) => b - a)
    const flush = cs.every((c) => suitOf(c) === suitOf(cs[0] as number))
    const wheel = rs.join() === '14,5,4,3,2'
    const straight = new Set(rs).size === 5 && (wheel || (rs[0] as number) - (rs[4] as number) === 4)
    const top = wheel ? 5 : (rs[0] as number)
    const groups = [...new Set(rs)].map((r) => [rs.filter((x) => x === r).length, r] as const)
    groups.sort((a, b) => b[0] - a[0] || b[1] - a[1])
    const shape = groups.map((g) => g[0]).join('')
    const order = groups.map((g) => g[1])
    if (straight && flush) return [8, top]
    if (shape === '41') return [7, ...order]
    if (shape === '32') return [6, ...order]
    if (flush) return [5, ...rs]
    if (straight) return [4, top]
    const cat = { '311': 3, '221': 2, '2111': 1, '11111': 0 }[shape] as number
    return [cat, ...order]
  }
  const cmp = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0)
    return 0
  }
  /** The best of the 21 five-card hands in seven cards. */
  const best = (cs: number[]) => {
    let out = [-1]
    for (let i = 0; i < 7; i++)
      for (let j = i + 1; j < 7; j++) {
        const h = five(cs.filter((_, k) => k !== i && k !== j))
        if (cmp(h, out) > 0) out = h
      }
    return out
  }
  /** The rules as the spec reads: ante by the table unless a qualified dealer wins; ties push. */
  const returns = (p: number[], d: number[]) => {
    const table =
      p[0] === 8 ? (p[1] === 14 ? 100 : 20) : ([1, 1, 1, 1, 1, 2, 3, 10][p[0] as number] as number)
    const qualifies = (d[0] as number) >= 2 || (d[0] === 1 && (d[1] as number) >= 4)
    if (!qualifies) return { ante: 1 + table, call: 2 }
    const c = cmp(p, d)
    return c > 0 ? { ante: 1 + table, call: 4 } : c === 0 ? { ante: 1, call: 2 } : { ante: 0, call: 0 }
  }

  it('agrees with the engine on every one of 10 000 seeded deals', () => {
    const rng = seededRng(99)
    for (let i = 0; i < 10_000; i++) {
      const deal = dealHoldem(rng)
      const want = returns(best([...deal.player, ...deal.board]), best([...deal.dealer, ...deal.board]))
      expect(holdemReturns(deal, 1, true)).toEqual(want)
    }
  }, 60_000)
})

describe("hold'em RTP under the stated strategy", () => {
  /** The stated strategy's rules, each with hands and flops it calls or folds. */
  const STRATEGY: Record<string, [hand: string, flop: string, move: 'call' | 'fold'][]> = {
    'pairs with a player card and draws call, high cards by the flop, the rest fold': [
      ['2c 2d', 'Ks Qh 9d', 'call'],
      ['Kc 3d', '8s 7h 2d', 'call'],
      ['6c 5d', '8s 7h Kd', 'call'],
      ['6h 2h', '8h Jh Kd', 'call'],
      ['8c 3d', 'Ks Qh 5d', 'fold'],
    ],
    'a one-suited flop the player cannot draw to: an ace or king only': [
      ['Kh 4c', '8s 6s 2s', 'call'],
      ['Qh 4c', '8s 6s Js', 'fold'],
    ],
    'a jack wants a queen or higher, a two or three, or a pair on the flop': [
      ['Jc 5d', '9s 8h 4d', 'fold'],
      ['Jc 5d', 'Ks 8h 4d', 'call'],
    ],
    'a nine or ten: a two or three on the flop (a dealer pairing it does not qualify)': [
      ['Tc 3d', 'Ks Qh 7d', 'fold'],
      ['9c 5d', 'Ks 7h 2d', 'call'],
      ['9c 5d', 'Ks Kh 7d', 'call'],
      ['9c 5d', '7s 7h 4d', 'fold'],
    ],
  }
  describe.each(Object.entries(STRATEGY))('the strategy: %s', (_rule, cases) => {
    it.each(cases)('%s to a flop of %s: %s', (hand, flop, move) => {
      expect(simpleStrategy(cards(hand), cards(flop))).toBe(move)
    })
  })

  it('replays the committed simulation: chunk 7 reproduces exactly, the totals give the statement', () => {
    const chunk = committed.chunks[6]
    expect(simulateHoldemChunk(7, committed.roundsPerChunk)).toEqual(chunk)
    const f = holdemFigures(committed.chunks)
    expect(f.rounds).toBeGreaterThanOrEqual(10_000_000)
    // The simple strategy's figure is stated for information beside the optimal one.
    expect(LIVE_STATEMENTS.holdem.strategies).toContainEqual({ name: 'simple', rtp: f.rtp, ci99: f.ci99 })
    expect(LIVE_STATEMENTS.holdem.method.how).toContain(`${(f.rtp * 100).toFixed(2)} %`)
    // A tight interval: ±0.25 pp at 99 %.
    expect(f.ci99[1] - f.ci99[0]).toBeLessThan(0.005)
  }, 60_000)

  it("declares optimal play's 97.84 % (house edge 2.16 %); the simple strategy lies below it, within 1 pp", () => {
    const { rtp, bets, strategies } = LIVE_STATEMENTS.holdem
    expect(rtp).toBe(0.9784)
    expect(bets).toEqual({ ante: 0.9784 })
    expect(table().game.rtp).toBe(0.9784)
    const simple = strategies?.find((x) => x.name === 'simple')?.rtp ?? 0
    expect(simple).toBeLessThan(0.9784)
    expect(simple).toBeGreaterThan(0.9684)
  })
})
