import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createLedger, type Ledger, LedgerRefusal } from '../../../server/wallet/ledger.ts'
import { reconcile } from '../../../server/wallet/reconcile.ts'
import { appPerSuite } from '../helpers/helper.ts'

describe('ledger core', () => {
  const t = appPerSuite({ JOBS: '0' })
  let ledger: Ledger
  let userId: number
  beforeAll(async () => {
    ledger = createLedger(t.db.db, t.clock)
    const u = await t.db.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'nolimit1')
      .executeTakeFirstOrThrow()
    userId = u.id
  })
  afterEach(async () => {
    const r = await reconcile(t.db.db)
    expect(r.ok, JSON.stringify(r)).toBe(true)
  })

  const credit = (key: string, amount: number) =>
    ledger.transfer({ key, kind: 'deposit', userId, system: ['payment_clearing'] }, () => ({
      amount,
      legs: [{ from: 'payment_clearing', to: 'cash', amount }],
    }))
  const debit = (key: string, amount: number) =>
    ledger.transfer({ key, kind: 'bet', userId, system: ['house'] }, () => ({
      amount,
      legs: [{ from: 'cash', to: 'house', amount }],
    }))

  it('50 parallel debits against a balance that covers 10 succeed exactly 10 times', async () => {
    await credit('t-credit-1', 1000)
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => debit(`t-debit-${i}`, 100)))
    const ok = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected')
    expect(ok).toHaveLength(10)
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(LedgerRefusal)
  })

  it('a retry answers the first result', async () => {
    const a = await credit('t-credit-2', 500)
    const b = await credit('t-credit-2', 500)
    expect(b.duplicate).toBe(true)
    expect(b.op.id).toBe(a.op.id)
  })
})
