import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { createJobRunner } from '../../../server/jobs/runner.ts'
import { advance, count } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { balances, expectReconciled, fund, player } from '../helpers/wallet-helper.ts'

const quiet = { error: () => {} }

describe('withdrawals to NemKonto (SPEC.md sections 3, 5, 7; Danish rules)', () => {
  const t = appPerSuite({ JOBS: '0', PAYOUT_SETTLE_SEC: '300' })
  afterEach(async () => {
    await expectReconciled(t)
  })
  const withdraw = (b: Awaited<ReturnType<typeof player>>['b'], amount: unknown, extra: object = {}) =>
    b.post('/rest/punter/withdrawalRequestNem', { amount, text: 'Til min konto', ...extra })

  it('getWithdrawMaxAmountEx: demo1234 can take out its 1.000 kr.', async () => {
    const { b, id } = await player(t, 'demo1234', 'Demo1234')
    // The seeded 1.000 kr. is a real ledger transfer, and the login and account answers show it.
    expect(await balances(b)).toEqual({ cash: 1000, bonus: 0 })
    expect((await b.get('/rest/punter/getWithdrawMaxAmountEx')).body.data).toEqual({
      user: id,
      pendingBalance: 1000,
      minOdds: 0,
      amount: 1000,
      bonus: 0,
      rollover: 0,
      pending: 0,
      minimum: 50,
      blocked: null,
    })
  })

  it('a withdrawal is queued at once, goes pending at the bank and settles when the bank pays', async () => {
    const { b } = await player(t, 'demo1234', 'Demo1234')
    const res = await withdraw(b, 200)
    expect(res.body.data).toMatchObject({ amount: 200, status: 'queued' })
    expect(await balances(b)).toMatchObject({ cash: 800 })
    expect((await b.get('/rest/punter/getWithdrawMaxAmountEx')).body.data).toMatchObject({
      amount: 800,
      pending: 200,
    })
    await t.app.money.payout.runPayouts()
    const list = async () =>
      (await b.get('/rest/punter/getTransactionGroupList/2/2020-01-01/2049-12-31/1/10')).body.data
    expect((await list()).transactions[0]).toMatchObject({
      type: 2,
      typeSub: 'NK',
      amount: 200,
      status: 'pending',
    })
    await t.app.money.payout.runPayouts()
    expect((await list()).transactions[0].status).toBe('pending')
    advance(t, 301_000)
    await t.app.money.payout.runPayouts()
    const again = await player(t, 'demo1234', 'Demo1234')
    expect(
      (await again.b.get('/rest/punter/getTransactionGroupList/2/2020-01-01/2049-12-31/1/10')).body.data
        .transactions[0].status,
    ).toBe('settled')
    expect((await again.b.get('/rest/punter/getWithdrawMaxAmountEx')).body.data.pending).toBe(0)
    const r = await expectReconciled(t)
    expect(r.system.payout_clearing).toBe(0)
  })

  it('a payout the bank rejects comes back to cash', async () => {
    const { b } = await player(t, 'demo1234', 'Demo1234')
    const before = await balances(b)
    await withdraw(b, 131.31)
    expect((await balances(b)).cash).toBeCloseTo(before.cash - 131.31, 2)
    await t.app.money.payout.runPayouts()
    advance(t, 301_000)
    await t.app.money.payout.runPayouts()
    const again = await player(t, 'demo1234', 'Demo1234')
    expect((await balances(again.b)).cash).toBeCloseTo(before.cash, 2)
    const rows = (await again.b.get('/rest/punter/getTransactionGroupList/2/2020-01-01/2049-12-31/1/10')).body
      .data.transactions
    expect(rows[0]).toMatchObject({ typeSub: 'NR', type: 1, amount: 131.31 })
    expect(rows[1]).toMatchObject({ typeSub: 'NK', status: 'rejected' })
  })

  it('the minimum, the available amount and bad amounts are refused with a clear message, writing nothing', async () => {
    const { b } = await player(t, 'demo1234', 'Demo1234')
    const ops = await count(t, 'wallet_ops')
    const cases: [unknown, number, string][] = [
      [49.99, 400, 'Minimum beløb er 50 kr.'],
      [100_000, 400, 'Beløbet er større end det, du kan hæve'],
      [-5, 400, 'Beløbet skal være større end 0'],
      [0, 400, 'Beløbet skal være større end 0'],
      [0.001, 400, 'Beløbet må højst have 2 decimaler'],
      [1e30, 400, 'Beløbet må højst have 7 cifre'],
      [12_345_678, 400, 'Beløbet må højst have 7 cifre'],
      ['100', 400, 'Beløbet skal være et tal'],
      ['abc', 400, 'Beløbet skal være et tal'],
      [null, 400, 'Beløbet skal være et tal'],
    ]
    for (const [amount, status, message] of cases) {
      const res = await withdraw(b, amount)
      expect(res.status, String(amount)).toBe(status)
      expect(res.body.success).toBe(false)
      expect(res.body.errorMessage, String(amount)).toContain(message)
    }
    expect(await count(t, 'wallet_ops')).toBe(ops)
  })

  it('a retried request (same requestId, sent twice at once) is one withdrawal', async () => {
    const { b } = await player(t, 'demo1234', 'Demo1234')
    const before = await balances(b)
    const requestId = randomUUID()
    const [x, y] = await Promise.all([withdraw(b, 60, { requestId }), withdraw(b, 60, { requestId })])
    expect(x.body.data.id).toBe(y.body.data.id)
    expect((await balances(b)).cash).toBeCloseTo(before.cash - 60, 2)
  })

  it('a temp account cannot withdraw until verified', async () => {
    const { b, id } = await player(t, 'temp1234', 'Temp1234')
    await fund(t, id, 50_000)
    expect((await b.get('/rest/punter/getWithdrawMaxAmountEx')).body.data).toMatchObject({
      amount: 0,
      blocked: 'temp',
    })
    const res = await withdraw(b, 100)
    expect(res.status).toBe(403)
    expect(res.body.errorMessage).toBe('Indtil kontoen er verificeret, kan du ikke hæve penge.')
  })

  it('exactly one process runs the payout job at a time; another takes over when the lease runs out', async () => {
    const a = createJobRunner(t.db.db, t.clock, quiet, 'process-a')
    const b = createJobRunner(t.db.db, t.clock, quiet, 'process-b')
    let runs = 0
    const job = { name: 'lease-test', everyMs: 1000, run: async () => void runs++ }
    const both = await Promise.all([a.runOnce(job), b.runOnce(job), a.runOnce(job), b.runOnce(job)])
    // Which process gets there first is the database's race to decide; only one of them may run.
    expect(both.filter(Boolean).length).toBe(2)
    expect((both[0] && both[2]) || (both[1] && both[3])).toBe(true)
    const [holder, other] = both[0] ? [a, b] : [b, a]
    expect(await other.runOnce(job)).toBe(false)
    // The holder stops renewing (it died); after the lease time the other takes over.
    advance(t, 10_001)
    expect(await other.runOnce(job)).toBe(true)
    expect(await holder.runOnce(job)).toBe(false)
    expect(runs).toBe(3)
  })
})
