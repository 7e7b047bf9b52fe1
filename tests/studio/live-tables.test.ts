import { describe, expect, it } from 'vitest'
import { LIVE_SUBCATS } from '../../contract/games'
import { generateCatalogue } from '../../server/seed/catalogue'
import { LIVE_COUNTS } from '../../studio/engine/live/names'
import { liveTable, liveTables } from '../../studio/engine/live/tables'

describe('live tables', () => {
  it('the engine counts the same subcategories as the catalogue contract', () => {
    expect(Object.keys(LIVE_COUNTS).sort()).toEqual([...LIVE_SUBCATS].sort())
  })

  it('each live catalogue game with a built kind is a table with its catalogue name', () => {
    const live = generateCatalogue(new Date('2026-11-24')).filter((g) => g.category === 'liveint')
    expect(live).toHaveLength(100)
    for (const g of live) {
      const t = liveTable(g.game_id)
      if (t) expect(t.name).toBe(g.name)
    }
    expect(liveTables().length).toBeGreaterThan(0)
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
