import { describe, expect, it } from 'vitest'
import { count } from '../helpers/accounts-helper.ts'
import { depositTry } from '../helpers/deposit-try.ts'
import type { Built } from '../helpers/helper.ts'
import {
  balances,
  deposit,
  openWindow,
  PAYMENT_SECRET,
  player,
  signedCallback,
  walletApp,
} from '../helpers/wallet-helper.ts'

const form = (t: Built, url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:80' },
    payload: new URLSearchParams(fields).toString(),
  })

describe('deposits through the payment window', () => {
  const t = walletApp({ JOBS: '0' }, { limits: true })

  it('a test card deposit of 100 kr. is credited by the callback, and the browser returns to /deposit/success', async () => {
    const { b, end, page, reason, before, after } = await depositTry(t, (b, id) => deposit(b, id, 100))
    expect(page).toBe('/deposit/success')
    expect(end.searchParams.get('amount')).toBe('100')
    expect(reason).toBeNull()
    expect(after.cash).toBe(before.cash + 100)
    const history = await b.get('/rest/punter/getTransactionList/2020-01-01/2049-12-31')
    expect(history.body.data.transactions[0]).toMatchObject({ type: 1, typeSub: 'DI', amount: 100 })
  })

  it('the 3-D Secure page names the amount and the card; the card form checks Luhn, expiry and CVC', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    const w = await openWindow(b, id, 75)
    const page = await t.app.inject({ method: 'GET', url: w.pay as string })
    expect(page.body).toContain('Kortnummer')
    expect(page.body).toContain('Udløbsdato')
    expect(page.body).toContain('Kontrolcifre')
    expect(page.body).toContain('>Betal<')
    expect(page.body).toContain('Annuller')
    const bad = await form(t, `${w.pay}/card`, { number: '4111 1111 1111 1112', expiry: '01/20', cvc: '12' })
    expect(bad.statusCode).toBe(422)
    expect(bad.body).toContain('Ugyldigt kortnummer')
    expect(bad.body).toContain('Kortet er udløbet')
    expect(bad.body).toContain('Ugyldige kontrolcifre')
    const good = await form(t, `${w.pay}/card`, { number: '4111111111111111', expiry: '12/39', cvc: '123' })
    expect(good.statusCode).toBe(303)
    const confirm = await t.app.inject({ method: 'GET', url: w.pay as string })
    expect(confirm.body).toContain('3-D Secure')
    expect(confirm.body).toContain('75,00 kr.')
    expect(confirm.body).toContain('1111')
    await form(t, `${w.pay}/cancel`, {})
  })

  it('the declining test card ends at /deposit/error with DEPOSIT_PPT_DECLINED and credits nothing', async () => {
    const d = await depositTry(t, (b, id) => deposit(b, id, 100, { card: '4000 0000 0000 0002' }))
    expect(d.page).toBe('/deposit/error')
    expect(d.reason).toBe('DEPOSIT_PPT_DECLINED')
    expect(d.after).toEqual(d.before)
  })

  it('cancelling returns DEPOSIT_CANCEL and credits nothing', async () => {
    const d = await depositTry(t, async (b, id) => {
      const w = await openWindow(b, id, 100)
      const res = await form(t, `${w.pay}/cancel`, {})
      return new URL(String(res.headers.location), 'http://x')
    })
    expect(d.page).toBe('/deposit/error')
    expect(d.reason).toBe('DEPOSIT_CANCEL')
    expect(d.after).toEqual(d.before)
  })

  it('MobilePay: phone number, approve in the app screen, credited', async () => {
    const { b, page, before, after } = await depositTry(t, (b, id) =>
      deposit(b, id, 60, { payType: 'mobilePay' }),
    )
    expect(page).toBe('/deposit/success')
    expect(after.cash).toBe(before.cash + 60)
    const list = await b.get('/rest/punter/getTransactionList/2020-01-01/2049-12-31')
    expect(list.body.data.transactions[0]).toMatchObject({ typeSub: 'AP', amount: 60 })
  })

  it('Apple Pay: merchant validation at op=applepayinit, then the payment call with amount and token', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    const before = await balances(b)
    const w = await openWindow(b, id, 80, { payType: 'applePay' })
    const payment = String(w.pay).split('/').pop()
    const init = await b.get('/dibs?op=applepayinit&merchant=merchant.dk.gocasino&name=GO%20Casino')
    expect(init.body.success).toBe(true)
    const s = init.body.data
    const token = Buffer.from(JSON.stringify({ ...s, extra: 1 })).toString('base64')
    const forged = Buffer.from(JSON.stringify({ ...s, signature: '0'.repeat(64) })).toString('base64')
    const refused = await b.post('/dibs/applepay', { payment, amount: 8000, token: forged, bonusId: null })
    expect(refused.status).toBe(400)
    const wrongAmount = await b.post('/dibs/applepay', { payment, amount: 9000, token, bonusId: null })
    expect(wrongAmount.status).toBe(400)
    const paid = await b.post('/dibs/applepay', { payment, amount: 8000, token, bonusId: null })
    expect(paid.body.data.redirect).toBe('/deposit/success?amount=80')
    expect((await balances(b)).cash).toBe(before.cash + 80)
  })

  it('the callback delivered twice (and a third time) credits once', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    const before = await balances(b)
    await deposit(b, id, 100)
    const cb = await t.db.db
      .selectFrom('psp_callbacks')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const ops = await count(t, 'wallet_ops')
    for (let i = 0; i < 2; i++) {
      const again = await signedCallback(t, JSON.parse(cb.body))
      expect(again.json()).toEqual({
        success: true,
        data: { accepted: true, reason: null },
        errorMessage: null,
      })
    }
    expect(await count(t, 'wallet_ops')).toBe(ops)
    expect((await balances(b)).cash).toBe(before.cash + 100)
  })

  it('ten deliveries of one callback at the same moment credit once', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    const before = await balances(b)
    const w = await openWindow(b, id, 55)
    const order = new URL(`http://x${w.pay}`)
    const p = await t.db.db
      .selectFrom('psp_payments')
      .selectAll()
      .where('id', '=', order.pathname.split('/').pop() ?? '')
      .executeTakeFirstOrThrow()
    const body = {
      orderId: p.merchant_order,
      paymentId: p.id,
      status: 'authorized',
      amount: 5500,
      currency: 'DKK',
      payType: 'card',
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => signedCallback(t, body)))
    for (const a of answers) expect(a.json().data).toEqual({ accepted: true, reason: null })
    expect((await balances(b)).cash).toBe(before.cash + 55)
    await form(t, `${w.pay}/cancel`, {})
  })

  it('a forged, tampered, unsigned or stale callback is refused and credits nothing', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    const w = await openWindow(b, id, 500)
    const pid = String(w.pay).split('/').pop() ?? ''
    const p = await t.db.db
      .selectFrom('psp_payments')
      .selectAll()
      .where('id', '=', pid)
      .executeTakeFirstOrThrow()
    const body = {
      orderId: p.merchant_order,
      paymentId: p.id,
      status: 'authorized',
      amount: 50_000,
      currency: 'DKK',
      payType: 'card',
    }
    const before = await balances(b)
    const ops = await count(t, 'wallet_ops')
    const forged = await signedCallback(t, body, 'not-the-merchant-key-at-all')
    expect(forged.statusCode).toBe(401)
    expect(forged.json()).toMatchObject({ success: false, errorMessage: 'Ugyldig signatur.' })
    // Signed, then the amount changed on the way.
    const raw = JSON.stringify(body)
    const { sign } = await import('../../../platform/wallet-signing.ts')
    const signature = sign(PAYMENT_SECRET, raw, t.clock.nowMs())
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/dibs/callback',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      payload: raw.replace('50000', '99999'),
    })
    expect(tampered.statusCode).toBe(401)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/dibs/callback',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    })
    expect(unsigned.statusCode).toBe(401)
    const stale = await t.app.inject({
      method: 'POST',
      url: '/dibs/callback',
      headers: {
        'content-type': 'application/json',
        'x-signature': sign(PAYMENT_SECRET, raw, t.clock.nowMs() - 10 * 60_000),
      },
      payload: raw,
    })
    expect(stale.statusCode).toBe(401)
    // A correctly signed callback for another amount than the order's is refused too.
    const wrongAmount = await signedCallback(t, { ...body, amount: 99_999 })
    expect(wrongAmount.statusCode).toBe(400)
    expect(await count(t, 'wallet_ops')).toBe(ops)
    expect(await balances(b)).toEqual(before)
    await form(t, `${w.pay}/cancel`, {})
  })

  it('credits even when the browser never comes back from the window', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    const before = await balances(b)
    const w = await openWindow(b, id, 65)
    await form(t, `${w.pay}/card`, { number: '4111111111111111', expiry: '12/39', cvc: '123' })
    // The confirm answer (a redirect) is never followed: the credit came with the callback before it.
    const done = await form(t, `${w.pay}/confirm`, { approve: '1' })
    expect(done.statusCode).toBe(303)
    expect((await balances(b)).cash).toBe(before.cash + 65)
  })

  it('without a session the window answers LOGINFIRST; another player id is refused', async () => {
    const anon = (await import('../helpers/player-client.ts')).browser(t.app)
    const w = await openWindow(anon, 1, 100)
    expect(w.result).toBe('/deposit/error?amount=100&reason=LOGINFIRST')
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    const other = await b.raw({
      method: 'GET',
      url: `/dibs?${(await import('../helpers/wallet-helper.ts')).dibsQuery(id, 100, { client: id + 1 })}`,
      headers: { cookie: b.cookieHeader() },
    })
    expect(other.statusCode).toBe(403)
  })

  it('mindep01 may deposit 1 kr.; everyone else needs 50 kr.; 10.000 kr. is the most', async () => {
    const min = await player(t, 'mindep01', 'Mindep12')
    expect((await deposit(min.b, min.id, 1)).pathname).toBe('/deposit/success')
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    for (const [kr, message] of [
      [49, 'Minimum beløb er 50 kr.'],
      [10_001, 'Maksimum beløb er 10.000 kr.'],
    ] as const) {
      const res = await b.raw({
        method: 'GET',
        url: `/dibs?${(await import('../helpers/wallet-helper.ts')).dibsQuery(id, kr)}`,
        headers: { cookie: b.cookieHeader() },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().errorMessage).toBe(message)
    }
    expect((await deposit(b, id, 10_000)).pathname).toBe('/deposit/success')
  })
})
