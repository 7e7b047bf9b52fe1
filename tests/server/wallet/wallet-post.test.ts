import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { insertUser } from '../../../server/player/repo.ts'
import { createLedger, type Ledger, LedgerRefusal, type Leg } from '../../../server/wallet/ledger.ts'
import { reconcile } from '../../../server/wallet/reconcile.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { plainUser } from '../helpers/plain-user.ts'

/**
 * ledger.post, the one-statement path (005_wallet_post.sql), keeps every rule of ledger.transfer:
 * no overdraft under concurrency, one operation per key, the same refusals, and no deadlock when both
 * paths lock the same accounts at once. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
describe('ledger.post: one statement per operation', () => {
  const t = appPerSuite({ JOBS: '0' })
  let ledger: Ledger
  let players = 0
  beforeAll(async () => {
    ledger = createLedger(t.db.db, t.clock)
  })
  afterEach(async () => {
    const r = await reconcile(t.db.db)
    expect(r.ok, JSON.stringify(r)).toBe(true)
  })

  /** A player with no wallet accounts yet: the first operation makes them. */
  const newPlayer = () => insertUser(t.db.db, plainUser('post', ++players, t.clock.now()))
  const post = (userId: number, key: string, kind: 'deposit' | 'bet', legs: Leg[], amount?: number) =>
    ledger.post(
      { key, kind, userId, system: ['payment_clearing', 'house'], ...(amount ? { amount } : {}) },
      { amount: legs[0]?.amount ?? 0, legs },
    )
  const credit = (userId: number, key: string, amount: number) =>
    post(userId, key, 'deposit', [{ from: 'payment_clearing', to: 'cash', amount }])
  const debit = (userId: number, key: string, amount: number) =>
    post(userId, key, 'bet', [{ from: 'cash', to: 'house', amount }])
  const cashOf = async (userId: number) =>
    (
      await t.db.db
        .selectFrom('wallet_accounts')
        .select('balance')
        .where('user_id', '=', userId)
        .where('kind', '=', 'cash')
        .executeTakeFirstOrThrow()
    ).balance

  it("makes a new player's accounts and answers the balances after the operation", async () => {
    const u = await newPlayer()
    const r = await credit(u, 'p-first', 1000)
    expect(r.duplicate).toBe(false)
    expect(r.balances).toEqual({ cash: 1000, bonus: 0 })
    expect(r.op).toMatchObject({ idem_key: 'p-first', kind: 'deposit', user_id: u, amount: 1000 })
    expect(await cashOf(u)).toBe(1000)
  })

  it('50 parallel debits against a balance that covers 10 succeed exactly 10 times', async () => {
    const u = await newPlayer()
    await credit(u, 'p-fund', 1000)
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => debit(u, `p-debit-${i}`, 100)),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    for (const r of results)
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(LedgerRefusal)
        expect((r.reason as LedgerRefusal).code).toBe('INSUFFICIENT_FUNDS')
        expect((r.reason as LedgerRefusal).message).toBe('Der er ikke penge nok på kontoen.')
        expect((r.reason as LedgerRefusal).data).toEqual({ cash: 0, bonus: 0 })
      }
    expect(await cashOf(u)).toBe(0)
  })

  it('a retry, also 10 at once, answers the first operation and books it once', async () => {
    const u = await newPlayer()
    const first = await credit(u, 'p-retry', 700)
    const again = await Promise.all(Array.from({ length: 10 }, () => credit(u, 'p-retry', 700)))
    for (const r of again) {
      expect(r.duplicate).toBe(true)
      expect(r.op.id).toBe(first.op.id)
      expect(r.balances.cash).toBe(700)
    }
    const racing = await Promise.all(Array.from({ length: 10 }, () => credit(u, 'p-race', 300)))
    expect(racing.filter((r) => !r.duplicate)).toHaveLength(1)
    expect(new Set(racing.map((r) => r.op.id)).size).toBe(1)
    expect(await cashOf(u)).toBe(1000)
  })

  it('a key reused for another kind or amount is refused and writes nothing', async () => {
    const u = await newPlayer()
    await credit(u, 'p-reuse', 500)
    await expect(debit(u, 'p-reuse', 100)).rejects.toMatchObject({ code: 'KEY_REUSED' })
    await expect(
      post(u, 'p-reuse', 'deposit', [{ from: 'payment_clearing', to: 'cash', amount: 400 }], 400),
    ).rejects.toMatchObject({ code: 'KEY_REUSED' })
    expect(await cashOf(u)).toBe(500)
  })

  it('checks the legs in order: a player account may not dip below zero between two legs', async () => {
    const u = await newPlayer()
    await credit(u, 'p-order-fund', 60)
    const legs: Leg[] = [
      { from: 'cash', to: 'house', amount: 100 },
      { from: 'house', to: 'cash', amount: 50 },
    ]
    await expect(post(u, 'p-order', 'bet', legs)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    // The general path says the same.
    await expect(
      ledger.transfer({ key: 'p-order', kind: 'bet', userId: u, system: ['house'] }, () => ({
        amount: 100,
        legs,
      })),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    expect(await cashOf(u)).toBe(60)
  })

  it('refuses legs that are not whole positive øre, on undeclared accounts, or an after step', async () => {
    const u = await newPlayer()
    const spec = { key: 'p-bad', kind: 'bet' as const, userId: u, system: ['house' as const] }
    for (const amount of [0, -1, 0.5, 1e30])
      await expect(
        ledger.post(spec, { amount: 1, legs: [{ from: 'cash', to: 'house', amount }] }),
      ).rejects.toThrow(/positive whole øre/)
    await expect(
      ledger.post(spec, { amount: 1, legs: [{ from: 'cash', to: 'jackpot_pool', amount: 1 }] }),
    ).rejects.toThrow(/not declared/)
    await expect(ledger.post(spec, { amount: 0, legs: [], after: async () => {} })).rejects.toThrow(
      /no after step/,
    )
    const ops = await t.db.db.selectFrom('wallet_ops').select('id').where('idem_key', '=', 'p-bad').execute()
    expect(ops).toHaveLength(0)
  })

  it('both paths on the same accounts at once: no deadlock, no overdraft, every krone accounted for', async () => {
    const u = await newPlayer()
    await credit(u, 'p-mix-fund', 2000)
    const viaTransfer = (key: string, amount: number) =>
      ledger.transfer({ key, kind: 'bet', userId: u, system: ['payment_clearing', 'house'] }, () => ({
        amount,
        legs: [{ from: 'cash', to: 'house', amount }],
      }))
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        i % 3 === 0
          ? credit(u, `p-mix-credit-${i}`, 100)
          : i % 3 === 1
            ? debit(u, `p-mix-post-${i}`, 150)
            : viaTransfer(`p-mix-transfer-${i}`, 150),
      ),
    )
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(LedgerRefusal)
    const debits = results.filter((r, i) => r.status === 'fulfilled' && i % 3 !== 0).length
    expect(await cashOf(u)).toBe(2000 + 20 * 100 - debits * 150)
  })
})
