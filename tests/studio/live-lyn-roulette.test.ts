import { describe, expect, it } from 'vitest'
import { EngineError } from '../../studio/engine/errors'
import {
  drawLyn,
  LUCKY_COUNT,
  type LynOutcome,
  lynStraightFigures,
  lynStraightRtp,
  MULTIPLIERS,
} from '../../studio/engine/live/lyn'
import { q, show } from '../../studio/engine/live/rational'
import { liveTable } from '../../studio/engine/live/tables'
import { betsOf, mustTable } from './live-table'
import { scripted, simulateBets } from './table-sim'

const table = () => mustTable('live-roulette-2')

describe('Lyn Roulette', () => {
  it('runs every table named "Lyn Roulette …"', () => {
    expect(table()).toMatchObject({ name: 'Lyn Roulette 2', kind: 'lyn-roulette' })
    expect(liveTable('live-roulette-7')?.kind).toBe('lyn-roulette')
    expect(liveTable('live-roulette-1')?.kind).toBe('roulette')
  })

  it('the straight up returns exactly 36/37 (97.30 %) over the stated distributions, as the table states', () => {
    expect(show(lynStraightRtp())).toBe(show(q(36, 37)))
    expect(table().game.rtp).toBeCloseTo(36 / 37, 12)
    // The same figure by a second route: the pocket is lucky with probability k/37 when k numbers are
    // lucky (C(36, k-1) / C(37, k)), averaged over the count's stated weights.
    const mean = (d: readonly { value: number; weight: number }[]) =>
      d.reduce((a, x) => a + x.value * x.weight, 0) / d.reduce((a, x) => a + x.weight, 0)
    expect(mean(LUCKY_COUNT)).toBe(2)
    expect(mean(MULTIPLIERS)).toBe(140)
    const pLucky = LUCKY_COUNT.reduce((a, { value: k, weight }) => a + (weight / 100) * (k / 37), 0)
    expect((1 / 37) * ((1 - pLucky) * 30 + pLucky * (140 + 1))).toBeCloseTo(0.973, 4)
  })

  it('straight pays 29:1 on a pocket that is not lucky and multiplier:1 on a lucky one; other bets as european', () => {
    const { game } = table()
    const outcome: LynOutcome = {
      pocket: 17,
      lucky: [
        { number: 17, multiplier: 200 },
        { number: 4, multiplier: 50 },
      ],
    }
    const bets = betsOf({ 'straight:17': 100, 'straight:4': 100, 'split:17-20': 100, red: 100, black: 100 })
    expect(game.settle(outcome, bets, null).returns.map((r) => r.amount)).toEqual([20_100, 0, 1800, 0, 200])
    const plain = { pocket: 17, lucky: [{ number: 5, multiplier: 500 }] }
    expect(game.settle(plain, [{ spot: 'straight:17', amount: 100 }], null).total).toBe(3000)
  })

  it('draws the pocket, the count, then distinct lucky numbers each with a multiplier', () => {
    // Pocket 0; count draw 40 → 2 numbers; first pick index 36 → 36, multiplier draw 99 → 500×;
    // second pick 1 + 0 → pool[1] = 1 (36 was swapped to the front, so it cannot come again), 0 → 50×.
    const rng = scripted(0, 40, 36, 99, 0, 0)
    const o = drawLyn(rng)
    expect(o).toEqual({
      pocket: 0,
      lucky: [
        { number: 36, multiplier: 500 },
        { number: 1, multiplier: 50 },
      ],
    })
    expect(table().game.reveal(o)).toMatchObject({ pocket: 0, colour: 'green', lucky: o.lucky })
    for (let seed = 1; seed < 200; seed++) {
      const d = drawLyn(scripted(...randomScript(seed)))
      expect(new Set(d.lucky.map((l) => l.number)).size).toBe(d.lucky.length)
    }
  })

  it('10^6 seeded rounds keep the exact RTP of straight up and red in the 99 % interval', () => {
    const { game } = table()
    const bets = [
      { spot: 'straight:17', amount: 1 },
      { spot: 'red', amount: 1 },
    ]
    const [straight, red] = simulateBets(1_000_000, 21, 2, (rng) =>
      game.settle(game.draw(rng), bets, null).returns.map((r) => r.amount),
    )
    const exact = lynStraightFigures().rtp
    expect(exact).toBeGreaterThan(straight?.lo ?? 1)
    expect(exact).toBeLessThan(straight?.hi ?? 0)
    expect(36 / 37).toBeGreaterThan(red?.lo ?? 1)
    expect(36 / 37).toBeLessThan(red?.hi ?? 0)
  })

  it('refuses unknown spots and amounts off its limits (1–2.000 kr per spot)', () => {
    const { game, limits } = table()
    expect(limits).toEqual({ min: 100, max: 200_000 })
    expect(() => game.checkBets([{ spot: 'straight:99', amount: 100 }], limits)).toThrow(EngineError)
    expect(() => game.checkBets([{ spot: 'straight:9', amount: 200_001 }], limits)).toThrow(/øre/)
    expect(() => game.checkBets([{ spot: 'straight:9', amount: 200_000 }], limits)).not.toThrow()
  })
})

/** Valid draws for drawLyn: a pocket, a count weight, then (pick, multiplier weight) pairs. */
function randomScript(seed: number): number[] {
  let s = seed
  const next = (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648
    return s % n
  }
  const out = [next(37), next(100)]
  for (let i = 0; i < 5; i++) out.push(next(37 - i), next(100))
  return out
}
