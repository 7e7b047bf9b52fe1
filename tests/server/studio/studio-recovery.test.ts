import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { tablesOf } from '../../../platform/db/handle.ts'
import { seededRng } from '../../../studio/engine/rng.ts'
import { start } from '../../../studio/server/play.ts'
import { createRepo, studioDb } from '../../../studio/server/repo.ts'
import { appWithFundedPlayer } from '../helpers/funded-player-app.ts'
import { client, gameOf } from '../helpers/studio-helper.ts'
import { cashOf, wallet } from '../helpers/wallet-helper.ts'

describe('interrupted rounds (GLI-19 §4.16), the crash simulated as the row it leaves', () => {
  const { t, id } = appWithFundedPlayer(1_000_000)

  /** A money session at a slot as the casino opens it, and the studio's repo to leave rows in it. */
  async function openSlotSession() {
    const slot = gameOf('slot')
    const first = await client(t, slot.gameId, id())
    const repo = createRepo(studioDb(tablesOf(t.db)))
    const session = await repo.db
      .selectFrom('studio_sessions')
      .select('id')
      .where('user_id', '=', id())
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    return { slot, first, repo, session }
  }

  type Row = Parameters<ReturnType<typeof createRepo>['insertRound']>[0]

  /** A plain slot money round of the player left in the session's store; `rest` is what its state adds. */
  const insertSlotRound = (
    { slot, repo, session }: Awaited<ReturnType<typeof openSlotSession>>,
    roundId: string,
    stake: number,
    rest: Pick<Row, 'state' | 'bets'> & Partial<Row>,
  ) =>
    repo.insertRound({
      id: roundId,
      session_id: session.id,
      player_key: `m:${id()}`,
      user_id: id(),
      game_id: slot.gameId,
      mode: 'money',
      kind: 'slot',
      stake,
      jackpot_contribution: 0,
      request: { call: 'spin', stake, purchase: false },
      ...rest,
    })

  /** The state a process killed after the wallet bet leaves: the row, and the bet booked. */
  async function leftBehind(state: 'staked' | 'drawn', seed: number) {
    const opened = await openSlotSession()
    const { slot, first } = opened
    const stake = first.session.game.stakes[0] as number
    const played = start(slot, { call: 'spin', stake, purchase: false }, seededRng(seed))
    const roundId = randomUUID()
    const before = await cashOf(t, id())
    await insertSlotRound(opened, roundId, stake, {
      state,
      bets: [{ tx: `${roundId}:bet:0`, amount: stake }],
      ...(state === 'drawn' ? { outcome: played.stored, win: played.total, balance_before: before } : {}),
    })
    const bet = await wallet(t, 'bet', {
      userId: id(),
      roundId,
      transactionId: `${roundId}:bet:0`,
      gameId: slot.gameId,
      amount: stake,
    })
    expect(bet.statusCode).toBe(200)
    return { slot, stake, before, win: played.total, roundId }
  }

  /**
   * What a process killed around a plain slot round's one wallet call leaves (issue 29.7): the row
   * drawn with its outcome, and the call (stake and win together) booked (`after`) or not (`before`).
   */
  async function leftAroundOneCall(
    when: 'before' | 'after',
    seed: number,
    stakeOf?: (cash: number) => number,
  ) {
    const opened = await openSlotSession()
    const { slot, first } = opened
    const before = await cashOf(t, id())
    const stake = stakeOf ? stakeOf(before) : (first.session.game.stakes[0] as number)
    const played = start(
      slot,
      { call: 'spin', stake: first.session.game.stakes[0], purchase: false },
      seededRng(seed),
    )
    const roundId = randomUUID()
    await insertSlotRound(opened, roundId, stake, {
      state: 'drawn',
      bets: [{ tx: `${roundId}:bet-win`, amount: stake }],
      outcome: played.stored,
      win: played.total,
    })
    if (when === 'after') {
      const call = await wallet(t, 'bet-win', {
        userId: id(),
        roundId,
        transactionId: `${roundId}:bet-win`,
        gameId: slot.gameId,
        amount: stake,
        win: played.total,
      })
      expect(call.statusCode, call.body).toBe(200)
    }
    return { slot, stake, before, win: played.total, roundId }
  }
  const ledgerOf = async (roundId: string) =>
    (
      await t.db.db
        .selectFrom('wallet_ops')
        .select(['kind', 'amount'])
        .where('ref', '=', roundId)
        .orderBy('id')
        .execute()
    ).map((o) => [o.kind, Number(o.amount)])

  it('a plain slot round killed before or after its one wallet call is completed exactly once at the next launch', async () => {
    for (const when of ['before', 'after'] as const) {
      for (let seed = 1; ; seed++) {
        const left = await leftAroundOneCall(when, seed)
        const paid = left.before - left.stake + left.win
        expect(await cashOf(t, id())).toBe(when === 'after' ? paid : left.before)
        const next = await client(t, left.slot.gameId, id())
        expect(next.session.resolved[0]).toMatchObject({
          resolution: 'completed',
          round: { roundId: left.roundId, state: 'settled', stake: left.stake, win: left.win },
        })
        expect(await cashOf(t, id())).toBe(paid)
        await client(t, left.slot.gameId, id())
        expect(await cashOf(t, id())).toBe(paid)
        // Booked once: the round's bet and its win (when it won), nothing twice.
        expect(await ledgerOf(left.roundId)).toEqual(
          left.win > 0
            ? [
                ['bet', left.stake],
                ['win', left.win],
              ]
            : [['bet', left.stake]],
        )
        if (left.win > 0) break
        if (seed > 40) expect.fail('no winning spin in 40 seeds')
      }
    }
  })

  it('a plain slot round the wallet refuses at recovery is voided: nothing moves and the player is told', async () => {
    const left = await leftAroundOneCall('before', 5, (cash) => cash + 1)
    const next = await client(t, left.slot.gameId, id())
    expect(next.session.resolved).toMatchObject([
      { resolution: 'voided', round: { roundId: left.roundId, state: 'voided', stake: left.stake } },
    ])
    expect(await cashOf(t, id())).toBe(left.before)
    expect(await ledgerOf(left.roundId)).toEqual([['bet_refused', 0]])
    const again = await client(t, left.slot.gameId, id())
    expect(again.session.resolved).toHaveLength(0)
    expect(await cashOf(t, id())).toBe(left.before)
  })

  it('a round left staked is voided once at the next launch: the stake comes back and the player is told', async () => {
    const { slot, stake, before } = await leftBehind('staked', 1)
    expect(await cashOf(t, id())).toBe(before - stake)
    const next = await client(t, slot.gameId, id())
    expect(await cashOf(t, id())).toBe(before)
    expect(next.session.resolved).toHaveLength(1)
    expect(next.session.resolved[0]).toMatchObject({
      resolution: 'voided',
      round: { state: 'voided', stake },
    })
    expect(next.session.resolved[0].message).toContain('annulleret')
    const again = await client(t, slot.gameId, id())
    expect(again.session.resolved).toHaveLength(0)
    expect(await cashOf(t, id())).toBe(before)
  })

  it('a round left drawn is completed once at the next launch: the stored outcome is paid', async () => {
    let seed = 1
    for (;;) {
      const left = await leftBehind('drawn', seed++)
      const next = await client(t, left.slot.gameId, id())
      expect(next.session.resolved[0]).toMatchObject({
        resolution: 'completed',
        round: { roundId: left.roundId, state: 'settled', win: left.win },
      })
      expect(await cashOf(t, id())).toBe(left.before - left.stake + left.win)
      await client(t, left.slot.gameId, id())
      expect(await cashOf(t, id())).toBe(left.before - left.stake + left.win)
      if (left.win > 0) return
      if (seed > 40) expect.fail('no winning spin in 40 seeds')
    }
  })

  it('the start-up sweep finishes rounds left by an earlier process, exactly once', async () => {
    const { stake, before } = await leftBehind('staked', 3)
    expect(await cashOf(t, id())).toBe(before - stake)
    const { buildApp } = await import('../../../server/app.ts')
    const { loadConfig } = await import('../../../server/config.ts')
    const restarted = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent', JOBS: '0' }),
      db: t.db,
      clock: t.clock,
    })
    await restarted.ready()
    for (let i = 0; i < 100 && (await cashOf(t, id())) !== before; i++)
      await new Promise((r) => setTimeout(r, 50))
    await restarted.close()
    expect(await cashOf(t, id())).toBe(before)
    const next = await client(t, gameOf('slot').gameId, id())
    expect(next.session.resolved).toMatchObject([{ resolution: 'voided' }])
  })
})
