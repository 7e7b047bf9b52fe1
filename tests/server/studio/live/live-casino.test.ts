import { describe, expect, it } from 'vitest'
import type { LiveTableInfo } from '../../../../contract/live.ts'
import { login } from '../../helpers/accounts-helper.ts'
import { liveAppPerSuite, rouletteTable } from '../../helpers/live-helper.ts'
import { browser } from '../../helpers/player-client.ts'

const LAUNCH = '/games-api/games/launch/go'

describe('live tables in the casino: launch, counters, table details', () => {
  const { t } = liveAppPerSuite({ BRAND: 'go' })

  it("a logged-in player launches a live table for money ('netentlive'); the session says it is live", async () => {
    const table = rouletteTable()
    const b = browser(t.app)
    expect((await login(b, 'demo1234', 'Demo1234')).status).toBe(200)
    for (const mode of ['netentlive', 'money']) {
      const res = await b.post(LAUNCH, { game_id: table.tableId, mode, platform: 'desktop' })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const url = new URL(res.body.data.url, 'http://x')
      expect(url.pathname).toBe(`/studio/play/${table.tableId}`)
      const s = await t.app.inject({
        method: 'POST',
        url: '/studio/api/session',
        payload: { token: url.searchParams.get('token') },
      })
      expect(s.statusCode).toBe(200)
      expect(s.json().data).toMatchObject({
        mode: 'money',
        game: { gameId: table.tableId, live: { kind: 'roulette', limits: table.limits } },
      })
    }
  })

  it('the lobby counts the tables the studio reports open, and lists their limits and last results', async () => {
    const studio = (await t.app.inject({ method: 'GET', url: '/studio/live/api/tables' })).json().data
      .tables as LiveTableInfo[]
    expect(studio).toHaveLength(100)
    const open = studio.filter((x) => x.open)
    // Every table has its engine (live-engine): all 100 are open.
    expect(open).toHaveLength(100)
    const casino = await t.app.inject({ method: 'GET', url: '/games-api/live/tables' })
    expect(casino.statusCode).toBe(200)
    const tables = casino.json().data.tables as LiveTableInfo[]
    expect(tables.map((x) => x.tableId).sort()).toEqual(studio.map((x) => x.tableId).sort())
    for (const x of tables) {
      expect(x.limits.min).toBeGreaterThan(0)
      expect(x.limits.max).toBeGreaterThanOrEqual(x.limits.min)
      expect(Array.isArray(x.lastResults)).toBe(true)
    }
    const live = (await t.app.inject({ method: 'GET', url: '/games-api/categories/liveint/games' })).json()
      .data
    const sub = (s: string) => open.filter((x) => x.tableId.startsWith(`live-${s}-`)).length
    expect(live.counters).toEqual({
      all: open.length,
      roulette: sub('roulette'),
      blackjack: sub('blackjack'),
      baccarat: sub('baccarat'),
      poker: sub('poker'),
      gameShow: sub('andet'),
    })
  })
})
