import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../server/seed/catalogue.ts'
import { mathFor } from '../../studio/engine/catalogue.ts'
import { declaredOf } from '../../studio/engine/declared.ts'
import {
  contributionOf,
  feed,
  JACKPOT,
  jackpotRtpAt,
  type Pool,
  poolAmount,
} from '../../studio/engine/jackpot.ts'
import { SLOT_STATEMENTS } from '../../studio/engine/models/statements.ts'
import { seededRng } from '../../studio/engine/rng.ts'
import { slotGame, spin } from '../../studio/engine/slots/index.ts'
import { stakeLadder } from '../../studio/engine/stakes.ts'

const jackpotGames = generateCatalogue(new Date('2026-11-22T00:00:00Z')).filter(
  (g) => g.category === 'jackpots',
)
const Z99 = 2.5758293035489
const fresh = (): Pool => ({ seed: JACKPOT.seed, contributions: 0, wins: 0, fractionMicro: 0 })

describe('jackpots: the same return at every stake', () => {
  it('every stake of every jackpot game returns its declared payback within 0.01 pp, none above 100 %', () => {
    expect(jackpotGames.length).toBe(36)
    for (const g of jackpotGames) {
      const math = mathFor(g)
      if (math?.kind !== 'slot' || !math.jackpot) throw new Error(`${g.game_id}: no jackpot`)
      const base = SLOT_STATEMENTS[math.model]?.rtp ?? Number.NaN
      const declared = g.payback_bp / 10_000
      for (const stake of stakeLadder(g.min_stake_ore)) {
        const rtp = base + jackpotRtpAt(stake, math.jackpot)
        expect(Math.abs(rtp - declared) * 100, `${g.game_id} at ${stake} øre`).toBeLessThanOrEqual(0.01)
        expect(rtp).toBeLessThan(1)
      }
    }
  })

  it('states the jackpot part as 0,8 % contribution + 0,2 % seed; the lobby shows base + 1 %', () => {
    const g = jackpotGames[0]
    const math = g && mathFor(g)
    if (!g || math?.kind !== 'slot') throw new Error('no jackpot game')
    const d = declaredOf(math)
    expect(d.statement.jackpot).toMatchObject({ contribution: 0.008, seed: 1_000_000 })
    expect(d.statement.jackpot?.seedRtp).toBeCloseTo(0.002, 12)
    expect(d.paybackBp).toBe(Math.round(((SLOT_STATEMENTS[math.model]?.rtp ?? 0) + 0.01) * 10_000))
  })

  it('keeps every contribution exactly: 1,000 rounds at 0,10 kr. feed 80 øre, not 0', () => {
    let p = fresh()
    for (let i = 0; i < 1000; i++) p = feed(p, 10, false).pool
    expect(poolAmount(p)).toBe(JACKPOT.seed + 80)
    // One round at 0,30 kr. (0,24 øre) then at 1 kr. (0,8 øre): the rest is carried, never lost.
    p = feed(feed(fresh(), 30, false).pool, 100, false).pool
    expect(p.contributions * 1_000_000 + p.fractionMicro).toBe(1_040_000)
    expect(poolAmount(p)).toBe(JACKPOT.seed + 1)
  })

  it('a hit pays the whole pool (the wallet part and the house part) and starts again at the seed', () => {
    let p = fresh()
    for (let i = 0; i < 7; i++) p = feed(p, 50, false).pool // 7 × 0,4 øre = 2,8 øre
    p = feed(p, 1000, false).pool // + 8 øre booked
    const hit = feed(p, 20, true) // + 0,16 øre, then the pool is taken
    expect(hit.win).toBe(JACKPOT.seed + 8 + 2)
    expect(hit.fromPool).toBe(8)
    expect(hit.fromHouse).toBe(JACKPOT.seed + 2)
    expect(poolAmount(hit.pool)).toBe(JACKPOT.seed)
    expect(hit.pool.fractionMicro).toBe(960_000)
  })

  it('refuses a jackpot draw the odds cannot express', () => {
    const rng = seededRng(1)
    const game = slotGame(
      { gameId: 'x', kind: 'slot', model: 'classic-20-lowfreq-b0', purchase: false, jackpot: JACKPOT },
      10,
    )
    expect(() => spin(game, 15, rng)).toThrow()
  })
})

/**
 * 10^6 seeded rounds of one jackpot game at its lowest and its highest stake, the pool fed and paid
 * as the studio does. The return counts what players were paid plus what the pool owes them at the
 * end (its amount above the seed): the ledger, not the stated rate. Each must hold the declared
 * payback in its 99 % interval. About 5 s a stake.
 */
describe('jackpots: 10^6 seeded rounds at the lowest and the highest stake', () => {
  const g = jackpotGames.find((x) => x.min_stake_ore === 10 && mathFor(x)?.model.startsWith('classic'))
  const math = g && mathFor(g)
  if (!g || math?.kind !== 'slot' || !math.jackpot) throw new Error('no 0,10 kr. classic jackpot game')
  const game = slotGame(math, g.min_stake_ore)
  const declared = g.payback_bp / 10_000
  for (const stake of [game.ladder[0] as number, game.ladder.at(-1) as number]) {
    it(`${g.game_id} at ${stake / 100} kr.`, () => {
      const rng = seededRng(0x29 + stake)
      const n = 1_000_000
      let pool = fresh()
      let paid = 0
      let sum = 0
      let sumSq = 0
      let hits = 0
      for (let i = 0; i < n; i++) {
        const o = spin(game, stake, rng)
        const fed = feed(pool, o.cost, o.jackpot)
        pool = fed.pool
        if (o.jackpot) hits++
        paid += o.win + fed.win
        // The round's worth: its win, its contribution (every øre of it goes to a winner) and, on a
        // hit, the seed the house adds.
        const r = (o.win + contributionOf(o.cost).micro / 1_000_000 + (o.jackpot ? JACKPOT.seed : 0)) / o.cost
        sum += r
        sumSq += r * r
      }
      // What the pool owes players at the end: everything above its seed, to the millionth of an øre.
      const owedMicro = (pool.contributions - pool.wins) * 1_000_000 + pool.fractionMicro
      const ledger = (paid + owedMicro / 1_000_000) / (n * stake)
      const mean = sum / n
      expect(ledger).toBeCloseTo(sum / n, 9)
      const sd = Math.sqrt(sumSq / n - mean * mean)
      const half = (Z99 * sd) / Math.sqrt(n)
      expect(Math.abs(mean - declared), `mean ${mean}, ±${half}, ${hits} hits`).toBeLessThanOrEqual(half)
    })
  }
})
