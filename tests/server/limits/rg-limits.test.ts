import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { limitAmountError, PERIODS, type Period } from '../../../contract/wallet-rules.ts'
import { advance } from '../helpers/accounts-helper.ts'
import { inForce, limits } from '../helpers/deposit-limits.ts'
import { type Built, build } from '../helpers/helper.ts'
import type { Browser } from '../helpers/player-client.ts'
import {
  deposit,
  dibsQuery,
  expectReconciled,
  listen,
  openWindow,
  player,
  signedCallback,
} from '../helpers/wallet-helper.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const MAX: Record<Period, number> = { daily: 100_000, weekly: 700_000, monthly: 3_000_000 }
const REASON: Record<Period, string> = {
  daily: 'DEPOSIT_PPT_DAYMAX',
  weekly: 'DEPOSIT_PPT_WEEKMAX',
  monthly: 'DEPOSIT_PPT_MONTHMAX',
}

/** A setDepositLimits body with only `period` on (others off and 0), as the modal's tab sends it. */
function only(period: Period, amount: unknown) {
  const body: Record<string, unknown> = {}
  for (const p of PERIODS) {
    body[`${p}Amount`] = p === period ? amount : 0
    body[`${p}AmountLimit`] = p === period ? 1 : 0
  }
  return body
}

describe('deposit limits at their boundaries (SPEC.md sections 5, 9)', () => {
  it('the shared rule: required, numeric, no leading zero, 49/50, max/max + 1 for each period', () => {
    for (const p of PERIODS) {
      const max = MAX[p]
      expect(limitAmountError('', p)).toBe('Skal udfyldes')
      expect(limitAmountError('abc', p)).toBe('Feltet bør kun indeholde cifre')
      expect(limitAmountError('1.5', p)).toBe('Feltet bør kun indeholde cifre')
      expect(limitAmountError('0500', p)).toBe('Beløbet må ikke starte med 0')
      expect(limitAmountError('49', p)).toBe('Minimum beløb er 50 kr.')
      expect(limitAmountError('50', p)).toBeNull()
      expect(limitAmountError(String(max), p)).toBeNull()
      expect(limitAmountError(String(max + 1), p)).toBe(
        `Max. grænse er ${new Intl.NumberFormat('da-DK').format(max)} kr.`,
      )
    }
  })
})

describe('deposit limits on the server (issue 13)', () => {
  let t: Built
  beforeAll(async () => {
    // One session lives across the windows the test clock walks through (weeks, months).
    t = await build({
      JOBS: '0',
      SESSION_IDLE_MIN: String(60 * 24 * 60),
      SESSION_MAX_HOURS: String(24 * 100),
    })
    await listen(t)
  })
  afterAll(async () => {
    await t.close()
  })
  afterEach(async () => {
    await expectReconciled(t)
  })

  /** A deposit `days` minus a minute after the first still counts against the period's limit; plus a minute, not. */
  async function expectWindowEnds(b: Browser, id: number, period: Period, days: number) {
    advance(t, days * DAY - MINUTE)
    expect((await openWindow(b, id, 100)).result).toBe(`/deposit/error?amount=100&reason=${REASON[period]}`)
    advance(t, 2 * MINUTE)
    expect((await deposit(b, id, 100)).pathname).toBe('/deposit/success')
  }

  it('setDepositLimits refuses 49, max + 1, fractions and non-numbers per period, writing nothing; takes 50 and max', async () => {
    const { b } = await player(t, 'nolimit1', 'Nolimit12')
    for (const p of PERIODS) {
      const max = MAX[p]
      const refusals: [unknown, string][] = [
        [49, 'Minimum beløb er 50 kr.'],
        [max + 1, `Max. grænse er ${new Intl.NumberFormat('da-DK').format(max)} kr.`],
        [100.5, 'Feltet bør kun indeholde cifre'],
        ['abc', 'Beløbet skal være et tal'],
        ['', 'Beløbet skal være et tal'],
      ]
      for (const [amount, message] of refusals) {
        const res = await b.post('/rest/punter/setDepositLimits', only(p, amount))
        expect(res.status, `${p} ${JSON.stringify(amount)}`).toBe(400)
        expect(res.body.errorMessage).toContain(message)
      }
      // A leading zero is not a JSON number: the body is refused before any rule.
      const raw = JSON.stringify(only(p, 1234)).replace('1234', '01234')
      const zero = await b.post('/rest/punter/setDepositLimits', raw, {
        headers: { 'content-type': 'application/json' },
      })
      expect(zero.status).toBe(400)
      expect((await inForce(b))[`${p}AmountLimit`]).toBe(0)
    }
    // A new limit applies at once, at the maximum and at the minimum (a lowering).
    for (const p of PERIODS) {
      const atMax = await b.post('/rest/punter/setDepositLimits', only(p, MAX[p]))
      expect(atMax.body.data[`${p}Amount`]).toBe(MAX[p])
      const atMin = await b.post('/rest/punter/setDepositLimits', only(p, 50))
      expect(atMin.body.data[`${p}Amount`]).toBe(50)
      expect(atMin.body.data[`${p}AmountChange`]).toBeNull()
    }
  })

  it('a lowering sent together with a raise, 20 times, is never lost', async () => {
    const { b } = await player(t, 'mindep01', 'Mindep12')
    await b.post('/rest/punter/setDepositLimits', limits(1000, 0, 0))
    for (let i = 1; i <= 20; i++) {
      const lower = 1000 - i * 10
      const sent = [
        b.post('/rest/punter/setDepositLimits', limits(lower, 0, 0)),
        b.post('/rest/punter/setDepositLimits', limits(90_000, 0, 0)),
      ]
      if (i % 2) sent.reverse()
      const answers = await Promise.all(sent)
      for (const a of answers) expect(a.status).toBe(200)
      const now = await inForce(b)
      expect(now.dailyAmount, `round ${i}`).toBe(lower)
      // Whatever the order, no answer ever showed a limit in force above the lowering.
      for (const a of answers) expect(a.body.data.dailyAmount).toBeLessThanOrEqual(lower + 10)
    }
  })

  it('the weekly window: a deposit 7 days minus a minute later still counts, 7 days plus a minute later not', async () => {
    const { b, id } = await player(t, 'temp1234', 'Temp1234')
    await b.post('/rest/punter/setDepositLimits', limits(0, 200, 0))
    expect((await deposit(b, id, 150)).pathname).toBe('/deposit/success')
    await expectWindowEnds(b, id, 'weekly', 7)
  })

  it('the monthly window: 30 days minus a minute still counts, 30 days plus a minute not', async () => {
    const { b, id } = await player(t, 'demo1234', 'Demo1234')
    await b.post('/rest/punter/setDepositLimits', limits(5000, 20_000, 300))
    advance(t, 31 * DAY)
    expect((await deposit(b, id, 250)).pathname).toBe('/deposit/success')
    await expectWindowEnds(b, id, 'monthly', 30)
  })

  it('20 parallel deposit callbacks never pass the daily limit', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    // The first test left 50 kr. on every period; 500 a day is a raise, the others' removal waits 24 hours.
    await b.post('/rest/punter/setDepositLimits', limits(500, 0, 0))
    advance(t, DAY + MINUTE)
    expect(await inForce(b)).toMatchObject({ dailyAmount: 500, weeklyAmountLimit: 0, monthlyAmountLimit: 0 })
    const orders: string[] = []
    for (let i = 0; i < 20; i++) {
      const res = await b.raw({
        method: 'GET',
        url: `/dibs?${dibsQuery(id, 100)}`,
        headers: { cookie: b.cookieHeader() },
      })
      const next = new URL(String(res.headers.location), 'http://x')
      expect(next.pathname).toBe('/dibs/window')
      orders.push(next.searchParams.get('order') ?? '')
    }
    const answers = await Promise.all(
      orders.map((orderId, i) =>
        signedCallback(t, {
          orderId,
          paymentId: `p-${i}`,
          status: 'authorized',
          amount: 10_000,
          currency: 'DKK',
          payType: 'card',
        }).then((r) => r.json().data as { accepted: boolean; reason: string | null }),
      ),
    )
    expect(answers.filter((a) => a.accepted)).toHaveLength(5)
    for (const a of answers.filter((x) => !x.accepted)) expect(a.reason).toBe(REASON.daily)
    expect((await inForce(b)).maxDeposit).toBe(0)
  })
})
