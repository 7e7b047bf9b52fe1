import { describe, expect, it } from 'vitest'
import { LIVE_TEST_ENV, rouletteTable } from '../../helpers/live-helper.ts'
import { startLive, viewer } from '../../helpers/live-process-helper.ts'
import { processSuite } from '../../helpers/process-helper.ts'
import { until } from '../../helpers/until.ts'

const base = process.env.DATABASE_URL
const LEASE_MS = Number(LIVE_TEST_ENV.LIVE_LEASE_MS)

/**
 * Two real server processes on one PostgreSQL database: one runs the table (the lease), both relay
 * its rounds to their own SSE viewers (NOTIFY). Killing the runner with SIGKILL hands the table to
 * the other process once the lease runs out.
 */
describe.skipIf(!base)('two server processes on one PostgreSQL (lease, NOTIFY, SIGKILL)', () => {
  const suite = processSuite(base ?? '')

  it('viewers on each see the same rounds; killing the runner hands the table over within the lease time', async () => {
    const db = await suite.database()
    const a = await suite.casino(startLive(db.url))
    const b = await suite.casino(startLive(db.url))
    const table = rouletteTable()
    const va = viewer(a.url, table.tableId)
    const vb = viewer(b.url, table.tableId)
    suite.later(
      () => va.close(),
      () => vb.close(),
    )
    const settledIds = (v: typeof va) =>
      new Set(v.states().flatMap((s) => (s.round?.phase === 'settled' ? [s.round.id] : [])))
    // Both have seen at least two whole rounds.
    await until('two settled rounds on both', async () =>
      settledIds(va).size >= 2 && settledIds(vb).size >= 2 ? true : undefined,
    )
    const rounds = (v: typeof va) => {
      const m = new Map<string, string>()
      for (const s of v.states()) if (s.round) m.set(s.round.id, `${s.round.no}:${s.round.commitment}`)
      return m
    }
    const ra = rounds(va)
    const rb = rounds(vb)
    const common = [...ra.keys()].filter((k) => rb.has(k))
    expect(common.length).toBeGreaterThanOrEqual(2)
    for (const k of common) expect(rb.get(k)).toBe(ra.get(k))

    const check = await suite.sql(db.url)
    const owner = async () =>
      (await check.query('select owner from studio_live_tables where table_id = $1', [table.tableId])).rows[0]
        ?.owner as string | null
    const runnerPid = Number((await owner())?.split(':')[0])
    const [runner, other, otherViewer] = a.child.pid === runnerPid ? [a, b, vb] : [b, a, va]
    expect([a.child.pid, b.child.pid]).toContain(runnerPid)
    await runner.kill('SIGKILL')
    const killedAt = Date.now()
    const seenBefore = otherViewer.states().length
    const newOwner = await until(
      'the other process holding the lease',
      async () => {
        const o = await owner()
        return o && Number(o.split(':')[0]) === other.child.pid ? o : undefined
      },
      LEASE_MS * 5,
    )
    const handover = Date.now() - killedAt
    expect(newOwner.startsWith(`${other.child.pid}:`)).toBe(true)
    // The lease runs out, and the next tick of the other runner takes it (a tick and a query's slack).
    expect(handover).toBeLessThanOrEqual(LEASE_MS + 1000)
    // Its viewer keeps getting rounds, now run by its own process.
    await otherViewer.until(
      () =>
        otherViewer
          .states()
          .slice(seenBefore)
          .find((s) => s.round?.phase === 'settled'),
      20_000,
      'a round settled after the handover',
    )
  }, 240_000)
})
