import { describe, expect, it } from 'vitest'
import { TABLE_SAYS } from '../../../player-texts.ts'
import { liveAppWithFundedPlayer, liveClient, rouletteTable, viewer } from '../../helpers/live-helper.ts'
import { expectReconciled } from '../../helpers/wallet-helper.ts'

const BETS = 200

describe('live bets around the close', () => {
  // A longer betting window so the 200 sessions are ready before the close.
  const { t, id, base } = liveAppWithFundedPlayer(10_000_000, { LIVE_BETTING_MS: '4000' })

  it(`${BETS} parallel bets just before and after the close: none is accepted after it, each late one gets the Danish 409`, async () => {
    const table = rouletteTable()
    const v = viewer(base(), table.tableId)
    await v.openRound(100)
    // One session per bet: each carries its own sequence number 1, so they can run in parallel.
    const players: Awaited<ReturnType<typeof liveClient>>[] = []
    const started = Date.now()
    while (players.length < BETS)
      players.push(
        ...(await Promise.all(Array.from({ length: 20 }, () => liveClient(t, table.tableId, id())))),
      )
    expect(Date.now() - started).toBeLessThan(60_000)
    const open = await v.openRound(1800)
    const round = open.round as NonNullable<typeof open.round>
    // The test clock is the system clock (no offset), so "now" here and on the server agree.
    expect(Math.abs(t.clock.nowMs() - Date.now())).toBeLessThan(5)
    // Sent over the last second before the close and 300 ms after it (on a loaded machine a bet sent
    // just before the close may reach the round's lock after it, and is then refused as it should be).
    const from = round.closesAt - 1000
    const results = await Promise.all(
      players.map(
        (p, i) =>
          new Promise<{ sentAt: number; status: number; body: { errorMessage?: string; data?: unknown } }>(
            (resolve) => {
              setTimeout(
                async () => {
                  const sentAt = Date.now()
                  const res = await p.bet(round.id, [
                    { spot: i % 2 ? 'red' : 'black', amount: table.limits.min },
                  ])
                  resolve({ sentAt, status: res.statusCode, body: res.json() })
                },
                Math.max(0, from + (i * 1300) / BETS - Date.now()),
              )
            },
          ),
      ),
    )
    const accepted = results.filter((r) => r.status === 200)
    const late = results.filter((r) => r.status !== 200)
    const summary = JSON.stringify(
      results.map((r) => [r.sentAt - round.closesAt, r.status, r.body.errorMessage]).slice(0, 8),
    )
    expect(accepted.length, summary).toBeGreaterThan(0)
    expect(late.length).toBeGreaterThan(0)
    for (const r of late) {
      expect(r.status).toBe(409)
      expect(r.body.errorMessage).toBe(TABLE_SAYS.betsClosed)
      // The late bet took its session's number 1: the table's client stays in step for its next bet.
      expect(r.body.data).toMatchObject({ seq: 1 })
    }
    // Every bet sent at or after the close was refused, whatever happened before it arrived.
    for (const r of results) if (r.sentAt >= round.closesAt) expect(r.status).toBe(409)
    // The stored bets: each accepted one was decided before the close by the server's clock.
    const rows = await t.db.db
      .selectFrom('studio_live_bets' as never)
      .selectAll()
      .where('round_id' as never, '=', round.id as never)
      .execute()
    const bets = rows as unknown as { placed_at: Date; state: string; amount: number }[]
    expect(bets.filter((b) => b.state === 'debited').length).toBe(accepted.length)
    for (const b of bets) expect(b.placed_at.getTime()).toBeLessThan(round.closesAt)
    // The wallet took exactly the accepted stakes for the round, no more.
    const ops = await t.db.db
      .selectFrom('wallet_ops')
      .select(['amount'])
      .where('ref', '=', round.id)
      .where('kind', '=', 'bet')
      .execute()
    expect(ops.reduce((a, o) => a + Number(o.amount), 0)).toBe(accepted.length * table.limits.min)
    await v.roundIn(round.id, 'settled')
    await expectReconciled(t)
    await v.close()
  }, 120_000)
})
