import { describe, expect, it } from 'vitest'
import { stakeLadder } from '../../studio/engine/stakes'
import {
  LAYOUT,
  PAYTABLE,
  roll,
  type SicBoBet,
  type SicBoBetType,
  sicboFigures,
} from '../../studio/engine/table/sicbo'
import { BAD_STAKES, refusedBeforeDrawing } from './refusals'
import { scripted, simulateBets } from './table-sim'

const LADDER = stakeLadder(10)
const PP = 1e-4
const dice = (a: number, b: number, c: number) => scripted(a - 1, b - 1, c - 1)

// Wizard of Odds, "Sic Bo", Macau pays: house edge small/big 2.78 %, double (10:1) 18.52 %, triple
// (180:1) 16.20 %, any triple (30:1) 13.89 %, two-dice combination (5:1) 16.67 %, single number 7.87 %,
// totals 4/17 (60:1) 15.28 %, 5/16 (30:1) 13.89 %, 6/15 (17:1) 16.67 %, 7/14 (12:1) 9.72 %, 8/13 (8:1)
// 12.50 %, 9/12 (6:1) 18.98 %, 10/11 (6:1) 12.50 %.
const PUBLISHED_EDGE: Record<string, number> = {
  small: 2.78,
  big: 2.78,
  double: 18.52,
  triple: 16.2,
  any_triple: 13.89,
  combination: 16.67,
  single: 7.87,
  total_4: 15.28,
  total_17: 15.28,
  total_5: 13.89,
  total_16: 13.89,
  total_6: 16.67,
  total_15: 16.67,
  total_7: 9.72,
  total_14: 9.72,
  total_8: 12.5,
  total_13: 12.5,
  total_9: 18.98,
  total_12: 18.98,
  total_10: 12.5,
  total_11: 12.5,
}

describe('sic bo exact RTP', () => {
  it('every bet on the layout matches the published house edge to 0.01 pp', () => {
    const figs = sicboFigures()
    expect(Object.keys(figs).sort()).toEqual(Object.keys(PUBLISHED_EDGE).sort())
    for (const [bet, edge] of Object.entries(PUBLISHED_EDGE)) {
      // The published edges are rounded to 0.01 %, so allow that rounding on top of 0.01 pp.
      expect(Math.abs(1 - (figs[bet]?.rtp ?? 0) - edge / 100), bet).toBeLessThan(PP + 0.00005)
    }
  })

  it('the top win is a specific triple, 181 back, once in 216 rolls', () => {
    expect(sicboFigures().triple?.maxWin).toEqual({ multiplier: 181, probability: 1 / 216 })
  })
})

describe('sic bo simulation', () => {
  it('10^6 seeded rolls bracket the exact RTP of small, single and any triple at 99 %', () => {
    const bets: SicBoBet[] = [
      { type: 'small', stake: 10 },
      { type: 'single', numbers: [4], stake: 10 },
      { type: 'any_triple', stake: 10 },
    ]
    const exact = [sicboFigures().small, sicboFigures().single, sicboFigures().any_triple].map(
      (f) => f?.rtp ?? 0,
    )
    const sims = simulateBets(1_000_000, 5, 3, (rng) => roll(bets, LADDER, rng).returns.map((r) => r / 10))
    sims.forEach((s, i) => {
      expect(s.lo).toBeLessThan(exact[i] as number)
      expect(s.hi).toBeGreaterThan(exact[i] as number)
    })
  })
})

describe('sic bo payouts from constructed rolls', () => {
  it('every total pays its odds', () => {
    for (const [t, pays] of Object.entries(PAYTABLE.total)) {
      const total = Number(t)
      const a = Math.min(6, total - 2)
      const b = Math.min(6, total - a - 1)
      const c = total - a - b
      expect(roll([{ type: 'total', numbers: [total], stake: 10 }], LADDER, dice(a, b, c)).total, t).toBe(
        10 * (pays + 1),
      )
    }
  })

  it('small and big pay 1:1 and lose on a triple', () => {
    const bets: SicBoBet[] = [
      { type: 'small', stake: 10 },
      { type: 'big', stake: 10 },
    ]
    expect(roll(bets, LADDER, dice(1, 2, 4)).returns).toEqual([20, 0])
    expect(roll(bets, LADDER, dice(6, 5, 1)).returns).toEqual([0, 20])
    expect(roll(bets, LADDER, dice(2, 2, 2)).returns).toEqual([0, 0])
    expect(roll(bets, LADDER, dice(5, 5, 5)).returns).toEqual([0, 0])
  })

  it('double 10:1, triple 180:1, any triple 30:1, combination 5:1', () => {
    const bets: SicBoBet[] = [
      { type: 'double', numbers: [3], stake: 10 },
      { type: 'triple', numbers: [3], stake: 10 },
      { type: 'any_triple', stake: 10 },
      { type: 'combination', numbers: [3, 6], stake: 10 },
    ]
    expect(roll(bets, LADDER, dice(3, 3, 3)).returns).toEqual([110, 1810, 310, 0])
    expect(roll(bets, LADDER, dice(3, 6, 3)).returns).toEqual([110, 0, 0, 60])
  })

  it('single number pays 1, 2 or 3 to one by how many dice show it', () => {
    const bet: SicBoBet[] = [{ type: 'single', numbers: [4], stake: 10 }]
    expect(roll(bet, LADDER, dice(4, 1, 2)).total).toBe(20)
    expect(roll(bet, LADDER, dice(4, 4, 2)).total).toBe(30)
    expect(roll(bet, LADDER, dice(4, 4, 4)).total).toBe(40)
    expect(roll(bet, LADDER, dice(1, 2, 3)).total).toBe(0)
  })
})

describe('sic bo refuses bad input before rolling', () => {
  const refuse = (bet: SicBoBet, code: string) =>
    refusedBeforeDrawing((rng) => roll([{ type: 'big', stake: 10 }, bet], LADDER, rng), code)
  it.each(BAD_STAKES)('a stake %s (%s øre) on small: %s', (_, stake, code) =>
    refuse({ type: 'small', stake }, code),
  )
  it.each([
    [{ type: 'odd', stake: 10 }, 'UNKNOWN_BET'],
    [{ type: 'total', numbers: [3], stake: 10 }, 'BAD_BET'],
    [{ type: 'total', numbers: [18], stake: 10 }, 'BAD_BET'],
    [{ type: 'combination', numbers: [2, 2], stake: 10 }, 'BAD_BET'],
    [{ type: 'double', numbers: [7], stake: 10 }, 'BAD_BET'],
    [{ type: 'single', stake: 10 }, 'BAD_BET'],
  ])('%o is refused with %s', (bet, code) => refuse(bet as SicBoBet, code))

  it('the layout lists every bet type of the paytable', () => {
    expect(new Set(Object.values(LAYOUT).map((b) => b.type))).toEqual(
      new Set(Object.keys(PAYTABLE) as SicBoBetType[]),
    )
  })
})
