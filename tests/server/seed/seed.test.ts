import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURES, LIVE_SUBCATS, PROVIDERS, THEMES } from '../../../contract/games.ts'
import { generateCatalogue } from '../../../server/seed/catalogue.ts'
import { seedIfEmpty } from '../../../server/seed/index.ts'
import { type Built, build } from '../helpers/helper.ts'

describe('demo catalogue seed', () => {
  let t: Built
  beforeAll(async () => {
    t = await build()
  })
  afterAll(() => t.close())

  const games = () => generateCatalogue(new Date('2026-11-22T00:00:00Z'))

  it('is deterministic', () => {
    expect(JSON.stringify(games())).toBe(JSON.stringify(games()))
  })

  it('holds the catalogue the issue asks for', () => {
    const all = games()
    expect(all.filter((g) => g.category === 'slots').length).toBeGreaterThanOrEqual(520)
    const jackpots = all.filter((g) => g.category === 'jackpots')
    expect(jackpots.length).toBeGreaterThanOrEqual(32)
    expect(jackpots.every((g) => (g.jackpot_ore ?? 0) > 0)).toBe(true)
    const live = all.filter((g) => g.category === 'liveint')
    expect(live).toHaveLength(100)
    expect(new Set(live.map((g) => g.subcat))).toEqual(new Set(LIVE_SUBCATS))
    expect(all.some((g) => g.category === 'table')).toBe(true)
    for (const f of FEATURES) expect(all.some((g) => g.features.includes(f))).toBe(true)
    for (const th of THEMES) expect(all.some((g) => g.themes.includes(th))).toBe(true)
    for (const p of PROVIDERS) expect(all.some((g) => g.provider === p)).toBe(true)
    expect(all.some((g) => g.subprovider === 'gdm')).toBe(true)
    expect(new Set(all.map((g) => g.name)).size).toBe(all.length)
    expect(new Set(all.map((g) => g.game_id)).size).toBe(all.length)
    expect(all.some((g) => g.platform === 'desktop') && all.some((g) => g.platform === 'mobile')).toBe(true)
    expect(
      all.some((g) => g.buy_bonus) && all.some((g) => g.exclusive) && all.some((g) => g.only_for_money),
    ).toBe(true)
    expect(all.filter((g) => g.upcoming_video_url).length).toBeGreaterThanOrEqual(4)
  })

  it('seeds an empty database once', async () => {
    expect(await seedIfEmpty(t.db.db, t.clock)).toBe(false)
  })
})
