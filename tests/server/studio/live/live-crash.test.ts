import { describe, expect, it } from 'vitest'
import { checkLiveProof } from '../../../../studio/engine/live/commitment.ts'
import { liveGame } from '../../../../studio/engine/live/tables.ts'
import { rouletteReturn, rouletteTable } from '../../helpers/live-helper.ts'
import { livePlayer, startLive, viewer } from '../../helpers/live-process-helper.ts'
import { expectReconciledAt, fundedPlayer, processSuite } from '../../helpers/process-helper.ts'
import { until } from '../../helpers/until.ts'

const base = process.env.DATABASE_URL

/**
 * A live round with a sure win (a chip on every number) is stopped where a crash hurts most: its
 * result is set and the runner is paying, held on the wallet's operations table by a lock the test
 * takes; then the real server is killed with SIGKILL and started again on the same PostgreSQL. The
 * new process takes the table's lease once it runs out and settles the round from its stored outcome:
 * every stake booked once, the win paid once, the ledger reconciled.
 */
describe.skipIf(!base)('a live round killed mid-settlement (PostgreSQL, SIGKILL)', () => {
  const suite = processSuite(base ?? '')

  /** A server on a fresh database, a funded player at a roulette table and a round open for bets. */
  async function seatedAtOpenRound() {
    const db = await suite.database()
    const casino = await suite.casino(startLive(db.url))
    const table = rouletteTable()
    const { cookie, id } = await fundedPlayer(casino.url, 1000)
    const p = await livePlayer(casino.url, cookie, id, table.tableId)
    const v = viewer(casino.url, table.tableId, p.eventsKey)
    suite.later(() => v.close())
    const open = await v.openRound(1200)
    const round = open.round as NonNullable<typeof open.round>
    return { db, casino, table, id, p, round, unit: table.limits.min }
  }

  it('is settled exactly once by the next process', async () => {
    const { db, table, id, p, round, unit, ...started } = await seatedAtOpenRound()
    let casino = started.casino
    const bets = Array.from({ length: 37 }, (_, n) => ({ spot: `straight:${n}`, amount: unit }))
    const placed = await p.bet(round.id, bets)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const stake = 37 * unit

    const check = await suite.sql(db.url)
    const hold = await suite.sql(db.url)
    const phase = async () =>
      (await check.query('select phase from studio_live_rounds where id = $1', [round.id])).rows[0]?.phase
    await until('the round closed', async () => ((await phase()) === 'closed' ? true : undefined))
    await hold.query('begin')
    await hold.query('lock table wallet_ops in exclusive mode')
    await until('the result set (the runner now paying)', async () =>
      (await phase()) === 'result' ? true : undefined,
    )
    await new Promise((r) => setTimeout(r, 200))
    await casino.kill('SIGKILL')
    await hold.query('rollback')
    expect(await phase()).toBe('result')

    const killedAt = Date.now()
    casino = await suite.casino(startLive(db.url))
    await until(
      'the round settled by the new process',
      async () => ((await phase()) === 'settled' ? true : undefined),
      60_000,
    )
    expect(Date.now() - killedAt).toBeLessThan(120_000)

    const ops = await check.query<{ kind: string; amount: string; n: string }>(
      `select kind, sum(amount) as amount, count(*) as n from wallet_ops where ref = $1 and user_id = $2 group by kind`,
      [round.id, id],
    )
    const by = Object.fromEntries(ops.rows.map((r) => [r.kind, { amount: Number(r.amount), n: Number(r.n) }]))
    expect(by.bet).toEqual({ amount: stake, n: 1 })
    // One straight-up wins 35 to 1 with its stake back: once.
    expect(by.win).toEqual({ amount: 36 * unit, n: 1 })
    expect(by.rollback).toBeUndefined()
    const seat = await check.query('select state, payout, stake from studio_live_seats where round_id = $1', [
      round.id,
    ])
    expect(seat.rows).toEqual([{ state: 'settled', payout: 36 * unit, stake }])
    await expectReconciledAt(db.url)
  }, 240_000)

  it('killed while bets are taken: the next process draws the outcome from the sealed seed, and the proof checks', async () => {
    const { db, table, id, p, round, unit, ...started } = await seatedAtOpenRound()
    let casino = started.casino
    const placed = await p.bet(round.id, [{ spot: 'red', amount: unit }])
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const check = await suite.sql(db.url)
    const row = async () =>
      (
        await check.query('select phase, outcome, salt, sealed from studio_live_rounds where id = $1', [
          round.id,
        ])
      ).rows[0] as { phase: string; outcome: string | null; salt: string | null; sealed: string | null }
    // Killed in the betting window: the database holds the sealed seed only.
    await casino.kill('SIGKILL')
    expect(await row()).toMatchObject({ phase: 'open', outcome: null, salt: null })
    expect((await row()).sealed).toMatch(/^v1\./)

    casino = await suite.casino(startLive(db.url))
    const after = viewer(casino.url, table.tableId)
    suite.later(() => after.close())
    const settled = await until(
      'the round settled by the new process',
      async () => ((await row()).phase === 'settled' ? await row() : undefined),
      60_000,
    )
    if (!settled.outcome || !settled.salt) throw new Error('no published outcome')
    expect(settled.sealed).toBeNull()
    expect(
      checkLiveProof(liveGame('roulette'), round.id, round.commitment, {
        outcome: settled.outcome,
        salt: settled.salt,
      }).ok,
    ).toBe(true)
    const pocket = (JSON.parse(settled.outcome) as { pocket: number }).pocket
    const ops = await check.query<{ kind: string; amount: string }>(
      `select kind, sum(amount) as amount from wallet_ops where ref = $1 and user_id = $2 group by kind`,
      [round.id, id],
    )
    const by = Object.fromEntries(ops.rows.map((r) => [r.kind, Number(r.amount)]))
    expect(by.bet).toBe(unit)
    expect(by.win ?? 0).toBe(rouletteReturn('red', unit, pocket))
    await expectReconciledAt(db.url)
  }, 240_000)
})
