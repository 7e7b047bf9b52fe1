import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestClock } from '../../../platform/clock.ts'
import { buildApp } from '../../../server/app.ts'
import { loadConfig } from '../../../server/config.ts'
import { type DbHandle, dropSchema, openDb } from '../../../server/db/index.ts'
import { migrate } from '../../../server/db/migrate.ts'
import { seedIfEmpty } from '../../../server/seed/index.ts'
import { accountsOf, openHand, opsSum, roundRow, settledAndPaidWithin } from '../helpers/closing-helper.ts'
import type { Built } from '../helpers/helper.ts'
import { until } from '../helpers/until.ts'
import { chooseLimits, expectReconciled, fund, userId } from '../helpers/wallet-helper.ts'

/**
 * Issue 31, item 3, the start-up sweep: a player whose money closed while the studio did not settle
 * their hand (the process died in between, or the studio was down) has it settled when the casino
 * next starts, and a closed-for-good account is paid what it brought. The exclusion is written here
 * as the crashed process left it (committed, nothing after); a new app on the same database starts.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
describe('the start-up sweep settles the open hands of closed players', () => {
  const databaseUrl = process.env.DATABASE_URL || undefined
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined
  const clock = createTestClock()
  const config = loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent', JOBS: '0' })
  let db: DbHandle
  const apps: FastifyInstance[] = []

  async function start(): Promise<Built> {
    const app = await buildApp({ config, db, clock })
    apps.push(app)
    await app.ready()
    return { app, db, clock, close: () => app.close() }
  }

  afterAll(async () => {
    for (const app of apps) await app.close()
    if (schema) await dropSchema(db.db, schema)
    await db?.close()
  })

  it('a permanent exclusion and a ROFUS registration left without settlement: the next start settles both hands, and pays out the closed account', async () => {
    db = await openDb({ databaseUrl, schema })
    await migrate(db)
    await seedIfEmpty(db.db, clock, config.brand)
    const first = await start()
    await chooseLimits(first)
    const closedId = await userId(first, 'nolimit1')
    const rofusId = await userId(first, 'mindep01')
    await fund(first, closedId, 50_000)
    await fund(first, rofusId, 50_000)
    const closedBefore = (await accountsOf(first, closedId)).cash ?? 0
    const rofusBefore = (await accountsOf(first, rofusId)).cash ?? 0
    const closedHand = await openHand(first, 'blackjack', closedId)
    const rofusHand = await openHand(first, 'red-dog', rofusId)
    // The crash: the exclusion is committed (account closed) and the register has the other person,
    // and then the process dies before the studio is asked to settle anything.
    await db.db
      .insertInto('self_exclusions')
      .values({ user_id: closedId, kind: 'permanent', until: null, created_at: clock.now() })
      .execute()
    await db.db.updateTable('users').set({ status: 'closed' }).where('id', '=', closedId).execute()
    const rofusCpr = (
      await db.db.selectFrom('users').select('cpr').where('id', '=', rofusId).executeTakeFirstOrThrow()
    ).cpr
    await db.db
      .insertInto('rofus_register')
      .values({
        cpr: rofusCpr,
        kind: 'temporary',
        until: new Date(clock.nowMs() + 30 * 86_400_000),
        created_at: clock.now(),
      })
      .execute()
    await first.app.close()
    expect((await roundRow(first, closedHand.id)).state).toBe('drawn')

    // A new start on the same database: its sweep settles both hands.
    const second = await start()
    await settledAndPaidWithin(15_000, second, closedId, closedHand.id)
    await settledAndPaidWithin(15_000, second, rofusId, rofusHand.id)

    // The closed account is paid everything it holds once its hand is settled; the temporarily
    // registered player keeps their money on the account.
    const closedWon = await opsSum(second, closedId, 'win')
    const closedStaked = await opsSum(second, closedId, 'bet')
    await until(
      'the closed account paid out',
      async () => ((await accountsOf(second, closedId)).cash === 0 ? true : undefined),
      15_000,
    )
    expect(await opsSum(second, closedId, 'withdraw')).toBe(closedBefore - closedStaked + closedWon)
    const rofusWon = await opsSum(second, rofusId, 'win')
    const rofusStaked = await opsSum(second, rofusId, 'bet')
    expect(await accountsOf(second, rofusId)).toMatchObject({ cash: rofusBefore - rofusStaked + rofusWon })
    expect(await opsSum(second, rofusId, 'withdraw')).toBe(0)
    await expectReconciled(second)
  }, 120_000)
})
