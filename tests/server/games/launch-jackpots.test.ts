import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Game } from '../../../contract/games.ts'
import { JACKPOT_REFRESH_MS } from '../../../server/games/live-jackpots.ts'
import { advance } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { browser } from '../helpers/player-client.ts'

/** The lobby's jackpot_amount is the studio's live pool, not the seeded number (issue 12, item 5). */
describe('live jackpots in the games answers', () => {
  const t = appPerSuite()

  const lobby = async () => {
    const res = await browser(t.app).get('/games-api/games/jackpots?platform=desktop')
    return res.body.data.games as Game[]
  }
  const pools = async () => {
    const res = await browser(t.app).get('/studio/api/jackpots')
    return new Map(
      (res.body.data.pools as { gameId: string; amount: number }[]).map((p) => [p.gameId, p.amount]),
    )
  }

  it('shows every jackpot game with its pool, and follows the pool as it grows', async () => {
    const games = await lobby()
    const live = await pools()
    expect(games.length).toBeGreaterThan(0)
    for (const g of games) {
      const pool = live.get(g.game_id)
      if (pool === undefined) continue
      expect(g.jackpot_amount, g.game_id).toBe(pool / 100)
    }
    const fed = games.find((g) => live.has(g.game_id))
    if (!fed) throw new Error('no jackpot game has a studio pool')
    const before = live.get(fed.game_id) ?? 0

    // Stakes feed the pool (the studio's table, as its rounds leave it).
    await sql`update studio_jackpots set contributions = contributions + 123456 where game_id = ${fed.game_id}`.execute(
      t.db.db,
    )
    // Until the refresh interval has passed the lobby may show the old pool; then the new one.
    advance(t, JACKPOT_REFRESH_MS + 1)
    const after = (await lobby()).find((g) => g.game_id === fed.game_id)
    expect(after?.jackpot_amount).toBe((before + 123456) / 100)
    expect(after?.jackpot_amount_formatted).toBe(
      `${new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2 }).format((before + 123456) / 100)} kr.`,
    )
    const all = await browser(t.app).get('/games-api/casino/content/jackpot/all')
    const entry = (all.body.data.jackpots as { game_id: string; jackpot_amount: number }[]).find(
      (j) => j.game_id === fed.game_id,
    )
    expect(entry?.jackpot_amount).toBe((before + 123456) / 100)
  })
})
