import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { TestClock } from '../../../../platform/clock.ts'
import { TABLE_SAYS } from '../../../player-texts.ts'
import { liveAppWithFundedPlayer, liveClient, rouletteTable, viewer } from '../../helpers/live-helper.ts'
import { expectReconciled } from '../../helpers/wallet-helper.ts'

const ON_TIME = 200
const LATE = 20

/**
 * Issue 31, item 5: a live bet is judged by when it reached the server, not by when a busy server got
 * to it. The round's row is held (a queue, as 200 bets at once make one) while the bets arrive 600 ms
 * before the close and while the test clock passes the close; every one of them is accepted, and
 * every bet arriving after the close is refused, although the round is still open for the queued ones.
 */
describe('live bets: late means late at the door', () => {
  const { t, id, base } = liveAppWithFundedPlayer(10_000_000, {
    LIVE_BETTING_MS: '180000',
    LIVE_ARRIVAL_GRACE_MS: '20000',
  })

  it(`${ON_TIME} bets that arrived 600 ms before the close but waited past it are all accepted; none that arrived after`, async () => {
    const table = rouletteTable()
    const v = viewer(base(), table.tableId)
    await v.openRound(100)
    const players: Awaited<ReturnType<typeof liveClient>>[] = []
    while (players.length < ON_TIME + LATE)
      players.push(
        ...(await Promise.all(Array.from({ length: 20 }, () => liveClient(t, table.tableId, id())))),
      )
    const open = await v.openRound(1000)
    const round = open.round as NonNullable<typeof open.round>
    const clock = t.clock as TestClock
    // The server's clock 600 ms before this round's close.
    clock.advance(round.closesAt - 600 - clock.nowMs())
    // The queue: the round's row (and on PGlite the whole database) is held while the bets arrive.
    let release = () => {}
    let held = () => {}
    const holding = new Promise<void>((r) => {
      held = r
    })
    const lock = t.db.db.transaction().execute(async (trx) => {
      await sql`select id from studio_live_rounds where id = ${round.id} for update`.execute(trx)
      held()
      await new Promise<void>((r) => {
        release = r
      })
    })
    await holding
    const bet = (p: (typeof players)[number], i: number) =>
      p.bet(round.id, [{ spot: i % 2 ? 'red' : 'black', amount: table.limits.min }])
    const arrivedBefore = clock.nowMs()
    const onTime = players.slice(0, ON_TIME).map(bet)
    // They wait in the queue while the close passes by the server's clock.
    await new Promise((r) => setTimeout(r, 1000))
    expect(clock.nowMs()).toBeGreaterThan(round.closesAt)
    const late = players.slice(ON_TIME).map(bet)
    await new Promise((r) => setTimeout(r, 300))
    release()
    await lock
    const onTimeAnswers = await Promise.all(onTime)
    const lateAnswers = await Promise.all(late)
    expect(arrivedBefore).toBeLessThan(round.closesAt - 500)
    const refusedOnTime = onTimeAnswers.filter((r) => r.statusCode !== 200)
    expect(refusedOnTime.map((r) => r.body).slice(0, 3)).toEqual([])
    for (const r of lateAnswers) {
      expect(r.statusCode).toBe(409)
      expect(r.json().errorMessage).toBe(TABLE_SAYS.betsClosed)
    }
    // The stored bets: exactly the on-time ones, each placed (arrived) before the close.
    const rows = (await t.db.db
      .selectFrom('studio_live_bets' as never)
      .selectAll()
      .where('round_id' as never, '=', round.id as never)
      .execute()) as unknown as { placed_at: Date; state: string }[]
    const debited = rows.filter((b) => b.state === 'debited')
    expect(debited.length).toBe(ON_TIME)
    for (const b of debited) expect(b.placed_at.getTime()).toBeLessThan(round.closesAt)
    // The close comes after the grace; the round settles every accepted bet.
    clock.advance(20_000)
    await v.roundIn(round.id, 'settled')
    await expectReconciled(t)
    await v.close()
  }, 180_000)
})
