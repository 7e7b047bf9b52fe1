import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb } from '../../../server/db/index.ts'
import { reconcile } from '../../../server/wallet/reconcile.ts'
import {
  type Casino,
  cardAuthorized,
  depositor,
  expectReconciledAt,
  freshDatabase,
  openOrder,
  signedPost,
  startCasino,
} from '../helpers/process-helper.ts'

const base = process.env.DATABASE_URL

/**
 * ARCHITECTURE.md, Scaling out: the ledger's invariants hold under concurrent writers from different
 * processes (row locks, not JavaScript locks). Two real server processes share one PostgreSQL database.
 */
describe.skipIf(!base)('two server processes on one PostgreSQL database', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>
  let a: Casino
  let b: Casino
  beforeAll(async () => {
    db = await freshDatabase(base ?? '')
    a = await startCasino({ DATABASE_URL: db.url })
    b = await startCasino({ DATABASE_URL: db.url })
  }, 180_000)
  afterAll(async () => {
    await a?.kill('SIGTERM')
    await b?.kill('SIGTERM')
    await db?.drop()
  })

  it('50 parallel debits, split over both processes, against a balance that covers 10: exactly 10 succeed', async () => {
    const { cookie, id } = await depositor(a.url, 'nolimit1', 'Nolimit12')
    const order = await openOrder(a.url, cookie, id, 100)
    const credit = await signedPost(b.url, '/dibs/callback', cardAuthorized(order, 'p-1', 100), 'psp')
    expect(((await credit.json()) as { data: unknown }).data).toEqual({ accepted: true, reason: null })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        signedPost(
          i % 2 ? a.url : b.url,
          '/wallet-api/bet',
          { userId: id, roundId: `r${i}`, transactionId: `two-${i}`, gameId: 'g', amount: 1000 },
          'studio',
        ),
      ),
    )
    const codes = answers.map((r) => r.status)
    expect(codes.filter((c) => c === 200)).toHaveLength(10)
    expect(codes.filter((c) => c === 402)).toHaveLength(40)
    await expectReconciledAt(db.url)
  }, 60_000)

  it('one callback delivered to both processes at once credits once', async () => {
    const { cookie, id } = await depositor(b.url, 'mindep01', 'Mindep12')
    const order = await openOrder(b.url, cookie, id, 75)
    const body = cardAuthorized(order, 'p-2', 75)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signedPost(i % 2 ? a.url : b.url, '/dibs/callback', body, 'psp')),
    )
    for (const r of answers) expect(r.status).toBe(200)
    const handle = await openDb({ databaseUrl: db.url })
    try {
      const ops = await handle.db
        .selectFrom('wallet_ops')
        .select('amount')
        .where('idem_key', '=', `deposit:${order}`)
        .execute()
      expect(ops).toEqual([{ amount: 7500 }])
      expect((await reconcile(handle.db)).ok).toBe(true)
    } finally {
      await handle.close()
    }
  }, 60_000)
})
