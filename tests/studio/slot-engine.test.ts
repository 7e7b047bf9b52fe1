import { describe, expect, it } from 'vitest'
import type { GameMath } from '../../studio/engine/catalogue.ts'
import { EngineError } from '../../studio/engine/errors.ts'
import { SLOT_MODELS } from '../../studio/engine/models/index.ts'
import { seededRng } from '../../studio/engine/rng.ts'
import { slotGame, spin } from '../../studio/engine/slots/index.ts'
import { scripted } from './slot-rng.ts'

const withBuy = SLOT_MODELS.find((m) => m.buy && m.freeSpins)
const withoutBuy = SLOT_MODELS.find((m) => !m.buy)
if (!withBuy || !withoutBuy) throw new Error('the library needs models with and without a bonus buy')

const math = (model: string, purchase: boolean): GameMath => ({
  gameId: `test-${model}`,
  kind: 'slot',
  model,
  purchase,
  jackpot: null,
})
const game = slotGame(math(withBuy.id, true), 20)

describe('refused input never produces an outcome', () => {
  const refused = (stake: number, purchase = false, g = game) => {
    // A scripted Rng with no draws: any draw before the refusal would throw a different error.
    const rng = scripted([])
    try {
      spin(g, stake, rng, { purchase })
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError)
      return (e as EngineError).code
    }
    throw new Error('spin accepted bad input')
  }

  it('refuses a stake off the ladder, negative, fractional, zero or NaN', () => {
    expect(refused(30)).toBe('STAKE_OFF_LADDER')
    expect(refused(-20)).toBe('BAD_STAKE')
    expect(refused(20.5)).toBe('BAD_STAKE')
    expect(refused(0)).toBe('BAD_STAKE')
    expect(refused(Number.NaN)).toBe('BAD_STAKE')
  })

  it('refuses a bonus buy on a game that does not sell it', () => {
    expect(refused(20, true, slotGame(math(withBuy.id, false), 20))).toBe('BAD_BET')
    expect(refused(20, true, slotGame(math(withoutBuy.id, false), 20))).toBe('BAD_BET')
  })

  it('refuses a minimum stake that would make wins fractional øre', () => {
    expect(() => slotGame(math(withBuy.id, false), 15)).toThrow(EngineError)
  })
})

describe('outcomes', () => {
  it('depend on nothing but the Rng: the same seed gives the same outcome', () => {
    for (const model of SLOT_MODELS) {
      const g = slotGame(math(model.id, model.buy !== undefined), 50)
      const a = Array.from({ length: 200 }, (_, i) => spin(g, 100, seededRng(i)))
      const b = Array.from({ length: 200 }, (_, i) => spin(g, 100, seededRng(i)))
      expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    }
  })

  it('are plain data whose wins add up to the total, paid in whole øre', () => {
    const rng = seededRng(7)
    for (const model of SLOT_MODELS) {
      const g = slotGame(math(model.id, model.buy !== undefined), 10)
      for (let i = 0; i < 300; i++) {
        const o = spin(g, 20, rng, { purchase: model.buy !== undefined && i % 10 === 0 })
        expect(JSON.parse(JSON.stringify(o))).toEqual(o)
        const shown = o.spins.flatMap((s) => s.wins).reduce((a, w) => a + w.coins, 0)
        expect(shown).toBe(o.totalCoins)
        expect(Number.isInteger(o.win)).toBe(true)
        expect(Number.isInteger(o.cost)).toBe(true)
        expect(o.win).toBe((o.totalCoins * 20) / 10)
        for (const view of o.spins.filter((v) => v.kind !== 'wheel'))
          expect(view.grid.length).toBe(model.strips.length)
      }
    }
  })

  it('a bonus buy costs its stated price and plays only the feature', () => {
    const o = spin(game, 100, seededRng(3), { purchase: true })
    expect(o.cost).toBe(Math.round((withBuy.buy?.price ?? 0) * 100))
    expect(o.spins.every((s) => s.kind === 'free')).toBe(true)
  })
})
