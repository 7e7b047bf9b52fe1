import { describe, expect, it } from 'vitest'
import { TEST_PEOPLE } from '../../../server/identity/sandbox-people.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { browser, mitid, ORIGIN } from '../helpers/player-client.ts'
import { keepCookies, registerSelfInRofus } from '../helpers/rofus-helper.ts'

/** Issue 31, item 7: the ROFUS sandbox registers a CPR number only for that person, from its own page. */
describe('ROFUS sandbox: only the person, only from the register page', () => {
  const t = appPerSuite()
  const registered = async (cpr: string) =>
    (await t.db.db.selectFrom('rofus_register').select('cpr').where('cpr', '=', cpr).executeTakeFirst()) !==
    undefined
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

  /** A citizen's MitID login at the register page: its signed result and the browser's state cookie. */
  async function rofusLogin(cpr: string) {
    const b = browser(t.app)
    const start = await b.form('/rofus/login', {})
    expect(start.statusCode).toBe(303)
    keepCookies(b.jar, start.cookies)
    const state = new URL(String(start.headers.location), ORIGIN).searchParams.get('state') ?? ''
    const back = new URL(String((await b.form('/mitid/approve', { state, cpr })).headers.location), ORIGIN)
    return {
      b,
      result: back.searchParams.get('result') ?? '',
      signature: back.searchParams.get('signature') ?? '',
    }
  }

  it('a person registers themselves: MitID names them, the period form registers their CPR', async () => {
    const cpr = TEST_PEOPLE.adult.cpr
    const { choose, res } = await registerSelfInRofus(t.app, cpr, '30')
    expect(choose.statusCode).toBe(200)
    expect(choose.body).toContain('Mette Nielsen')
    expect(choose.body).toContain('120585-1236')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('120585-1236 er registreret til')
    expect(await registered(cpr)).toBe(true)
    await t.db.db.deleteFrom('rofus_register').where('cpr', '=', cpr).execute()
  })

  it('a registration without the person’s MitID is refused and registers nothing', async () => {
    const victim = TEST_PEOPLE.demo.cpr
    const res = await t.app.inject({
      method: 'POST',
      url: '/rofus/',
      headers: { host: 'localhost:80', origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ cpr: victim, period: 'permanent' }),
    })
    expect(res.statusCode).toBe(403)
    expect(res.body).toContain('Log ind med MitID')
    expect(await registered(victim)).toBe(false)
  })

  it('someone else’s MitID cannot register the victim: another CPR in the form, a stolen result, a casino login result', async () => {
    const victim = TEST_PEOPLE.demo.cpr
    // The attacker's own MitID, the victim's CPR in the form.
    const own = await rofusLogin(TEST_PEOPLE.nolimit.cpr)
    const other = await own.b.raw({
      method: 'POST',
      url: '/rofus/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: own.b.cookieHeader() },
      payload: form({ result: own.result, signature: own.signature, cpr: victim, period: 'permanent' }),
    })
    expect(other.statusCode).toBe(403)
    expect(other.body).toContain('Du kan kun registrere dit eget CPR-nummer.')
    // The victim's result posted from a browser that did not start its flow (no state cookie).
    const stolen = await rofusLogin(victim)
    const elsewhere = await browser(t.app).form('/rofus/', {
      result: stolen.result,
      signature: stolen.signature,
      period: 'permanent',
    })
    expect(elsewhere.statusCode).toBe(403)
    // A casino login's MitID result is not a ROFUS login.
    const casino = browser(t.app)
    const login = await mitid(casino, 'login', victim)
    const wrongMode = await casino.form('/rofus/', {
      result: login.result,
      signature: login.signature,
      period: '1',
    })
    expect(wrongMode.statusCode).toBe(403)
    expect(await registered(victim)).toBe(false)
    expect(await registered(TEST_PEOPLE.nolimit.cpr)).toBe(false)
  })

  it('a registration from another origin is refused, even with the person’s MitID, and registers nothing', async () => {
    const cpr = TEST_PEOPLE.adult.cpr
    const login = await rofusLogin(cpr)
    const payload = form({ result: login.result, signature: login.signature, period: 'permanent' })
    const base = { 'content-type': 'application/x-www-form-urlencoded', cookie: login.b.cookieHeader() }
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/rofus/',
      headers: { host: 'localhost:80', ...base, origin: 'https://evil.example' },
      payload,
    })
    expect(foreign.statusCode).toBe(403)
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/rofus/',
      headers: { host: 'localhost:80', ...base, 'sec-fetch-site': 'cross-site' },
      payload,
    })
    expect(noOrigin.statusCode).toBe(403)
    const startElsewhere = await t.app.inject({
      method: 'POST',
      url: '/rofus/login',
      headers: { host: 'localhost:80', origin: 'https://evil.example' },
    })
    expect(startElsewhere.statusCode).toBe(403)
    expect(await registered(cpr)).toBe(false)
    // The same result from the register's own page still works: the refusals spent nothing.
    const own = await login.b.raw({ method: 'POST', url: '/rofus/', headers: base, payload })
    expect(own.statusCode).toBe(200)
    expect(await registered(cpr)).toBe(true)
  })
})
