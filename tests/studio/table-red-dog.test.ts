import { describe, expect, it } from 'vitest'
import { stakeLadder } from '../../studio/engine/stakes'
import {
  act,
  DECKS,
  deal,
  paysFor,
  RAISE_FROM,
  type RedDogAction,
  type RedDogState,
  redDogOutcomes,
} from '../../studio/engine/table/red-dog'
import { BAD_STAKES, refusedBeforeDrawing } from './refusals'
import { dealingCards, scripted, simulate } from './table-sim'

const LADDER = stakeLadder(10)

/** Card id of a rank 2–14 (ace high), spades. */
const card = (r: number) => (r === 14 ? 0 : r - 1)

/** A scripted Rng that deals these ranks in order from a fresh 8-deck shoe. */
const dealing = (...ranks: number[]) => dealingCards(DECKS, ...ranks.map(card))

const rtpOf = (o: { net: number; p: number }[]) => 1 + o.reduce((a, x) => a + x.net * x.p, 0)

/** An independent count: every ordered triple of ranks with removal, the third card always drawn. */
function bruteForceRtp(): number {
  const per = 4 * DECKS
  const n = 13 * per
  let ev = 0
  for (let a = 2; a <= 14; a++)
    for (let b = 2; b <= 14; b++)
      for (let c = 2; c <= 14; c++) {
        const p =
          (per / n) *
          ((per - (a === b ? 1 : 0)) / (n - 1)) *
          ((per - (c === a ? 1 : 0) - (c === b ? 1 : 0)) / (n - 2))
        const spread = Math.abs(a - b) - 1
        if (a === b) ev += p * (c === a ? 11 : 0)
        else if (spread > 0) {
          const units = spread >= RAISE_FROM ? 2 : 1
          ev += p * (c > Math.min(a, b) && c < Math.max(a, b) ? units * paysFor(spread) : -units)
        }
      }
  return 1 + ev
}

describe('red dog exact RTP', () => {
  it('the outcome distribution sums to one and agrees with a brute-force count over three ranks', () => {
    const o = redDogOutcomes()
    expect(o.reduce((a, x) => a + x.p, 0)).toBeCloseTo(1, 12)
    expect(Math.abs(rtpOf(o) - bruteForceRtp())).toBeLessThan(1e-12)
  })

  it('raising on 7+ is the best threshold: it beats raising on 6+, on 8+ and never raising', () => {
    const best = rtpOf(redDogOutcomes())
    for (const from of [1, 6, 8, 99])
      expect(rtpOf(redDogOutcomes(from)), `raise from ${from}`).toBeLessThan(best)
  })
})

describe('red dog simulation', () => {
  it('10^6 seeded rounds with the stated strategy bracket the exact RTP at 99 %', () => {
    const exact = rtpOf(redDogOutcomes())
    const { lo, hi } = simulate(1_000_000, 9, (rng) => {
      let s = deal(10, LADDER, rng)
      if (s.phase === 'decide') s = act(s, s.spread >= RAISE_FROM ? 'raise' : 'call', rng)
      return 1 + (s.total - s.bet) / 10
    })
    expect(lo).toBeLessThan(exact)
    expect(hi).toBeGreaterThan(exact)
  })
})

describe('red dog payouts from constructed rounds', () => {
  it('a pair and a third of the rank pays 11:1; a pair without it pushes', () => {
    expect(deal(10, LADDER, dealing(9, 9, 9)).returns).toEqual([120])
    expect(deal(10, LADDER, dealing(9, 9, 4)).returns).toEqual([10])
  })

  it('consecutive cards push with no third card', () => {
    const rng = dealing(7, 8)
    const s = deal(10, LADDER, rng)
    expect([s.phase, s.returns, s.cards.length, rng.calls]).toEqual(['over', [10], 2, 2])
  })

  it.each([
    [5, 7, 6, 60],
    [5, 8, 6, 50],
    [5, 9, 8, 30],
    [5, 10, 9, 20],
    [2, 14, 13, 20],
    [5, 10, 10, 0],
  ])('%i and %i, then %i: pays back %i on a call', (a, b, c, back) => {
    const rng = dealing(a, b, c)
    expect(act(deal(10, LADDER, rng), 'call', rng).returns).toEqual([back])
  })

  it('a raise doubles the bet: spread 11 won pays 1:1 on twice the stake', () => {
    const rng = dealing(2, 14, 8)
    const s = act(deal(10, LADDER, rng), 'raise', rng)
    expect([s.bet, s.returns]).toEqual([20, [40]])
  })
})

describe('red dog refuses bad input without drawing', () => {
  const refuse = (s: RedDogState, action: RedDogAction, code: string) => {
    const rng = scripted()
    expect(() => act(s, action, rng)).toThrow(expect.objectContaining({ code, name: 'EngineError' }))
    expect(rng.calls).toBe(0)
  }
  it('any action after the round is over', () => {
    const over = deal(10, LADDER, dealing(7, 8))
    refuse(over, 'raise', 'ROUND_OVER')
    refuse(over, 'call', 'ROUND_OVER')
  })

  it('an unknown action', () => {
    refuse(deal(10, LADDER, dealing(2, 9)), 'fold' as RedDogAction, 'ACTION_NOT_ALLOWED')
  })

  it.each(BAD_STAKES)('a stake %s (%s øre): %s', (_, stake, code) =>
    refusedBeforeDrawing((rng) => deal(stake, LADDER, rng), code),
  )
})
