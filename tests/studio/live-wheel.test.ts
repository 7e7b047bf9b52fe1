import { describe, expect, it } from 'vitest'
import { EngineError } from '../../studio/engine/errors'
import { show } from '../../studio/engine/live/rational'
import { liveTable } from '../../studio/engine/live/tables'
import {
  SEGMENTS,
  spinWheel,
  WHEEL_NUMBERS,
  wheelFigures,
  wheelReturn,
  wheelRtp,
} from '../../studio/engine/live/wheel'
import { mustTable } from './live-table'
import { scripted, simulateBets } from './table-sim'

const table = () => mustTable('live-andet-1')
const at = (label: string) => SEGMENTS.findIndex((s) => s.label === label)

describe('money wheel', () => {
  it('has 54 segments: 1 ×23, 2 ×15, 5 ×7, 10 ×4, 20 ×2, 40 ×1, 2× and 7× once each', () => {
    const count = (l: string) => SEGMENTS.filter((s) => s.label === l).length
    expect(SEGMENTS).toHaveLength(54)
    expect(['1', '2', '5', '10', '20', '40', '2x', '7x'].map(count)).toEqual([23, 15, 7, 4, 2, 1, 1, 1])
    expect(table()).toMatchObject({
      kind: 'wheel',
      name: 'Lykkehjulet Live 1',
      limits: { min: 100, max: 500_000 },
    })
    expect(liveTable('live-andet-2')?.name).toBe('Pengehjulet 2')
  })

  it('exact RTP per spot, stated; the table declares its best spot, 10 (2027/2106 = 96.25 %)', () => {
    expect(WHEEL_NUMBERS.map((n) => show(wheelRtp(n.label)))).toEqual([
      '16031/16848',
      '2675/2808',
      '15323/16848',
      '2027/2106',
      '973/1053',
      '3811/4212',
    ])
    expect(table().game.rtp).toBeCloseTo(2027 / 2106, 12)
    // With no multiplier segments the 1 would return 24·2/54 at best; by hand with one multiplier:
    // (23/54)·2 + (1/54)(23/52)·3 + (1/54)(23/52)·8 + two-multiplier terms.
    expect(wheelFigures('1').hitFrequency).toBeCloseTo(23 / 52, 12)
  })

  it('the rational statement equals the settled return summed over every spin sequence (to depth 10)', () => {
    const { game } = table()
    for (const n of WHEEL_NUMBERS) {
      let total = 0
      const walk = (spins: number[], p: number) => {
        if (spins.length === 10) return // what is left weighs under (2/54)^10 · 1961 < 10^-11
        for (let i = 0; i < 54; i++) {
          const next = [...spins, i]
          if (SEGMENTS[i]?.pays === undefined) walk(next, p / 54)
          else total += (p / 54) * game.settle({ spins: next }, [{ spot: n.label, amount: 1 }], null).total
        }
      }
      walk([], 1)
      expect(
        Math.abs(total - Number(wheelRtp(n.label).n) / Number(wheelRtp(n.label).d)),
        n.label,
      ).toBeLessThan(1e-8)
    }
  })

  it('pays number:1, multiplied by the 2× and 7× landed before it; a third multiplier only re-spins', () => {
    const { game } = table()
    const bets = WHEEL_NUMBERS.map((n) => ({ spot: n.label, amount: 100 }))
    const paid = (...labels: string[]) =>
      game.settle({ spins: labels.map(at) }, bets, null).returns.filter((r) => r.amount > 0)
    expect(paid('10')).toEqual([{ spot: '10', amount: 1100 }])
    expect(paid('2x', '40')).toEqual([{ spot: '40', amount: 8100 }])
    expect(paid('7x', '2x', '5')).toEqual([{ spot: '5', amount: 7100 }])
    expect(paid('7x', '7x', '2x', '40')).toEqual([{ spot: '40', amount: 196_100 }])
    expect(game.settle({ spins: [at('1')] }, [{ spot: '2', amount: 100 }], null).total).toBe(0)
    expect(game.reveal({ spins: [at('2x'), at('20')] })).toMatchObject({
      segments: ['2x', '20'],
      label: '20',
      multiplier: 2,
    })
  })

  it('spins until a number', () => {
    const rng = scripted(at('7x'), at('2x'), at('7x'), at('1'))
    expect(spinWheel(rng).spins).toHaveLength(4)
    expect(wheelReturn('1', { spins: [at('7x'), at('2x'), at('7x'), at('1')] })).toBe(15)
  })

  it('10^6 seeded rounds keep the exact RTP of every spot in the 99 % interval', () => {
    const { game } = table()
    const bets = WHEEL_NUMBERS.map((n) => ({ spot: n.label, amount: 1 }))
    const sims = simulateBets(1_000_000, 54, bets.length, (rng) =>
      game.settle(game.draw(rng), bets, null).returns.map((r) => r.amount),
    )
    WHEEL_NUMBERS.forEach((n, i) => {
      const exact = wheelFigures(n.label).rtp
      expect(sims[i]?.lo, n.label).toBeLessThan(exact)
      expect(sims[i]?.hi, n.label).toBeGreaterThan(exact)
    })
  }, 30_000)

  it('refuses a multiplier or unknown spot and amounts off 1–5.000 kr', () => {
    const { game, limits } = table()
    expect(() => game.checkBets([{ spot: '2x', amount: 100 }], limits)).toThrow(EngineError)
    expect(() => game.checkBets([{ spot: '3', amount: 100 }], limits)).toThrow(EngineError)
    expect(() => game.checkBets([{ spot: '40', amount: 99 }], limits)).toThrow(EngineError)
    expect(() => game.checkBets([{ spot: '40', amount: 500_001 }], limits)).toThrow(EngineError)
    expect(() => game.checkBets([{ spot: '40', amount: 500_000 }], limits)).not.toThrow()
  })
})
