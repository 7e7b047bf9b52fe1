import { describe, expect, it } from 'vitest'
import { EngineError } from '../../studio/engine/errors'
import { stakeLadder } from '../../studio/engine/stakes'
import {
  betFigures,
  betOutcomes,
  DOUBLE_ZERO,
  legalBets,
  type RouletteBet,
  type RouletteBetType,
  spin,
  type Wheel,
} from '../../studio/engine/table/roulette'
import { PAYS } from '../../studio/engine/table/roulette-layout'
import { BAD_STAKES } from './refusals'
import { scripted, simulate } from './table-sim'

const LADDER = stakeLadder(10)
const PP = 1e-4 // 0.01 percentage points

// Published house edges: single zero 2.70 %, la partage on even money 1.35 %, double zero 5.26 %,
// american top line 7.89 % (Wizard of Odds, "Roulette" and "French roulette").
const PUBLISHED: Record<Wheel, Partial<Record<RouletteBetType, number>>> = {
  european: {
    straight: 0.973,
    split: 0.973,
    street: 0.973,
    trio: 0.973,
    corner: 0.973,
    first_four: 0.973,
    six_line: 0.973,
    column: 0.973,
    dozen: 0.973,
    red: 0.973,
    black: 0.973,
    even: 0.973,
    odd: 0.973,
    low: 0.973,
    high: 0.973,
  },
  french: { straight: 0.973, corner: 0.973, column: 0.973, red: 0.9865, odd: 0.9865, high: 0.9865 },
  american: {
    straight: 0.9474,
    split: 0.9474,
    six_line: 0.9474,
    dozen: 0.9474,
    red: 0.9474,
    top_line: 0.9211,
  },
}

describe('roulette exact RTP', () => {
  for (const wheel of ['european', 'french', 'american'] as const) {
    it(`${wheel}: every bet matches the published figure to 0.01 pp`, () => {
      const figs = betFigures(wheel)
      for (const [type, rtp] of Object.entries(PUBLISHED[wheel])) {
        expect(Math.abs((figs[type as RouletteBetType]?.rtp ?? 0) - rtp), `${wheel} ${type}`).toBeLessThan(PP)
      }
    })

    it(`${wheel}: every legal bet of a type has the same RTP`, () => {
      for (const type of Object.keys(betFigures(wheel)) as RouletteBetType[]) {
        const rtps = legalBets(wheel, type).map((c) =>
          betOutcomes(wheel, type, c).reduce((a, o) => a + o.ret * o.p, 0),
        )
        expect(Math.max(...rtps) - Math.min(...rtps), type).toBeLessThan(1e-12)
      }
    })
  }

  it('counts the layout: 60 splits, 12 streets, 22 corners, 11 six lines on the european table', () => {
    expect(legalBets('european', 'split')).toHaveLength(60)
    expect(legalBets('european', 'street')).toHaveLength(12)
    expect(legalBets('european', 'corner')).toHaveLength(22)
    expect(legalBets('european', 'six_line')).toHaveLength(11)
    expect(legalBets('american', 'split')).toHaveLength(62)
  })
})

describe('roulette simulation', () => {
  it.each([
    ['european', { type: 'straight', numbers: [17], stake: 10 }, 36 / 37],
    ['french', { type: 'red', stake: 10 }, 36.5 / 37],
    ['american', { type: 'straight', numbers: [DOUBLE_ZERO], stake: 10 }, 36 / 38],
  ] as const)('%s: 10^6 seeded spins bracket the exact RTP at 99 %%', (wheel, bet, exact) => {
    const { lo, hi } = simulate(1_000_000, 11, (rng) => spin(wheel, [bet], LADDER, rng).total / 10)
    expect(lo).toBeLessThan(exact)
    expect(hi).toBeGreaterThan(exact)
  })
})

describe('roulette payouts from constructed spins', () => {
  for (const wheel of ['european', 'french', 'american'] as const) {
    it(`${wheel}: every bet type pays its stated odds when the ball lands on a covered pocket`, () => {
      for (const type of Object.keys(betFigures(wheel)) as RouletteBetType[]) {
        for (const covered of legalBets(wheel, type)) {
          const bet: RouletteBet =
            type === 'column' || type === 'dozen'
              ? { type, which: legalBets(wheel, type).indexOf(covered) + 1, stake: 20 }
              : { type, numbers: covered, stake: 20 }
          const pocket = covered[covered.length - 1] as number
          expect(spin(wheel, [bet], LADDER, scripted(pocket)).total, `${type} ${covered}`).toBe(
            20 * (PAYS[type] + 1),
          )
        }
      }
    })
  }

  it('pays a straight up 35 to 1 and loses everything else on that pocket', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [7], stake: 10 },
      { type: 'black', stake: 50 },
      { type: 'dozen', which: 1, stake: 20 },
    ]
    expect(spin('european', bets, LADDER, scripted(7))).toEqual({
      pocket: 7,
      returns: [360, 0, 60],
      total: 420,
    })
  })

  it('la partage: a french even-money bet gets half back on zero, the european one loses it', () => {
    expect(spin('french', [{ type: 'red', stake: 100 }], LADDER, scripted(0)).total).toBe(50)
    expect(spin('european', [{ type: 'red', stake: 100 }], LADDER, scripted(0)).total).toBe(0)
    expect(spin('french', [{ type: 'straight', numbers: [5], stake: 100 }], LADDER, scripted(0)).total).toBe(
      0,
    )
  })

  it('00 is its own pocket on the american wheel: red and 0 lose, the top line wins 6 to 1', () => {
    const bets: RouletteBet[] = [
      { type: 'red', stake: 10 },
      { type: 'straight', numbers: [0], stake: 10 },
      { type: 'top_line', numbers: [0, DOUBLE_ZERO, 1, 2, 3], stake: 10 },
    ]
    expect(spin('american', bets, LADDER, scripted(DOUBLE_ZERO)).returns).toEqual([0, 0, 70])
  })
})

describe('roulette refuses bad input before drawing', () => {
  const refuse = (wheel: Wheel, bet: RouletteBet, code: string, ladder = LADDER) => {
    const rng = scripted(1)
    expect(() => spin(wheel, [{ type: 'red', stake: 10 }, bet], ladder, rng)).toThrow(
      expect.objectContaining({ code, name: 'EngineError' }),
    )
    expect(rng.calls).toBe(0)
  }
  it.each(BAD_STAKES)('a stake %s', (_, stake, code) => refuse('european', { type: 'red', stake }, code))

  it('an unknown bet type, and bets another wheel has', () => {
    refuse('european', { type: 'snake' as RouletteBetType, stake: 10 }, 'UNKNOWN_BET')
    refuse('european', { type: 'top_line', numbers: [0, 1, 2, 3], stake: 10 }, 'UNKNOWN_BET')
    refuse('american', { type: 'first_four', numbers: [0, 1, 2, 3], stake: 10 }, 'UNKNOWN_BET')
  })

  it('numbers that do not form the bet on the layout', () => {
    refuse('european', { type: 'split', numbers: [1, 5], stake: 10 }, 'BAD_BET')
    refuse('european', { type: 'split', numbers: [3, 4], stake: 10 }, 'BAD_BET')
    refuse('european', { type: 'split', numbers: [2, 2], stake: 10 }, 'BAD_BET')
    refuse('american', { type: 'split', numbers: [0, 3], stake: 10 }, 'BAD_BET')
    refuse('european', { type: 'corner', numbers: [3, 4, 6, 7], stake: 10 }, 'BAD_BET')
    refuse('european', { type: 'straight', numbers: [DOUBLE_ZERO], stake: 10 }, 'BAD_BET')
    refuse('european', { type: 'dozen', which: 4, stake: 10 }, 'BAD_BET')
    refuse('european', { type: 'street', stake: 10 }, 'BAD_BET')
  })

  it('an odd stake on a french even-money bet (la partage has no whole half)', () => {
    refuse('french', { type: 'red', stake: 5 }, 'BAD_STAKE', stakeLadder(5))
  })

  it('the error is an EngineError', () => {
    expect(() => spin('european', [{ type: 'red', stake: 0 }], LADDER, scripted(1))).toThrow(EngineError)
  })
})
