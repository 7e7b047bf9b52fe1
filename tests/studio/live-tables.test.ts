import { describe, expect, it } from 'vitest'
import { LIVE_SUBCATS } from '../../contract/games'
import { generateCatalogue } from '../../server/seed/catalogue'
import { LIVE_COUNTS } from '../../studio/engine/live/names'
import { liveTable, liveTables } from '../../studio/engine/live/tables'

describe('live tables', () => {
  it('the engine counts the same subcategories as the catalogue contract', () => {
    expect(Object.keys(LIVE_COUNTS).sort()).toEqual([...LIVE_SUBCATS].sort())
  })

  it('all 100 live catalogue games are tables, with their catalogue names, in catalogue order', () => {
    const live = generateCatalogue(new Date('2026-11-24')).filter((g) => g.category === 'liveint')
    expect(live).toHaveLength(100)
    expect(liveTables().map((t) => [t.gameId, t.name])).toEqual(live.map((g) => [g.game_id, g.name]))
  })

  it('kinds: 6 Lyn Roulette and 24 roulette, 30 blackjack, 15 baccarat, 10 hold’em, 15 wheels', () => {
    const count = new Map<string, number>()
    for (const t of liveTables()) count.set(t.kind, (count.get(t.kind) ?? 0) + 1)
    expect(Object.fromEntries(count)).toEqual({
      roulette: 24,
      'lyn-roulette': 6,
      blackjack: 30,
      baccarat: 15,
      holdem: 10,
      wheel: 15,
    })
    for (const t of liveTables()) {
      expect(t.limits.min, t.gameId).toBeGreaterThan(0)
      expect(t.limits.max, t.gameId).toBeGreaterThan(t.limits.min)
      expect(t.decisionMs !== undefined, t.gameId).toBe(t.kind === 'blackjack' || t.kind === 'holdem')
      expect(t.game.kind).toBe(t.kind)
    }
  })

  it('roulette tables: 1–10.000 kr, VIP 10–50.000 kr, 15 s to bet (Auto 10 s), no decision window', () => {
    expect(liveTable('live-roulette-1')).toMatchObject({
      limits: { min: 100, max: 1_000_000 },
      bettingMs: 15_000,
    })
    expect(liveTable('live-roulette-5')).toMatchObject({
      name: 'VIP Roulette 5',
      limits: { min: 1000, max: 5_000_000 },
    })
    expect(liveTable('live-roulette-4')).toMatchObject({ name: 'Auto Roulette 4', bettingMs: 10_000 })
    expect(liveTable('live-roulette-1')?.decisionMs).toBeUndefined()
  })

  it('knows no other id', () => {
    expect(liveTable('live-roulette-31')).toBeUndefined()
    expect(liveTable('roulette-1')).toBeUndefined()
    expect(liveTable('live-andet-0')).toBeUndefined()
  })
})
