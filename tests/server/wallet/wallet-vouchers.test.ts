import { afterEach, describe, expect, it } from 'vitest'
import { count } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { balances, chooseLimits, expectReconciled, player } from '../helpers/wallet-helper.ts'

describe('vouchers (depositVoucher; SPEC.md sections 5 and 8)', () => {
  const t = appPerSuite({ JOBS: '0' }, chooseLimits)
  afterEach(async () => {
    await expectReconciled(t)
  })

  it('pays a seeded voucher once; the number may carry dots and spaces; the code is trimmed', async () => {
    const { b } = await player(t, 'nolimit1', 'Nolimit12')
    const before = await balances(b)
    const res = await b.post('/rest/punter/depositVoucher', { serial: '1000.0001', code: '  velkommen ' })
    expect(res.body).toEqual({ success: true, data: { amount: 50 }, errorMessage: null })
    expect((await balances(b)).cash).toBe(before.cash + 50)
    const again = await b.post('/rest/punter/depositVoucher', { serial: '10000001', code: 'VELKOMMEN' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ success: false, errorMessage: 'Voucheren er allerede brugt.' })
    const history = (await b.get('/rest/punter/getTransactionGroupList/4/2020-01-01/2049-12-31/1/10')).body
      .data
    expect(history.transactions[0]).toMatchObject({ type: 1, typeSub: 'V', amount: 50, text: '10000001' })
  })

  it('the same voucher redeemed by 10 parallel requests (10 players) pays once', async () => {
    const players = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) =>
        player(t, i % 2 ? 'demo1234' : 'mindep01', i % 2 ? 'Demo1234' : 'Mindep12', `10.9.0.${i + 1}`),
      ),
    )
    const ops = await count(t, 'wallet_ops')
    const answers = await Promise.all(
      players.map(({ b }) =>
        b.post('/rest/punter/depositVoucher', { serial: '10000002', code: 'SOMMER100' }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a.body.errorMessage).toBe('Voucheren er allerede brugt.')
    expect(await count(t, 'wallet_ops')).toBe(ops + 1)
    expect(await count(t, 'voucher_redemptions', { column: 'serial', value: '10000002' })).toBe(1)
  })

  it('a wrong code, an unknown number and empty fields are refused and pay nothing', async () => {
    const { b } = await player(t, 'nolimit1', 'Nolimit12')
    const ops = await count(t, 'wallet_ops')
    const wrong = await b.post('/rest/punter/depositVoucher', { serial: '30000001', code: 'FORKERT' })
    expect(wrong.status).toBe(404)
    expect(wrong.body.errorMessage).toBe('Voucheren findes ikke, eller koden er forkert.')
    expect((await b.post('/rest/punter/depositVoucher', { serial: '99999999', code: 'GOTEST' })).status).toBe(
      404,
    )
    expect(
      (await b.post('/rest/punter/depositVoucher', { serial: 'abc', code: 'GOTEST' })).body.errorMessage,
    ).toBe('Skal udfyldes')
    expect(
      (await b.post('/rest/punter/depositVoucher', { serial: '30000001', code: '   ' })).body.errorMessage,
    ).toBe('Skal udfyldes')
    expect((await b.post('/rest/punter/depositVoucher', { serial: 30000001, code: 'GOTEST' })).status).toBe(
      400,
    )
    expect(await count(t, 'wallet_ops')).toBe(ops)
  })

  it('guessing is slowed down: after 10 tries a minute the player gets 429', async () => {
    const { b } = await player(t, 'temp1234', 'Temp1234')
    const { startOfMinute } = await import('../helpers/accounts-helper.ts')
    startOfMinute(t)
    const codes: number[] = []
    for (let i = 0; i < 11; i++)
      codes.push((await b.post('/rest/punter/depositVoucher', { serial: '30000009', code: `X${i}` })).status)
    expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true)
    expect(codes[10]).toBe(429)
  })

  it('needs a login', async () => {
    const { browser } = await import('../helpers/player-client.ts')
    const res = await browser(t.app).post('/rest/punter/depositVoucher', {
      serial: '30000002',
      code: 'GOTEST',
    })
    expect(res.status).toBe(401)
    expect(res.body.errorMessage).toBe('Du skal logge ind først')
  })
})
