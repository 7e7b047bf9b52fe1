import { describe, expect, it } from 'vitest'
import { dibsQuery, player, walletApp } from '../helpers/wallet-helper.ts'

/** The refusal every state-changing call gives a request from another site (issue 14). */
const FOREIGN = 'Forespørgslen blev afvist, fordi den ikke kom fra casinoets egen side.'

describe('GET /dibs holds the same-site rule: another site cannot open a deposit order', () => {
  const t = walletApp({ JOBS: '0' }, { limits: true })

  const orders = async () =>
    Number(
      (
        await t.db.db
          .selectFrom('deposits')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('refuses a cross-site window or Apple Pay init and makes no order; the casino frame opens it', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    const open = (headers: Record<string, string>, query = dibsQuery(id, 100).toString()) =>
      b.raw({ method: 'GET', url: `/dibs?${query}`, headers: { cookie: b.cookieHeader(), ...headers } })
    const before = await orders()
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site', referer: 'http://localhost:80/konto/indbetaling' },
    ]
    for (const headers of foreign) {
      const res = await open(headers)
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
      expect(res.json().errorMessage).toBe(FOREIGN)
      expect(res.headers.location).toBeUndefined()
    }
    const apple = await open(
      { 'sec-fetch-site': 'cross-site' },
      'op=applepayinit&merchant=merchant.dk.gocasino&name=GO%20Casino',
    )
    expect(apple.statusCode).toBe(403)
    expect(await orders()).toBe(before)

    const own = await open({
      'sec-fetch-site': 'same-origin',
      referer: 'http://localhost:80/konto/indbetaling',
    })
    expect(own.statusCode).toBe(303)
    expect(String(own.headers.location)).toMatch(/^\/dibs\/window\?/)
    expect(await orders()).toBe(before + 1)
  })
})
