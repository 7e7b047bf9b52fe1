import { describe, expect, it } from 'vitest'
import { advance } from '../helpers/accounts-helper.ts'
import { inForce, limits } from '../helpers/deposit-limits.ts'
import type { Built } from '../helpers/helper.ts'
import { balances, deposit, openWindow, player, signedCallback, walletApp } from '../helpers/wallet-helper.ts'

const HOUR = 3600_000
const DAY = 24 * HOUR
const form = (t: Built, url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })

describe('deposit limits (SPEC.md sections 3, 4, 5, 9)', () => {
  const t = walletApp()

  it.each([
    [
      'nolimit1 has no limits: six zero values and maxDeposit -1',
      ['nolimit1', 'Nolimit12'],
      {
        dailyAmount: 0,
        dailyAmountLimit: 0,
        weeklyAmount: 0,
        weeklyAmountLimit: 0,
        monthlyAmount: 0,
        monthlyAmountLimit: 0,
        maxDeposit: -1,
      },
    ],
    [
      'demo1234 is seeded with limits; maxDeposit is what the daily limit leaves',
      ['demo1234', 'Demo1234'],
      { dailyAmount: 5000, weeklyAmount: 20_000, monthlyAmount: 50_000, maxDeposit: 5000 },
    ],
  ] as const)('%s', async (_, [userName, password], expected) => {
    const { b } = await player(t, userName, password)
    expect(await inForce(b)).toMatchObject(expected)
  })

  it('a new limit and a lower one apply at once; a higher one and a removal wait 24 hours', async () => {
    const { b } = await player(t, 'mindep01', 'Mindep12')
    const lower = await b.post('/rest/punter/setDepositLimits', limits(500, 5000, 10_000))
    expect(lower.body.data).toMatchObject({ dailyAmount: 500, dailyAmountChange: null, maxDeposit: 500 })
    const higher = await b.post('/rest/punter/setDepositLimits', limits(800, 5000, 0))
    expect(higher.body.data).toMatchObject({
      dailyAmount: 500,
      dailyAmountChange: 800,
      dailyAmountChangeLimit: 1,
      monthlyAmount: 10_000,
      monthlyAmountChange: 0,
      monthlyAmountChangeLimit: 0,
    })
    const due = Date.parse(higher.body.data.dailyAmountDate) - t.clock.nowMs()
    expect(due).toBeGreaterThan(DAY - 5000)
    expect(due).toBeLessThanOrEqual(DAY)
    advance(t, DAY - HOUR)
    const later = await player(t, 'mindep01', 'Mindep12')
    expect((await later.b.get('/rest/punter/getDepositLimits')).body.data.dailyAmount).toBe(500)
    advance(t, HOUR + 1000)
    await player(t, 'mindep01', 'Mindep12').then(async ({ b: again }) => {
      const after = (await again.get('/rest/punter/getDepositLimits')).body.data
      expect(after).toMatchObject({
        dailyAmount: 800,
        dailyAmountChange: null,
        monthlyAmount: 0,
        monthlyAmountLimit: 0,
      })
    })
  })

  it('bounds: at least 50, at most 100000 / 700000 / 3000000; whole kroner; refused without writing', async () => {
    const { b } = await player(t, 'nolimit1', 'Nolimit12')
    const cases: [object, string][] = [
      [limits(49, 0, 0), 'Minimum beløb er 50 kr.'],
      [limits(100_001, 0, 0), 'Max. grænse er 100.000 kr.'],
      [limits(0, 700_001, 0), 'Max. grænse er 700.000 kr.'],
      [limits(0, 0, 3_000_001), 'Max. grænse er 3.000.000 kr.'],
      [{ ...limits(100, 0, 0), dailyAmount: 100.5 }, 'Feltet bør kun indeholde cifre'],
      [{ ...limits(100, 0, 0), dailyAmount: '100' }, 'Beløbet skal være et tal'],
    ]
    for (const [body, message] of cases) {
      const res = await b.post('/rest/punter/setDepositLimits', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.errorMessage).toContain(message)
    }
    expect((await b.get('/rest/punter/getDepositLimits')).body.data.dailyAmountLimit).toBe(0)
    const edge = await b.post('/rest/punter/setDepositLimits', limits(100_000, 700_000, 3_000_000))
    expect(edge.body.data).toMatchObject({
      dailyAmount: 100_000,
      weeklyAmount: 700_000,
      monthlyAmount: 3_000_000,
    })
    // Back to none (after 24 hours), so the other tests see nolimit1 as seeded.
    await b.post('/rest/punter/setDepositLimits', limits(0, 0, 0))
    advance(t, DAY + 1000)
  })

  it('a deposit over the daily limit is refused at the window with DEPOSIT_PPT_DAYMAX', async () => {
    const { b, id } = await player(t, 'demo1234', 'Demo1234')
    await b.post('/rest/punter/setDepositLimits', limits(100, 20_000, 50_000))
    expect((await deposit(b, id, 80)).pathname).toBe('/deposit/success')
    const w = await openWindow(b, id, 50)
    expect(w.result).toBe('/deposit/error?amount=50&reason=DEPOSIT_PPT_DAYMAX')
    expect((await b.get('/rest/punter/getDepositLimits')).body.data.maxDeposit).toBe(20)
    // A day later the window is open again.
    advance(t, DAY + 1000)
    const again = await player(t, 'demo1234', 'Demo1234')
    expect((await deposit(again.b, id, 50)).pathname).toBe('/deposit/success')
  })

  it('two windows opened together: the second callback is refused (WEEKMAX) and voided, nothing credited', async () => {
    const { b, id } = await player(t, 'demo1234', 'Demo1234')
    await b.post('/rest/punter/setDepositLimits', limits(5000, 200, 50_000))
    advance(t, 8 * DAY)
    const p = await player(t, 'demo1234', 'Demo1234')
    const before = await balances(p.b)
    const first = await openWindow(p.b, id, 150)
    const second = await openWindow(p.b, id, 100)
    for (const w of [first, second])
      await form(t, `${w.pay}/card`, { number: '4111111111111111', expiry: '12/39', cvc: '123' })
    const ok = await form(t, `${first.pay}/confirm`, { approve: '1' })
    expect(String(ok.headers.location)).toBe('/deposit/success?amount=150')
    const refused = await form(t, `${second.pay}/confirm`, { approve: '1' })
    expect(String(refused.headers.location)).toBe('/deposit/error?amount=100&reason=DEPOSIT_PPT_WEEKMAX')
    expect((await balances(p.b)).cash).toBe(before.cash + 150)
    // The refusal sticks: delivering that callback again still says no.
    const cb = await t.db.db
      .selectFrom('psp_callbacks')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect((await signedCallback(t, JSON.parse(cb.body))).json().data).toEqual({
      accepted: false,
      reason: 'DEPOSIT_PPT_WEEKMAX',
    })
    expect((await balances(p.b)).cash).toBe(before.cash + 150)
  })

  it('the monthly limit counts 30 days back (DEPOSIT_PPT_MONTHMAX)', async () => {
    const { b, id } = await player(t, 'mindep01', 'Mindep12')
    await b.post('/rest/punter/setDepositLimits', limits(0, 0, 200))
    expect((await deposit(b, id, 150)).pathname).toBe('/deposit/success')
    expect((await openWindow(b, id, 100)).result).toBe(
      '/deposit/error?amount=100&reason=DEPOSIT_PPT_MONTHMAX',
    )
  })

  it('a temp account deposits at most 10.000 kr. in total before verification', async () => {
    const { b, id } = await player(t, 'temp1234', 'Temp1234')
    // The most a day allows, so that only the temp account's total is in the way.
    await b.post('/rest/punter/setDepositLimits', limits(100_000, 0, 0))
    advance(t, DAY + 1000)
    const p = await player(t, 'temp1234', 'Temp1234')
    expect((await deposit(p.b, id, 6000)).pathname).toBe('/deposit/success')
    advance(t, 2 * DAY)
    const q = await player(t, 'temp1234', 'Temp1234')
    expect((await deposit(q.b, id, 4000)).pathname).toBe('/deposit/success')
    expect((await q.b.get('/rest/punter/getDepositLimits')).body.data.maxDeposit).toBe(0)
    expect((await openWindow(q.b, id, 50)).result).toBe(
      '/deposit/error?amount=50&reason=DEPOSIT_DECLINED_DKK_TEMP_MAX',
    )
  })
})
