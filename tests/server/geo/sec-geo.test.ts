import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PEOPLE } from '../../../server/identity/sandbox-people.ts'
import { PLAYER_SAYS } from '../../player-texts.ts'
import { adultCpr, count, loggedIn, login } from '../helpers/accounts-helper.ts'
import { type Built, build } from '../helpers/helper.ts'
import { type Browser, browser, mitid, NEW_PLAYER } from '../helpers/player-client.ts'

/** Behind the trusted proxy (loopback), X-Forwarded-For names the player's address. */
const ABROAD = { 'x-forwarded-for': '8.8.8.8' }
const DENMARK = { 'x-forwarded-for': '2.104.1.1' }

/** The answer a player abroad gets: the geo block's text (SPEC.md section 8), as the modal shows it. */
function expectAbroad(res: { status: number; body: { success: boolean; errorMessage?: string | null } }) {
  expect(res.status).toBe(403)
  expect(res.body.success).toBe(false)
  expect(res.body.errorMessage).toBe(PLAYER_SAYS.geoBlocked)
}

/** demo1234 logs in with the right password from the address these headers name. */
const demoLogin = (b: Browser, from: Record<string, string>) =>
  b.post('/rest/punter/channelLogin', { userName: 'demo1234', password: 'Demo1234' }, { headers: from })

describe('geo is enforced by the server on login, PIN login, MitID login and sign-up', () => {
  let t: Built
  let allowAll: Built
  beforeAll(async () => {
    t = await build({ RATE_LOGIN_PER_MIN: '1000' })
    allowAll = await build({ GEO_ALLOW: '8.8.8.0/24' })
  })
  afterAll(async () => {
    await t.close()
    await allowAll.close()
  })

  it('refuses a right password from abroad, and counts no attempt', async () => {
    const b = browser(t.app)
    const res = await demoLogin(b, ABROAD)
    expectAbroad(res)
    expect(await loggedIn(b)).toBe(false)
    expect(await count(t, 'login_failures')).toBe(0)
    const home = await demoLogin(b, DENMARK)
    expect(home.status).toBe(200)
  })

  it('refuses a right PIN from abroad', async () => {
    const owner = browser(t.app)
    await login(owner, 'demo1234', 'Demo1234')
    const hash = (await owner.post('/rest/punter/createHash', { pin: '2468' })).body.data.hash as string
    const phone = browser(t.app)
    const res = await phone.post(
      '/rest/punter/loginPin',
      { pin: '2468', hash, userName: 'demo1234' },
      { headers: ABROAD },
    )
    expectAbroad(res)
    expect(await loggedIn(phone)).toBe(false)
  })

  it('refuses a MitID login from abroad before the one-time result is used: it still logs in from Denmark', async () => {
    const b = browser(t.app)
    const id = await mitid(b, 'login', TEST_PEOPLE.demo.cpr)
    const res = await b.post(
      '/rest/punter/nemid_login',
      { result: id.result, signature: id.signature },
      { headers: ABROAD },
    )
    expectAbroad(res)
    expect(await loggedIn(b)).toBe(false)
    const home = await b.post(
      '/rest/punter/nemid_login',
      { result: id.result, signature: id.signature },
      { headers: DENMARK },
    )
    expect(home.status).toBe(200)
    expect(await loggedIn(b)).toBe(true)
  })

  it('refuses sign-up from abroad at the first step and at register', async () => {
    const b = browser(t.app)
    const cpr = adultCpr(77)
    expectAbroad(
      await b.post('/rest/punter/signup_step1', { cpr, email: 'abroad@example.dk' }, { headers: ABROAD }),
    )
    expect(await count(t, 'signups')).toBe(0)
    expect((await b.post('/rest/punter/signup_step1', { cpr, email: 'abroad@example.dk' })).status).toBe(200)
    const id = await mitid(b, 'signup', cpr)
    const s2 = await b.post('/rest/punter/signup_step2', { result: id.result, signature: id.signature })
    const { birthDate: _b, ...details } = s2.body.data
    expect((await b.post('/rest/punter/signup_step3', { details })).status).toBe(200)
    const users = await count(t, 'users')
    expectAbroad(
      await b.post('/rest/punter/register', { ...NEW_PLAYER, userName: 'udland77' }, { headers: ABROAD }),
    )
    expect(await count(t, 'users')).toBe(users)
  })

  it('refuses the MitID step of sign-up from abroad without using up the result', async () => {
    const b = browser(t.app)
    const cpr = adultCpr(78)
    expect((await b.post('/rest/punter/signup_step1', { cpr, email: 'hjem78@example.dk' })).status).toBe(200)
    const id = await mitid(b, 'signup', cpr)
    const body = { result: id.result, signature: id.signature }
    expectAbroad(await b.post('/rest/punter/signup_step2', body, { headers: ABROAD }))
    expect((await b.post('/rest/punter/signup_step2', body, { headers: DENMARK })).status).toBe(200)
  })

  it('lets GEO_ALLOW ranges in, as /core/geo.php says', async () => {
    const b = browser(allowAll.app)
    const res = await demoLogin(b, ABROAD)
    expect(res.status).toBe(200)
    const geo = await allowAll.app.inject({ url: '/core/geo.php', headers: ABROAD })
    expect(geo.json().data).toEqual({ ip: '8.8.8.8', allowed: true })
  })
})
