import { describe, expect, it } from 'vitest'
import { tablesOf } from '../../../platform/db/handle.ts'
import { type Rng, seededRng } from '../../../studio/engine/rng.ts'
import { createRepo, studioDb } from '../../../studio/server/repo.ts'
import { createRounds, JACKPOT_SEED } from '../../../studio/server/rounds.ts'
import { appWithFundedPlayer } from '../helpers/funded-player-app.ts'
import { client, gameOf, injectWalletClient } from '../helpers/studio-helper.ts'
import { cashOf, expectReconciled, walletJackpotPool } from '../helpers/wallet-helper.ts'

/**
 * A draw that wins the jackpot: the engine's jackpot draw is `int(oddsBase) < cost`, so this test rng
 * answers 0 to a draw of that range and leaves every other draw to a seeded generator. It lives only
 * here: the studio plays with cryptoRng and has no way to take another rng from a request.
 */
function jackpotRng(range: number, seed: number): Rng {
  const rest = seededRng(seed)
  return { int: (n) => (n === range ? 0 : rest.int(n)) }
}

type Pool = { gameId: string; amount: number; seed: number }

describe('a jackpot hit', () => {
  const { t, id } = appWithFundedPlayer(10_000_000)
  const game = gameOf('slot', true)
  const jackpot = game.math.kind === 'slot' ? game.math.jackpot : null
  if (!jackpot) throw new Error('a jackpot slot is needed')
  const pool = async (c: Awaited<ReturnType<typeof client>>) =>
    ((await c.get('jackpots')).json().data.pools as Pool[]).find((p) => p.gameId === game.gameId) as Pool
  const cash = () => cashOf(t, id())
  const walletPool = () => walletJackpotPool(t)
  const studioPools = async () =>
    (await createRepo(studioDb(tablesOf(t.db))).pools()).reduce((a, p) => a + p.contributions - p.wins, 0)

  it('pays the whole pool, resets it to its seed, and pools stay seed + contributions − wins', async () => {
    const c = await client(t, game.gameId, id())
    const stake = c.session.game.stakes.at(-1) as number
    // 0,8 % of the top stake: whole øre (the sub-øre carry is studio-jackpots' test).
    const feed = (stake * 8) / 1000
    expect(feed).toBeGreaterThan(0)
    expect((await pool(c)).amount).toBe(JACKPOT_SEED)

    // Ordinary spins feed the pool at the model's rate.
    for (let i = 0; i < 10; i++) expect((await c.post('round/spin', { stake })).statusCode).toBe(200)
    const fed = await pool(c)
    expect(fed.amount).toBe(JACKPOT_SEED + 10 * feed)
    expect(await walletPool()).toBe(10 * feed)

    // The hit: the studio's own round code and the signed wallet API, with the winning draw.
    const repo = createRepo(studioDb(tablesOf(t.db)))
    const session = await repo.db
      .selectFrom('studio_sessions')
      .selectAll()
      .where('user_id', '=', id())
      .where('game_id', '=', game.gameId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    const walletClient = injectWalletClient(t)
    const before = await cash()
    const rounds = createRounds(repo, walletClient, jackpotRng(jackpot.oddsBase, 7))
    const hit = await rounds.play(session, { call: 'spin', stake, purchase: false })
    // The hit's own stake feeds the pool first; the winner takes all of it.
    const won = JACKPOT_SEED + 11 * feed
    expect(hit).toMatchObject({ state: 'settled', jackpot_win: won })
    expect(await cash()).toBe(before - stake + hit.win + won)
    expect(hit.balance_after).toBe(before - stake + hit.win + won)

    // The pool part is paid from the jackpot account, the seed by the house; the pool starts again.
    const ops = await t.db.db
      .selectFrom('wallet_ops')
      .select(['idem_key', 'amount', 'meta'])
      .where('ref', '=', hit.id)
      .where('kind', '=', 'win')
      .orderBy('idem_key')
      .execute()
    expect(ops.map((o) => [o.idem_key, o.amount])).toEqual(
      expect.arrayContaining([
        [`win:studio:${hit.id}:jackpot`, 11 * feed],
        [`win:studio:${hit.id}:jackpot-seed`, JACKPOT_SEED],
      ]),
    )
    expect((await pool(c)).amount).toBe(JACKPOT_SEED)
    expect(await walletPool()).toBe(0)
    const row = (await repo.pools()).find((p) => p.game_id === game.gameId)
    expect(row).toMatchObject({ hits: 1, contributions: 11 * feed, wins: 11 * feed, seed: JACKPOT_SEED })

    // After the hit the pool grows from its seed again; every pool is seed + contributions − wins,
    // and what the pools hold above their seeds is what the wallet's jackpot account holds.
    const again = await client(t, game.gameId, id())
    for (let i = 0; i < 5; i++) expect((await again.post('round/spin', { stake })).statusCode).toBe(200)
    expect((await pool(again)).amount).toBe(JACKPOT_SEED + 5 * feed)
    for (const p of await repo.pools()) {
      const listed = ((await again.get('jackpots')).json().data.pools as Pool[]).find(
        (x) => x.gameId === p.game_id,
      )
      expect(listed?.amount).toBe(p.seed + p.contributions - p.wins)
      expect(listed?.amount).toBeGreaterThanOrEqual(p.seed)
    }
    expect(await walletPool()).toBe(await studioPools())
    await expectReconciled(t)
  })
})
