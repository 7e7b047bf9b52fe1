import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { jackpotGames, studioGames } from '../../../studio/server/games.ts'
import {
  expectReconciledAt,
  fundedPlayer,
  loginCookie,
  processSuite,
  startCasino,
  studioMoneySession,
} from '../helpers/process-helper.ts'
import { until } from '../helpers/until.ts'

const base = process.env.DATABASE_URL
const DEPOSIT_KR = 500

type RoundRow = { id: string; state: string; stake: number; win: number; jackpot_win: number }

/**
 * GLI-19 §4.16 with a real crash: the real server (server/main.ts) in a child process, killed with
 * SIGKILL while two money rounds are between stake and result, then started again on the same
 * PostgreSQL database. The rounds are stopped where a crash hurts most, with database locks the test
 * holds (no hook in the server): round A after its wallet bet is booked but before its outcome is
 * stored (held on its jackpot pool row); round B after its outcome is stored, while its win is being
 * written to the wallet (held on the wallet's operations table). After the restart the studio's
 * start-up sweep voids A (the stake comes back) and completes B (the stored win is paid), each exactly
 * once, the ledger reconciles, and the player is told at the next launch.
 */
describe.skipIf(!base)('a money round killed between stake and result (PostgreSQL, SIGKILL)', () => {
  const suite = processSuite(base ?? '')
  const startOn = (url: string) => suite.casino(startCasino({ DATABASE_URL: url, JOBS: '0' }))

  it('is voided or completed exactly once after the restart, and the ledger reconciles', async () => {
    const db = await suite.database()
    const sql = () => suite.sql(db.url)
    let casino = await startOn(db.url)

    const [gameA, gameB] = jackpotGames().filter((g) => g.platform === 'all' && g.minStake >= 100)
    if (!gameA || !gameB) throw new Error('two jackpot slots needed')
    const { cookie, id } = await fundedPlayer(casino.url, DEPOSIT_KR)

    /** A money launch as the casino makes it, and the frame's session: answers a spin call. */
    const play = async (url: string, sessionCookie: string, gameId: string) => {
      const { session: s, headers: game } = await studioMoneySession(url, sessionCookie, id, gameId, '/spil')
      const session = s as unknown as { data: { resolved: { resolution: string; message: string }[] } }
      let seq = 0
      return {
        session: session.data,
        spin: (stake: number) =>
          fetch(`${url}/studio/api/round/spin`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...game },
            body: JSON.stringify({ seq: ++seq, stake }),
          }).catch(() => undefined),
      }
    }
    const stakeOf = (g: typeof gameA) => g.minStake * 10
    const a = await play(casino.url, cookie, gameA.gameId)
    const b = await play(casino.url, cookie, gameB.gameId)

    const holdA = await sql()
    const holdB = await sql()
    const holdWallet = await sql()
    const check = await sql()
    const roundOf = async (gameId: string, states: string[]) =>
      (
        await check.query<RoundRow>(
          `select id, state, stake, win, jackpot_win from studio_rounds
           where user_id = $1 and game_id = $2 and state = any($3) order by created_at desc limit 1`,
          [id, gameId, states],
        )
      ).rows[0]
    const betBooked = async (r: RoundRow | undefined) =>
      r &&
      (await check.query('select 1 from wallet_ops where idem_key = $1', [`bet:studio:${r.id}:bet:0`]))
        .rowCount
        ? r
        : undefined
    const holdPool = (c: pg.Client, gameId: string) =>
      c
        .query('begin')
        .then(() => c.query('select * from studio_jackpots where game_id = $1 for update', [gameId]))

    // A: staked, its bet booked, its draw waiting for the pool row the test holds.
    await holdPool(holdA, gameA.gameId)
    void a.spin(stakeOf(gameA))
    const roundA = await until('round A staked with its bet booked', async () =>
      betBooked(await roundOf(gameA.gameId, ['staked'])),
    )

    // B: drawn with a win, its win waiting for the wallet's operations table. A spin without a win
    // settles at once (nothing to write), so B spins until one wins, each spin at least 3 s after the
    // one before (SPEC: a money slot round lasts at least 3 seconds; a quicker one is refused).
    let roundB: RoundRow | undefined
    let lastSpin = 0
    for (let attempt = 0; attempt < 30 && !roundB; attempt++) {
      await new Promise((r) => setTimeout(r, Math.max(0, lastSpin + 3_200 - Date.now())))
      await holdPool(holdB, gameB.gameId)
      lastSpin = Date.now()
      const answer = b.spin(stakeOf(gameB))
      const staked = await until('round B staked with its bet booked', async () =>
        betBooked(await roundOf(gameB.gameId, ['staked'])),
      )
      await holdWallet.query('begin')
      await holdWallet.query('lock table wallet_ops in exclusive mode')
      await holdB.query('commit')
      const next = await until('round B drawn or settled', async () => {
        const r = (await check.query<RoundRow>('select * from studio_rounds where id = $1', [staked.id]))
          .rows[0]
        return r && r.state !== 'staked' ? r : undefined
      })
      if (next.state === 'drawn' && next.win > 0) roundB = next
      else {
        await holdWallet.query('commit')
        await answer
      }
    }
    if (!roundB) throw new Error('no winning spin in 30')

    await casino.kill('SIGKILL')
    // The killed process's transactions end with it; the locks the test held go too.
    await holdA.query('rollback')
    await holdWallet.query('rollback')
    expect((await roundOf(gameA.gameId, ['staked']))?.id).toBe(roundA.id)
    expect(
      (await check.query('select state from studio_rounds where id = $1', [roundB.id])).rows[0].state,
    ).toBe('drawn')

    casino = await startOn(db.url)
    const finished = await until('both rounds finished by the start-up sweep', async () => {
      const r = await check.query<{ id: string; state: string }>(
        'select id, state from studio_rounds where id = any($1)',
        [[roundA.id, roundB?.id]],
      )
      return r.rows.every((x) => x.state === 'voided' || x.state === 'settled') ? r.rows : undefined
    })
    expect(Object.fromEntries(finished.map((r) => [r.id, r.state]))).toEqual({
      [roundA.id]: 'voided',
      [roundB.id]: 'settled',
    })

    const ops = async (key: string) =>
      (await check.query<{ amount: number }>('select amount from wallet_ops where idem_key = $1', [key])).rows
    expect(await ops(`bet:studio:${roundA.id}:bet:0`)).toEqual([{ amount: roundA.stake }])
    expect(await ops(`rollback:studio:${roundA.id}:bet:0`)).toHaveLength(1)
    expect(await ops(`bet:studio:${roundB.id}:bet:0`)).toEqual([{ amount: roundB.stake }])
    expect(await ops(`win:studio:${roundB.id}:win`)).toEqual([{ amount: roundB.win }])

    // The player's money is the deposit and the settled rounds, nothing twice, nothing missing.
    const settled = await check.query<{ net: string }>(
      `select coalesce(sum(win + jackpot_win - stake), 0) as net from studio_rounds
       where user_id = $1 and state = 'settled'`,
      [id],
    )
    const money = await check.query<{ total: string }>(
      `select sum(balance) as total from wallet_accounts where user_id = $1 and kind in ('cash', 'bonus')`,
      [id],
    )
    expect(Number(money.rows[0]?.total)).toBe(DEPOSIT_KR * 100 + Number(settled.rows[0]?.net))
    // The pools hold what the wallet's jackpot account (all its shards) holds: A's contribution went
    // back with its bet.
    const pools = await check.query<{ above: string }>(
      'select coalesce(sum(contributions - wins), 0) as above from studio_jackpots',
    )
    const jackpot = await check.query<{ balance: string }>(
      `select coalesce(sum(balance), 0) as balance from wallet_accounts where kind = 'jackpot_pool'`,
    )
    expect(Number(jackpot.rows[0]?.balance)).toBe(Number(pools.rows[0]?.above))

    // At the next launch the player is told what became of each round.
    const again = await loginCookie(casino.url, 'nolimit1', 'Nolimit12')
    expect((await play(casino.url, again.cookie, gameA.gameId)).session.resolved).toMatchObject([
      { resolution: 'voided' },
    ])
    expect((await play(casino.url, again.cookie, gameB.gameId)).session.resolved).toMatchObject([
      { resolution: 'completed' },
    ])
    await casino.kill('SIGTERM')

    await expectReconciledAt(db.url)
  }, 300_000)

  it('a plain slot round killed while its one wallet call waits is booked exactly once after the restart (issue 29.7)', async () => {
    const db = await suite.database()
    const sql = () => suite.sql(db.url)
    let casino = await startOn(db.url)
    const game = [...studioGames().values()].find(
      (g) => g.kind === 'slot' && g.platform === 'all' && g.math.kind === 'slot' && !g.math.jackpot,
    )
    if (!game) throw new Error('a plain slot needed')
    const { cookie, id } = await fundedPlayer(casino.url, DEPOSIT_KR)
    const { headers } = await studioMoneySession(casino.url, cookie, id, game.gameId, '/spil')
    const holdWallet = await sql()
    const check = await sql()

    // The round's row is stored with its outcome; its wallet call waits for the ledger the test holds.
    await holdWallet.query('begin')
    await holdWallet.query('lock table wallet_ops in exclusive mode')
    void fetch(`${casino.url}/studio/api/round/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ seq: 1, stake: game.minStake }),
    }).catch(() => undefined)
    const round = await until('the round drawn, its call waiting', async () => {
      const r = await check.query<RoundRow>(
        `select id, state, stake, win, jackpot_win from studio_rounds where user_id = $1 and game_id = $2`,
        [id, game.gameId],
      )
      return r.rows[0]?.state === 'drawn' ? r.rows[0] : undefined
    })
    // The call reaches the ledger and waits there; the process dies. Its waiting statement would still
    // commit once the lock goes (PostgreSQL learns of a lost client only when it answers), so it is
    // ended as a dead server's connection is: the wallet never booked the call.
    await until('the call waiting on the ledger', async () => {
      const r = await check.query(
        `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )
      return r.rowCount ? true : undefined
    })
    await casino.kill('SIGKILL')
    await check.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    )
    await holdWallet.query('rollback')
    const opsOf = async () =>
      (
        await check.query<{ kind: string; amount: string }>(
          'select kind, amount from wallet_ops where ref = $1 order by id',
          [round.id],
        )
      ).rows.map((o) => [o.kind, Number(o.amount)])
    expect(await opsOf()).toEqual([])

    casino = await startOn(db.url)
    const done = await until('the round finished by the start-up sweep', async () => {
      const r = await check.query<RoundRow>('select * from studio_rounds where id = $1', [round.id])
      return r.rows[0]?.state === 'settled' || r.rows[0]?.state === 'voided' ? r.rows[0] : undefined
    })
    expect(done.state).toBe('settled')
    expect(await opsOf()).toEqual(
      Number(done.win) > 0
        ? [
            ['bet', Number(done.stake)],
            ['win', Number(done.win)],
          ]
        : [['bet', Number(done.stake)]],
    )
    const money = await check.query<{ total: string }>(
      `select sum(balance) as total from wallet_accounts where user_id = $1 and kind in ('cash', 'bonus')`,
      [id],
    )
    expect(Number(money.rows[0]?.total)).toBe(DEPOSIT_KR * 100 - Number(done.stake) + Number(done.win))
    await casino.kill('SIGTERM')
    await expectReconciledAt(db.url)
  }, 300_000)
})
