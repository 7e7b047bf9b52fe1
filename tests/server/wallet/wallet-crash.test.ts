import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from '../../../server/db/index.ts'
import { reconcile } from '../../../server/wallet/reconcile.ts'
import {
  type Casino,
  cardAuthorized,
  depositor,
  freshDatabase,
  openOrder,
  signedPost,
  startCasino,
} from '../helpers/process-helper.ts'

const OPS = 200
const DEPOSIT_KR = 60
const BET_ORE = 1000
/** Wins ride along: they take the one-statement path (ledger.post), the others the general one. */
const WINS = 50
const WIN_ORE = 300

type Sent = { kind: 'deposit' | 'bet' | 'win'; key: string; body: object; acked: boolean }

/**
 * The real server is killed with SIGKILL while 200 deposits (callbacks) and debits (bets), and 50 wins,
 * are in flight,
 * then restarted on the same database: the ledger reconciles, every acknowledged operation is there,
 * and sending every operation again (as the payment service's outbox and a provider would) books each
 * exactly once. On PostgreSQL when DATABASE_URL is set, else on PGlite in a data folder.
 */
describe('SIGKILL while money moves', () => {
  const cleanup: (() => Promise<void> | void)[] = []
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c()
  })

  it('loses no acknowledged operation and invents nothing', async () => {
    let env: Record<string, string>
    let open: () => ReturnType<typeof openDb>
    if (process.env.DATABASE_URL) {
      const db = await freshDatabase(process.env.DATABASE_URL)
      cleanup.push(() => db.drop())
      env = { DATABASE_URL: db.url }
      open = () => openDb({ databaseUrl: db.url })
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'casino-crash-'))
      cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
      env = { DATABASE_URL: '', DATA_DIR: dir }
      open = () => openDb({ dataDir: dir })
    }
    // The outbox and payout jobs stay off: only the operations sent here move money.
    let casino: Casino = await startCasino({ ...env, JOBS: '0' })
    cleanup.push(() => casino.kill('SIGTERM'))
    const { cookie, id } = await depositor(casino.url, 'nolimit1', 'Nolimit12')
    const orders: string[] = []
    for (let i = 0; i < OPS / 2; i++) orders.push(await openOrder(casino.url, cookie, id, DEPOSIT_KR))

    const sent: Sent[] = [
      ...orders.map((order, i) => ({
        kind: 'deposit' as const,
        key: `deposit:${order}`,
        body: cardAuthorized(order, `p${i}`, DEPOSIT_KR),
        acked: false,
      })),
      ...Array.from({ length: OPS / 2 }, (_, i) => ({
        kind: 'bet' as const,
        key: `bet:studio:crash-${i}`,
        body: { userId: id, roundId: `c${i}`, transactionId: `crash-${i}`, gameId: 'g', amount: BET_ORE },
        acked: false,
      })),
      ...Array.from({ length: WINS }, (_, i) => ({
        kind: 'win' as const,
        key: `win:studio:crash-win-${i}`,
        body: { userId: id, roundId: `c${i}`, transactionId: `crash-win-${i}`, gameId: 'g', amount: WIN_ORE },
        acked: false,
      })),
    ]
    const send = (s: Sent, url: string) =>
      signedPost(
        url,
        s.kind === 'deposit' ? '/dibs/callback' : `/wallet-api/${s.kind}`,
        s.body,
        s.kind === 'deposit' ? 'psp' : 'studio',
      )

    let answered = 0
    let killed: Promise<void> | undefined
    const url = casino.url
    await Promise.all(
      sent.map(async (s, i) => {
        // Deposits a little ahead of the bets, so most bets find money; all of them overlap.
        await new Promise((r) => setTimeout(r, (i % (OPS / 2)) * 2 + (s.kind === 'deposit' ? 0 : 20)))
        try {
          const res = await send(s, url)
          // Acknowledged = the server said it is done (a refused bet is an answer too, but moved nothing).
          if (res.status === 200) s.acked = true
        } catch {
          // The connection died with the server: not acknowledged.
        }
        answered++
        if (answered === 60) killed = casino.kill('SIGKILL')
      }),
    )
    await killed
    const acked = sent.filter((s) => s.acked)
    const summary = `${acked.length} acknowledged of ${OPS}, ${answered} answered`
    // The kill came while operations were in flight: some were acknowledged, not all of them.
    expect(acked.length, summary).toBeGreaterThan(0)
    expect(acked.length, summary).toBeLessThan(sent.length)

    casino = await startCasino({ ...env, JOBS: '0' })
    if (process.env.DATABASE_URL) {
      const h = await open()
      const r = await reconcile(h.db)
      expect(r.ok, JSON.stringify(r)).toBe(true)
      const keys = (await h.db.selectFrom('wallet_ops').select('idem_key').execute()).map((o) => o.idem_key)
      for (const s of acked) expect(keys, s.key).toContain(s.key)
      await h.close()
    }

    // Everything is sent again, as the outbox and the provider retry until answered.
    for (const s of sent) {
      const res = await send(s, casino.url)
      expect(res.status, `${s.key}: ${await res.clone().text()}`).toBe(200)
    }
    await casino.kill('SIGTERM')

    const h = await open()
    try {
      const r = await reconcile(h.db)
      expect(r.ok, JSON.stringify(r)).toBe(true)
      const ops = await h.db
        .selectFrom('wallet_ops')
        .select(['idem_key', 'amount'])
        .where('user_id', '=', id)
        .execute()
      for (const s of sent)
        expect(
          ops.filter((o) => o.idem_key === s.key),
          s.key,
        ).toHaveLength(1)
      const cash = await h.db
        .selectFrom('wallet_accounts')
        .select('balance')
        .where('user_id', '=', id)
        .where('kind', '=', 'cash')
        .executeTakeFirstOrThrow()
      expect(cash.balance).toBe((OPS / 2) * DEPOSIT_KR * 100 - (OPS / 2) * BET_ORE + WINS * WIN_ORE)
    } finally {
      await h.close()
    }
  }, 240_000)
})
