import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { count } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import type { Browser } from '../helpers/player-client.ts'
import { dibsQuery, expectReconciled, player, wallet } from '../helpers/wallet-helper.ts'

/** The bad amounts of the acceptance list: negative, zero, 0.001, 1e30, strings, 8 digits. */
const BAD_KR: unknown[] = [-1, -0.5, 0, 0.001, 1e30, '100', 'hundrede', '', 12_345_678, null, true, [], {}]
/** The seamless wallet counts øre: 8 digits are a legal amount there; fractions and 2e9 are not. */
const BAD_ORE: unknown[] = [-1, 0, 0.001, 1.5, 1e30, 2e9, '100', '', null, true, [], {}]
const BAD_MINOR = ['-100', '0', '0.001', '1e30', 'hundrede', '', '123456789012', '5000.5', ' 5000', '0x10']

const TABLES = [
  'wallet_ops',
  'wallet_transfers',
  'deposits',
  'withdrawals',
  'deposit_limits',
  'psp_payments',
  'voucher_redemptions',
]

describe('bad amounts and hostile bodies on every money call', () => {
  const t = appPerSuite({ JOBS: '0' })
  let b: Browser
  let id: number
  beforeAll(async () => {
    ;({ b, id } = await player(t, 'demo1234', 'Demo1234'))
  })
  afterEach(async () => {
    await expectReconciled(t)
  })
  const snapshot = async () => Promise.all(TABLES.map((x) => count(t, x)))
  const refused = (
    status: number,
    body: { success: boolean; errorMessage?: string | null },
    label: string,
  ) => {
    expect(status, label).toBeGreaterThanOrEqual(400)
    expect(status, label).toBeLessThan(500)
    expect(body.success, label).toBe(false)
    expect(body.errorMessage, label).toBeTruthy()
  }

  it('withdrawalRequestNem, setDepositLimits (kr.) and the seamless wallet (øre) refuse each bad amount, writing nothing', async () => {
    const before = await snapshot()
    for (const amount of BAD_KR) {
      const w = await b.post('/rest/punter/withdrawalRequestNem', { amount, text: '' })
      refused(w.status, w.body, `withdraw ${JSON.stringify(amount)}`)
      const l = await b.post('/rest/punter/setDepositLimits', {
        dailyAmount: amount,
        dailyAmountLimit: 1,
        weeklyAmount: 0,
        weeklyAmountLimit: 0,
        monthlyAmount: 0,
        monthlyAmountLimit: 0,
      })
      refused(l.status, l.body, `limits ${JSON.stringify(amount)}`)
    }
    for (const amount of BAD_ORE) {
      for (const path of ['bet', 'win']) {
        const s = await wallet(t, path, {
          userId: id,
          roundId: 'r',
          transactionId: `x-${Math.random()}`,
          gameId: 'g',
          amount,
        })
        refused(s.statusCode, s.json(), `${path} ${JSON.stringify(amount)}`)
      }
    }
    expect(await snapshot()).toEqual(before)
  })

  it('a signed call for a player who does not exist answers 404 UNKNOWN_PLAYER on bet, win, rollback and balance, writing nothing', async () => {
    const before = await snapshot()
    const accounts = await count(t, 'wallet_accounts')
    const nobody = 2_000_000_000
    const calls: [string, object][] = [
      ['bet', { userId: nobody, roundId: 'n', transactionId: 'n:bet', gameId: 'g', amount: 100 }],
      ['win', { userId: nobody, roundId: 'n', transactionId: 'n:win', gameId: 'g', amount: 100 }],
      ['rollback', { userId: nobody, roundId: 'n', transactionId: 'n:rb', betTransactionId: 'n:bet' }],
      ['balance', { userId: nobody }],
    ]
    for (const [path, body] of calls) {
      const r = await wallet(t, path, body)
      expect(r.statusCode, path).toBe(404)
      expect(r.json().data.code, path).toBe('UNKNOWN_PLAYER')
    }
    expect(await snapshot()).toEqual(before)
    expect(await count(t, 'wallet_accounts')).toBe(accounts)
  })

  it('the payment window refuses each bad minor-unit amount with a 400 envelope, making no order', async () => {
    const before = await snapshot()
    for (const amount of BAD_MINOR) {
      const q = dibsQuery(id, 100)
      q.set('amount', amount)
      q.delete('input_amount')
      const res = await b.raw({ method: 'GET', url: `/dibs?${q}`, headers: { cookie: b.cookieHeader() } })
      refused(res.statusCode, res.json(), `dibs amount ${amount}`)
    }
    for (const [key, value] of [
      ['exchcode', 'EUR'],
      ['agree', '0'],
      ['payType', 'bitcoin'],
      ['accept', 'https://evil.example/steal'],
      ['error', '//evil.example'],
      ['op', 'refund'],
      ['input_amount', '999'],
    ]) {
      const q = dibsQuery(id, 100)
      q.set(key as string, value as string)
      const res = await b.raw({ method: 'GET', url: `/dibs?${q}`, headers: { cookie: b.cookieHeader() } })
      refused(res.statusCode, res.json(), `dibs ${key}=${value}`)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('random JSON bodies on every money POST never cause a 500 and never move money', async () => {
    const before = await snapshot()
    const urls = [
      '/rest/punter/withdrawalRequestNem',
      '/rest/punter/setDepositLimits',
      '/rest/punter/depositVoucher',
    ]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.anything(), async (url, body) => {
        const res = await b.raw({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', cookie: b.cookieHeader() },
          payload: JSON.stringify(body) ?? 'null',
        })
        expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
    expect(await snapshot()).toEqual(before)
  })
})
