import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { studioGames } from '../../../studio/server/games.ts'
import { appWithFundedPlayer } from '../helpers/funded-player-app.ts'
import { client, sessionHeaders } from '../helpers/studio-helper.ts'
import { cashOf } from '../helpers/wallet-helper.ts'

/** Four plain slots every platform may open, each its own game. */
const fourGames = () =>
  [...studioGames().values()]
    .filter((g) => g.kind === 'slot' && g.platform === 'all' && g.math.kind === 'slot' && !g.math.jackpot)
    .slice(0, 4)

describe('a session per launched game (issue 29.2)', () => {
  const { t, id } = appWithFundedPlayer(10_000_000)

  it('one player, four games launched at once, 50 money rounds in each in parallel: each round under its own game', async () => {
    const games = fourGames()
    expect(games).toHaveLength(4)
    // Launched at once, as the multi-screen view opens its four tiles.
    const clients = await Promise.all(games.map((g) => client(t, g.gameId, id())))
    const start = await cashOf(t, id())
    const answers = await Promise.all(
      clients.map(async (c, i) => {
        const stake = c.session.game.stakes[0] as number
        const rounds: { roundId: string; gameId: string; stake: number; win: number }[] = []
        for (let n = 0; n < 50; n++) {
          const res = await c.post('round/spin', { stake, purchase: false })
          expect(res.statusCode, res.body).toBe(200)
          const r = res.json().data.round
          expect(r.gameId).toBe(games[i]?.gameId)
          rounds.push(r)
        }
        return rounds
      }),
    )
    const all = answers.flat()
    expect(all).toHaveLength(200)
    expect(await cashOf(t, id())).toBe(start + all.reduce((s, r) => s + r.win - r.stake, 0))
    // The record: each game has exactly its own 50 rounds, each under the session its frame launched.
    const rows = await sql<{ game_id: string; session_game: string; n: string; stake: string; win: string }>`
      select r.game_id, s.game_id as session_game, count(*) as n, sum(r.stake) as stake,
        sum(r.win + r.jackpot_win) as win
      from studio_rounds r join studio_sessions s on s.id = r.session_id
      where r.user_id = ${id()} and r.mode = 'money'
      group by r.game_id, s.game_id`.execute(t.db.db)
    expect(rows.rows).toHaveLength(4)
    // The wallet's ledger reconciles per game: its bets and wins carry the round's game.
    const ledger = await sql<{ game: string; bets: string; wins: string }>`
      select meta->>'gameId' as game,
        sum(case when kind = 'bet' then amount else 0 end) as bets,
        sum(case when kind = 'win' then amount else 0 end) as wins
      from wallet_ops where user_id = ${id()} and meta->>'gameId' is not null
      group by meta->>'gameId'`.execute(t.db.db)
    for (const g of games) {
      const mine = all.filter((r) => r.gameId === g.gameId)
      expect(mine).toHaveLength(50)
      const row = rows.rows.find((r) => r.game_id === g.gameId)
      expect(row).toMatchObject({ session_game: g.gameId, n: expect.anything() })
      expect(Number(row?.n)).toBe(50)
      const l = ledger.rows.find((x) => x.game === g.gameId)
      expect(Number(l?.bets)).toBe(mine.reduce((s, r) => s + r.stake, 0))
      expect(Number(l?.wins)).toBe(mine.reduce((s, r) => s + r.win, 0))
      expect(Number(row?.stake)).toBe(Number(l?.bets))
      expect(Number(row?.win)).toBe(Number(l?.wins))
    }
  }, 300_000)

  it("a call with another game's session, or without its own, is refused and changes nothing", async () => {
    const [a, b] = fourGames()
    if (!a || !b) throw new Error('two games needed')
    const ca = await client(t, a.gameId, id())
    const cb = await client(t, b.gameId, id())
    const stake = a.minStake
    const before = await cashOf(t, id())
    const roundsBefore = await sql<{ n: string }>`select count(*) as n from studio_rounds`.execute(t.db.db)
    // The frame of game A sends game B's session: refused, whatever the call.
    const theirs = sessionHeaders(a.gameId, cb.session.credential)
    for (const path of ['round/spin', 'round/hit', 'fun/reset']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/studio/api/${path}`,
        headers: theirs,
        payload: { seq: 1, stake, purchase: false },
      })
      expect(res.statusCode, `${path}: ${res.body}`).toBe(403)
      expect(res.json()).toMatchObject({ success: false, data: { code: 'WRONG_GAME' } })
      expect(res.json().errorMessage).toMatch(/spil/)
    }
    for (const path of ['session', 'recall', 'balance']) {
      const res = await t.app.inject({ method: 'GET', url: `/studio/api/${path}`, headers: theirs })
      expect(res.statusCode, path).toBe(403)
    }
    // Without the game said, or without a credential (a cookie is no credential): refused.
    const noGame = await t.app.inject({
      method: 'POST',
      url: '/studio/api/round/spin',
      headers: { 'x-studio-session': ca.session.credential },
      payload: { seq: 1, stake, purchase: false },
    })
    expect(noGame.statusCode).toBe(403)
    const cookieOnly = await t.app.inject({
      method: 'POST',
      url: '/studio/api/round/spin',
      headers: { cookie: `studio_session=${ca.session.credential}`, 'x-studio-game': a.gameId },
      payload: { seq: 1, stake, purchase: false },
    })
    expect(cookieOnly.statusCode).toBe(401)
    expect(await cashOf(t, id())).toBe(before)
    const roundsAfter = await sql<{ n: string }>`select count(*) as n from studio_rounds`.execute(t.db.db)
    expect(roundsAfter.rows[0]?.n).toBe(roundsBefore.rows[0]?.n)
    // Each frame still plays its own game, in step (the refused calls took none of its numbers).
    const ra = await ca.post('round/spin', { stake, purchase: false }, 1)
    expect(ra.statusCode, ra.body).toBe(200)
    expect(ra.json().data.round.gameId).toBe(a.gameId)
    const rb = await cb.post('round/spin', { stake: b.minStake, purchase: false }, 1)
    expect(rb.statusCode, rb.body).toBe(200)
    expect(rb.json().data.round.gameId).toBe(b.gameId)
  })
})
