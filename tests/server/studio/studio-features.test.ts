import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { TestClock } from '../../../platform/clock.ts'
import { slotGame } from '../../../studio/engine/slots/index.ts'
import { studioGames } from '../../../studio/server/games.ts'
import { appWithFundedPlayer } from '../helpers/funded-player-app.ts'
import { client } from '../helpers/studio-helper.ts'
import { cashOf } from '../helpers/wallet-helper.ts'

/** A money slot with a bonus buy, for every platform. */
function buyGame() {
  for (const g of studioGames().values())
    if (g.kind === 'slot' && g.platform === 'all' && g.math.kind === 'slot' && !g.math.jackpot)
      if (slotGame(g.math, g.minStake).model.buy) return g
  throw new Error('no slot with a bonus buy')
}

/** Not a sequenced call: it takes no number of the session. */
const shown = (
  t: {
    app: { inject: (o: object) => Promise<{ json(): { data: { released: boolean } }; statusCode: number }> }
  },
  headers: Record<string, string>,
  roundId: string,
) => t.app.inject({ method: 'POST', url: '/studio/api/round/shown', headers, payload: { roundId } })

const roundsOf = async (t: { db: { db: unknown } }, userId: number) =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from studio_rounds where user_id = ${userId}`.execute(
        t.db.db as never,
      )
    ).rows[0]?.n,
  )

describe('features hold the game (issue 29.3)', () => {
  const { t, id } = appWithFundedPlayer(10_000_000)

  /** The player buys the bonus of a game whose features hold it (the frame shows them to their end). */
  async function buyHeld() {
    const game = buyGame()
    const c = await client(t, game.gameId, id(), 'money', { holdFeatures: true })
    const stake = c.session.game.stakes[0] as number
    const res = await c.post('round/spin', { stake, purchase: true })
    expect(res.statusCode, res.body).toBe(200)
    return { game, c, stake, round: res.json().data.round }
  }

  it('a bought bonus holds the game: a paid round during its feature is a Danish 409 and moves nothing', async () => {
    const { c, stake, round } = await buyHeld()
    expect(round).toMatchObject({ state: 'settled', bought: true })
    expect(round.screens).toBeGreaterThan(1)
    expect(round.screens).toBe(round.outcome.outcome.spins.length)
    expect(round.holdsUntil).not.toBeNull()

    // While its free spins play: a paid spin, and a paid bonus buy, are refused.
    const cash = await cashOf(t, id())
    const rounds = await roundsOf(t, id())
    for (const purchase of [false, true]) {
      const res = await c.post('round/spin', { stake, purchase })
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json()).toMatchObject({ success: false, data: { code: 'FEATURE_PLAYING' } })
      expect(res.json().errorMessage).toMatch(/bonusrunde spilles stadig/)
    }
    expect(await cashOf(t, id())).toBe(cash)
    expect(await roundsOf(t, id())).toBe(rounds)

    // The recall marks the bought round and holds every screen of it, with the round id.
    const recall = (await c.get('recall')).json().data.rounds
    const recalled = recall.find((r: { roundId: string }) => r.roundId === round.roundId)
    expect(recalled).toMatchObject({ bought: true, screens: round.screens })
    expect(recalled.outcome.outcome.spins).toEqual(round.outcome.outcome.spins)

    // Past its time the hold ends by itself (a frame that never said it was shown).
    ;(t.clock as TestClock).advance(Date.parse(round.holdsUntil) - t.clock.nowMs() + 1)
    const after = await c.post('round/spin', { stake, purchase: false })
    expect(after.statusCode, after.body).toBe(200)
    // That round may have won free spins of its own: its frame shows them, so the next test starts free.
    const won = after.json().data.round
    if (won.holdsUntil) expect((await shown(t, c.headers, won.roundId)).json().data.released).toBe(true)
  })

  it('the frame says the feature has been shown: the game is free at once; another game is never held', async () => {
    const { game, c, stake, round: bought } = await buyHeld()
    expect(bought.holdsUntil).not.toBeNull()
    // Another game of the same player plays on.
    const other = [...studioGames().values()].find(
      (g) => g.kind === 'slot' && g.platform === 'all' && g.gameId !== game.gameId,
    )
    if (!other) throw new Error('a second slot is needed')
    const o = await client(t, other.gameId, id())
    expect(
      (await o.post('round/spin', { stake: o.session.game.stakes[0], purchase: false })).statusCode,
    ).toBe(200)
    // The other game's frame cannot release this game's round.
    const foreign = await shown(t, o.headers, bought.roundId)
    expect(foreign.json().data.released).toBe(false)
    expect((await c.post('round/spin', { stake, purchase: false })).statusCode).toBe(409)
    expect((await shown(t, c.headers, bought.roundId)).json()).toMatchObject({
      success: true,
      data: { released: true },
    })
    const next = await c.post('round/spin', { stake, purchase: false })
    expect(next.statusCode, next.body).toBe(200)
    expect(next.json().data.round.bought).toBe(false)
  })
})
