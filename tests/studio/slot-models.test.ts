import { describe, expect, it } from 'vitest'
import { SLOT_MODELS } from '../../studio/engine/models/index.ts'
import { SLOT_STATEMENTS } from '../../studio/engine/models/statements.ts'
import { stdDevOf } from '../../studio/engine/slots/dist.ts'
import { exactRound, rtpOf } from '../../studio/engine/slots/exact.ts'
import { machineOf } from '../../studio/engine/slots/machine.ts'
import { megawaysExact } from '../../studio/engine/slots/megaways.ts'
import { COINS_PER_STAKE } from '../../studio/engine/slots/model.ts'
import { Recorder } from '../../studio/engine/slots/outcome.ts'
import { playRound } from '../../studio/engine/slots/play.ts'
import { simulate } from '../../studio/engine/slots/simulate.ts'
import { scripted } from './slot-rng.ts'

const PP = 1e-4 // 0.01 percentage points

describe('every slot model: exact RTP, committed statement, simulation, top win', () => {
  for (const model of SLOT_MODELS) {
    const committed = SLOT_STATEMENTS[model.id]

    it(`${model.id}: recomputed exactly, equal to its committed statement`, () => {
      expect(committed, 'run npm run rtp -- --write').toBeDefined()
      if (!committed) return
      if (model.heights) {
        const e = megawaysExact(model)
        expect(Math.abs(e.mean / COINS_PER_STAKE - committed.rtp)).toBeLessThan(PP)
        expect(e.max / COINS_PER_STAKE).toBe(committed.maxWin.multiplier)
        expect(e.pMax).toBeCloseTo(committed.maxWin.probability, 25)
        return
      }
      const { round, purchase } = exactRound(model)
      expect(Math.abs(rtpOf(round) - committed.rtp)).toBeLessThan(PP)
      expect(1 - round.zero).toBeCloseTo(committed.hitFrequency, 6)
      expect(stdDevOf(round) / COINS_PER_STAKE).toBeCloseTo(committed.stdDev, 5)
      expect(round.max / COINS_PER_STAKE).toBe(committed.maxWin.multiplier)
      expect(round.pMax / committed.maxWin.probability).toBeCloseTo(1, 9)
      if (model.buy && purchase) {
        expect(Math.abs(rtpOf(purchase, model.buy.price) - (committed.purchase?.rtp ?? 0))).toBeLessThan(PP)
        // The bonus buy returns close to the base game: within a percentage point.
        expect(Math.abs(rtpOf(purchase, model.buy.price) - rtpOf(round))).toBeLessThan(0.01)
      }
    })

    it(`${model.id}: 10^6 seeded rounds, the 99 % interval holds the exact RTP`, () => {
      if (!committed) return
      const sim = simulate(model, 1_000_000, 0xc0ffee)
      expect(sim.ci99[0]).toBeLessThanOrEqual(committed.rtp)
      expect(sim.ci99[1]).toBeGreaterThanOrEqual(committed.rtp)
      expect(sim.maxSeen).toBeLessThanOrEqual(committed.maxWin.multiplier)
    })

    it(`${model.id}: the stated maximum win is produced by a constructed round`, () => {
      if (!committed) return
      const path = model.heights ? megawaysExact(model).path : exactRound(model).round.path
      const rng = scripted(path)
      const rec = new Recorder()
      const coins = playRound(machineOf(model), rng, rec, false)
      expect(rng.left()).toBe(0)
      expect(coins / COINS_PER_STAKE).toBe(committed.maxWin.multiplier)
      const shown = rec.spins.flatMap((s) => s.wins).reduce((a, w) => a + w.coins, 0)
      expect(shown).toBe(coins)
    })
  }
})

describe('volatility classes really differ', () => {
  const families = new Map<string, Map<string, (typeof SLOT_STATEMENTS)[string]>>()
  for (const model of SLOT_MODELS) {
    const family = model.id.replace(/-(lowfreq|midfreq|hifreq)-.*$/, '')
    const s = SLOT_STATEMENTS[model.id]
    if (!s) continue
    const byClass = families.get(family) ?? new Map()
    if (!byClass.has(model.volatility)) byClass.set(model.volatility, s)
    families.set(family, byClass)
  }
  for (const [family, byClass] of families) {
    it(`${family}: low to high volatility, standard deviation and top win rise, hit frequency falls`, () => {
      const [low, mid, high] = (['lowfreq', 'midfreq', 'hifreq'] as const).map((v) => byClass.get(v))
      if (!low || !mid || !high) throw new Error(`${family} lacks a volatility class`)
      expect(low.stdDev).toBeLessThan(mid.stdDev)
      expect(mid.stdDev).toBeLessThan(high.stdDev)
      expect(low.maxWin.multiplier).toBeLessThan(mid.maxWin.multiplier)
      expect(mid.maxWin.multiplier).toBeLessThan(high.maxWin.multiplier)
      expect(low.hitFrequency).toBeGreaterThan(mid.hitFrequency)
      expect(mid.hitFrequency).toBeGreaterThan(high.hitFrequency)
    })
  }
})
