import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_PEOPLE } from '../../../server/identity/sandbox-people.ts'
import {
  adultCpr,
  advance,
  count,
  loggedIn,
  login,
  restorePassword,
  snapshot,
} from '../helpers/accounts-helper.ts'
import { appPerSuite, expectSafeAnswer } from '../helpers/helper.ts'
import { type Browser, browser, mitid, NEW_PLAYER } from '../helpers/player-client.ts'

type Body = Record<string, unknown>
type Endpoint = {
  url: string
  /** Called from a logged-in browser. */
  auth: boolean
  /** A body of the right shape; every case below changes one field of it. */
  base: Body
  /** Fields that may be left out (they have defaults). */
  optional?: string[]
  /** Free-text fields: any short string is a legal value, stored or compared as given. */
  free?: string[]
}

const SQL = "' or 1=1 --"
const HTML = '<script>alert(1)</script>'
const LONG = 'x'.repeat(10 * 1024)
const WRONG_TYPES: unknown[] = [42, -1.5, true, null, [], ['a'], { $gt: '' }, 'tekst']
const DEVICE = { hardware_id: 'hw-hostile', useragent_id: 'ua-hostile', mobileApp: false }
const DEVICE_TEXT = ['hardware_id', 'useragent_id']

function endpoints(userId: number): Endpoint[] {
  const cms = { ...DEVICE, user_id: userId }
  return [
    {
      url: '/rest/punter/channelLogin',
      auth: false,
      base: { userName: 'nobody99', password: 'Forkert99', channel: 0, version: 2 },
      optional: ['channel', 'version'],
      free: ['userName', 'password'],
    },
    { url: '/rest/punter/logout', auth: false, base: {} },
    // Logged out: from the test's player it would end the session the other cases use.
    { url: '/rest/punter/logoutAll', auth: false, base: {} },
    { url: '/rest/punter/createHash', auth: true, base: { pin: '1234' } },
    {
      url: '/rest/punter/loginPin',
      auth: false,
      base: { pin: '1234', hash: 'no-such-hash-0000', userName: 'nobody99', channel: 8 },
      optional: ['channel'],
      free: ['hash', 'userName'],
    },
    { url: '/rest/punter/nemid_login', auth: false, base: { result: 'a.b', signature: 'c' } },
    {
      url: '/rest/punter/restorePassword',
      auth: false,
      base: { result: 'a.b', signature: 'c', password: 'NytKode12', confirm: 'NytKode12' },
    },
    {
      url: '/rest/punter/signup_step1',
      auth: false,
      base: { cpr: adultCpr(401), email: 'hostile@example.dk' },
    },
    { url: '/rest/punter/signup_step2', auth: false, base: { result: 'a.b', signature: 'c' } },
    {
      url: '/rest/punter/signup_step3',
      auth: false,
      base: { details: { firstName: 'A', lastName: 'B', address: 'C 1', zip: '1000', city: 'D' } },
    },
    {
      url: '/rest/punter/register',
      auth: false,
      base: { ...NEW_PLAYER, bonusCode: 'KODE', channel: 0 },
      optional: ['newsletter', 'bonusCode', 'channel'],
      free: ['securityAnswer', 'bonusCode'],
    },
    {
      url: '/rest/punter/setAccountInformation',
      auth: true,
      base: { email: 'hostile@example.dk', phoneNr: '12345678', address: 'Et sted 1' },
      optional: ['address'],
    },
    {
      url: '/rest/punter/changePassword',
      auth: true,
      base: { current: 'Forkert12', edit: 'Abcdefgh12', confirm: 'Abcdefgh12' },
    },
    {
      url: '/rest/punter/resetPassword',
      auth: false,
      base: { userName: 'nobody99', email: 'nobody@example.dk' },
      free: ['userName', 'email'],
    },
    { url: '/rest/punter/setExpectedBetting', auth: true, base: { expectBetting: '0-1000' } },
    { url: '/rest/punter/newsletterSubscription', auth: true, base: { on: 1 } },
    {
      url: '/rest/punter/unsubscribeFromNewsletter',
      auth: false,
      base: { email: 'nobody@example.dk', on: 0 },
      optional: ['on'],
    },
    {
      url: '/rest/punter/addTeam',
      auth: true,
      base: { code: 'HOLD1', note: 'note' },
      optional: ['note'],
      free: ['code', 'note'],
    },
    { url: '/rest/punter/excludeUser', auth: true, base: { exclusionPeriod: 'ex_24h' } },
    { url: '/rest/punter/excludeUserDays', auth: true, base: { exclusionDays: 7 } },
    { url: '/rest/punter/excludeUserPermanently', auth: true, base: { confirmPermanent: true } },
    { url: '/cms/register-device', auth: false, base: DEVICE, optional: ['mobileApp'], free: DEVICE_TEXT },
    {
      url: '/cms/attach-user',
      auth: true,
      base: { ...cms, fullname: 'Demo', email: 'x@example.dk', balance: 0, username: 'demo' },
      optional: ['mobileApp', 'fullname', 'email', 'balance', 'username'],
      free: [...DEVICE_TEXT, 'fullname', 'email', 'username'],
    },
    { url: '/cms/last-login', auth: true, base: cms, optional: ['mobileApp'], free: DEVICE_TEXT },
  ]
}

type Case = { what: string; body: unknown; mustRefuse: boolean }

/** Every one-field change of an endpoint's base body, and whether it must be refused. */
function cases(e: Endpoint): Case[] {
  const out: Case[] = []
  const fields = Object.keys(e.base)
  for (const f of fields) {
    const { [f]: _gone, ...without } = e.base
    out.push({ what: `${f} missing`, body: without, mustRefuse: !e.optional?.includes(f) })
    const kind = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v)
    for (const v of WRONG_TYPES)
      if (kind(v) !== kind(e.base[f]))
        out.push({ what: `${f} = ${JSON.stringify(v)}`, body: { ...e.base, [f]: v }, mustRefuse: true })
    const free = e.free?.includes(f) ?? false
    for (const [name, v] of [
      ['SQL', SQL],
      ['HTML', HTML],
    ] as const)
      out.push({ what: `${f} = ${name}`, body: { ...e.base, [f]: v }, mustRefuse: !free })
    out.push({ what: `${f} = 10 KB`, body: { ...e.base, [f]: LONG }, mustRefuse: true })
  }
  if (e.base.details) {
    const details = e.base.details as Body
    for (const f of Object.keys(details)) {
      const { [f]: _gone, ...without } = details
      out.push({ what: `details.${f} missing`, body: { details: without }, mustRefuse: true })
      out.push({ what: `details.${f} = 42`, body: { details: { ...details, [f]: 42 } }, mustRefuse: true })
      out.push({
        what: `details.${f} = 10 KB`,
        body: { details: { ...details, [f]: LONG } },
        mustRefuse: true,
      })
    }
  }
  const whole: [string, unknown][] = [
    ['an empty object', {}],
    ['an array', [e.base]],
    ['a number', 42],
    ['JSON null', null],
  ]
  // Logout takes no body at all: only its JSON parsing is under test.
  for (const [what, body] of whole)
    out.push({ what: `body is ${what}`, body, mustRefuse: e.url !== '/rest/punter/logout' })
  return out
}

describe('hostile input to every POST endpoint', () => {
  const t = appPerSuite({
    RATE_LOGIN_PER_MIN: '100000',
    RATE_PIN_PER_MIN: '100000',
    RATE_SIGNUP_PER_MIN: '100000',
  })
  let player: Browser
  let userId: number
  let all: Endpoint[]
  beforeAll(async () => {
    player = browser(t.app)
    const res = await login(player, 'demo1234', 'Demo1234')
    userId = res.body.data.id
    all = endpoints(userId)
  })

  const send = (e: Endpoint, body: unknown) => {
    const b = e.auth ? player : browser(t.app)
    return b.raw({
      method: 'POST',
      url: e.url,
      headers: { 'content-type': 'application/json', ...(e.auth ? { cookie: player.cookieHeader() } : {}) },
      payload: JSON.stringify(body),
    })
  }

  it('covers every POST route of /rest/punter and /cms', () => {
    // printRoutes folds shared prefixes (excludeUser, excludeUserDays), so each route is asked for.
    for (const e of all) expect(t.app.hasRoute({ method: 'POST', url: e.url }), e.url).toBe(true)
    expect(all).toHaveLength(24)
  })

  it('answers each bad field, wrong type, SQL, HTML and 10 KB string with a 4xx, never a 500, and writes nothing', async () => {
    let calls = 0
    for (const e of all)
      for (const c of cases(e)) {
        const before = await snapshot(t)
        const res = await send(e, c.body)
        calls++
        const label = `${e.url} with ${c.what}: ${res.statusCode} ${res.body.slice(0, 200)}`
        await expectSafeAnswer(res, label, { mustRefuse: c.mustRefuse, state: () => snapshot(t), before })
      }
    expect(calls).toBeGreaterThan(400)
    // The player's own session came through all of it.
    expect(await loggedIn(player)).toBe(true)
  })

  it('stores free text verbatim: SQL and HTML are data, not code', async () => {
    const code = `${SQL};drop table users`
    const res = await player.post('/rest/punter/addTeam', { code, note: HTML })
    expect(res.status).toBe(200)
    const row = await t.db.db
      .selectFrom('user_teams')
      .select(['code', 'note'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ code, note: HTML })
    expect(await count(t, 'users')).toBe(4)
  })

  it('refuses bodies that are not JSON, or too large', async () => {
    for (const e of all) {
      const b = e.auth ? player : browser(t.app)
      for (const [type, payload] of [
        ['application/json', '{"userName": '],
        ['application/json', ''],
        ['application/json', '{"__proto__": {"admin": true}}'],
        ['application/xml', '<a/>'],
        ['application/json', JSON.stringify({ blob: 'x'.repeat(70 * 1024) })],
      ] as const) {
        const before = await snapshot(t)
        const res = await b.raw({
          method: 'POST',
          url: e.url,
          headers: { 'content-type': type, ...(e.auth ? { cookie: player.cookieHeader() } : {}) },
          payload,
        })
        const label = `${e.url} ${type} ${payload.slice(0, 30)}: ${res.statusCode}`
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, label).toBeLessThan(500)
        expect(res.json().errorMessage, label).toBeTruthy()
        expect(await snapshot(t), label).toEqual(before)
      }
    }
  })

  it('property: random JSON bodies never make a 500', async () => {
    for (const e of all) {
      const keys = Object.keys(e.base)
      const shaped = fc.dictionary(fc.constantFrom(...(keys.length ? keys : ['x'])), fc.jsonValue())
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.jsonValue(), shaped, fc.object()), async (body) => {
          const res = await send(e, body)
          return res.statusCode < 500
        }),
        { numRuns: 30 },
      )
    }
  })

  it('property: random text sent as application/json never makes a 500', async () => {
    for (const e of all) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.string(), fc.json()), async (text) => {
          const b = e.auth ? player : browser(t.app)
          const res = await b.raw({
            method: 'POST',
            url: e.url,
            headers: {
              'content-type': 'application/json',
              ...(e.auth ? { cookie: player.cookieHeader() } : {}),
            },
            payload: text,
          })
          return res.statusCode < 500
        }),
        { numRuns: 30 },
      )
    }
    expect(await count(t, 'users')).toBe(4)
  })
})

describe('Origin check on state-changing calls', () => {
  const t = appPerSuite()
  let good: Browser
  let userId: number
  beforeAll(async () => {
    good = browser(t.app)
    userId = (await login(good, 'demo1234', 'Demo1234')).body.data.id
  })

  /** Bodies that would succeed from our own page (or at least get past parsing). */
  const valid = (): [string, Body][] => [
    ['/rest/punter/channelLogin', { userName: 'demo1234', password: 'Demo1234' }],
    ['/rest/punter/logout', {}],
    ['/rest/punter/createHash', { pin: '1234' }],
    ['/rest/punter/signup_step1', { cpr: adultCpr(402), email: 'origin@example.dk' }],
    ['/rest/punter/setAccountInformation', { email: 'origin@example.dk', phoneNr: '12345678' }],
    ['/rest/punter/changePassword', { current: 'Demo1234', edit: 'Abcdefgh12', confirm: 'Abcdefgh12' }],
    ['/rest/punter/resetPassword', { userName: 'demo1234', email: 'demo1234@example.dk' }],
    ['/rest/punter/setExpectedBetting', { expectBetting: '20000+' }],
    ['/rest/punter/newsletterSubscription', { on: 1 }],
    ['/rest/punter/unsubscribeFromNewsletter', { email: 'demo1234@example.dk' }],
    ['/rest/punter/addTeam', { code: 'HOLD' }],
    ['/cms/register-device', DEVICE],
    ['/cms/attach-user', { ...DEVICE, user_id: userId }],
    ['/cms/last-login', { ...DEVICE, user_id: userId }],
  ]

  const tables = async () => ({
    ...(await snapshot(t)),
    mail: await count(t, 'outbox_mail'),
    teams: await count(t, 'user_teams'),
    devices: await count(t, 'devices'),
    optouts: await count(t, 'newsletter_optouts'),
  })

  for (const [what, origin] of [
    ['a foreign Origin', 'https://evil.example'],
    ['no Origin', null],
    ['Origin null', 'null'],
    ['another port of this host', 'http://localhost:8080'],
  ] as const)
    it(`refuses ${what} with 403 and writes nothing`, async () => {
      const evil = browser(t.app, { origin })
      evil.jar.set('sid', String(good.jar.get('sid')))
      const before = await tables()
      for (const [url, body] of valid()) {
        const res = await evil.post(url, body)
        expect(res.status, url).toBe(403)
        expect(res.body.success, url).toBe(false)
        expect(res.body.errorMessage, url).toContain('casinoets egen side')
      }
      for (const url of ['/mitid/approve', '/mitid/cancel']) {
        const res = await evil.form(url, 'state=x&cpr=0101801111')
        expect(res.statusCode, url).toBe(403)
      }
      expect(await tables()).toEqual(before)
      expect(await loggedIn(good)).toBe(true)
    })

  it('lets a same-origin fetch without Origin through (Sec-Fetch-Site: same-origin), and GETs need none', async () => {
    const b = browser(t.app, { origin: null })
    const res = await b.post(
      '/rest/punter/resetPassword',
      { userName: 'demo1234', email: 'nobody@example.dk' },
      { headers: { 'sec-fetch-site': 'same-origin' } },
    )
    expect(res.status).toBe(200)
    const cross = await b.post(
      '/rest/punter/resetPassword',
      { userName: 'demo1234', email: 'nobody@example.dk' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    )
    expect(cross.status).toBe(403)
    expect((await b.get('/rest/punter/isLoggedIn')).status).toBe(200)
  })

  it('accepts the page origin without its default port', async () => {
    const b = browser(t.app, { origin: 'http://localhost' })
    expect(
      (await b.post('/rest/punter/resetPassword', { userName: 'x1', email: 'x@example.dk' })).status,
    ).toBe(200)
  })
})

describe('forged, misused and replayed MitID results', () => {
  const t = appPerSuite({ RATE_LOGIN_PER_MIN: '1000', RATE_SIGNUP_PER_MIN: '1000' })

  const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1)
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const payloadOf = (result: string) =>
    JSON.parse(Buffer.from(String(result.split('.')[1]), 'base64url').toString()) as Body

  it('refuses a forged signature, and the untouched result still works after', async () => {
    const b = browser(t.app)
    const id = await mitid(b, 'login', TEST_PEOPLE.demo.cpr)
    const sessions = await count(t, 'sessions')
    const forged = await b.post('/rest/punter/nemid_login', {
      result: id.result,
      signature: flip(id.signature),
    })
    expect(forged.status).toBe(400)
    expect(forged.body.errorMessage).toContain('kunne ikke verificeres')
    expect(await count(t, 'sessions')).toBe(sessions)
    expect((await b.post('/rest/punter/nemid_login', id)).status).toBe(200)
  })

  it('refuses a result whose payload was changed, or signed with alg none', async () => {
    const b = browser(t.app)
    const id = await mitid(b, 'login', TEST_PEOPLE.adult.cpr)
    const [header] = id.result.split('.')
    const changed = `${header}.${b64({ ...payloadOf(id.result), cpr: TEST_PEOPLE.demo.cpr })}`
    const r1 = await b.post('/rest/punter/nemid_login', { result: changed, signature: id.signature })
    expect(r1.status).toBe(400)
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...payloadOf(id.result), cpr: TEST_PEOPLE.demo.cpr })}`
    const r2 = await b.post('/rest/punter/nemid_login', { result: none, signature: id.signature })
    expect(r2.status).toBe(400)
    const r3 = await b.post('/rest/punter/nemid_login', { result: `${none}.`, signature: 'AAAA' })
    expect(r3.status).toBe(400)
    expect(await loggedIn(b)).toBe(false)
  })

  it('refuses at signup_step2 a result signed for mode login', async () => {
    const b = browser(t.app)
    const cpr = adultCpr(403)
    expect((await b.post('/rest/punter/signup_step1', { cpr, email: 'mode@example.dk' })).status).toBe(200)
    const id = await mitid(b, 'login', cpr)
    const res = await b.post('/rest/punter/signup_step2', id)
    expect(res.status).toBe(400)
    expect(res.body.errorMessage).toContain('andet forløb')
    // And the other way round: a sign-up result does not log in.
    const s = await mitid(b, 'signup', TEST_PEOPLE.demo.cpr)
    const login2 = await b.post('/rest/punter/nemid_login', s)
    expect(login2.status).toBe(400)
    expect(await loggedIn(b)).toBe(false)
    // A login result is no password reset either.
    const restore = await restorePassword(b, TEST_PEOPLE.demo.cpr, 'Hacked123', 'Hacked123', 'login')
    expect(restore.status).toBe(400)
    expect((await login(browser(t.app), 'demo1234', 'Demo1234')).status).toBe(200)
  })

  it('refuses a result the second time ("allerede brugt")', async () => {
    const b = browser(t.app)
    const id = await mitid(b, 'login', TEST_PEOPLE.demo.cpr)
    expect((await b.post('/rest/punter/nemid_login', id)).status).toBe(200)
    await b.post('/rest/punter/logout')
    const again = await b.post('/rest/punter/nemid_login', id)
    expect(again.status).toBe(400)
    expect(again.body.errorMessage).toContain('allerede brugt')
    expect(await loggedIn(b)).toBe(false)
  })

  it('refuses a result used from another browser than the one that started the flow', async () => {
    const a = browser(t.app)
    const id = await mitid(a, 'login', TEST_PEOPLE.demo.cpr)
    const thief = browser(t.app)
    const res = await thief.post('/rest/punter/nemid_login', id)
    expect(res.status).toBe(400)
    // Nor with a flow of its own going.
    await thief.get('/rest/punter/getNemidParameters?mode=login')
    expect((await thief.post('/rest/punter/nemid_login', id)).status).toBe(400)
    expect(await loggedIn(thief)).toBe(false)
    // The rightful browser can still use it.
    expect((await a.post('/rest/punter/nemid_login', id)).status).toBe(200)
  })

  it('sends an unknown state or an unknown person at the sandbox to the error page', async () => {
    const b = browser(t.app)
    const bad = await b.form('/mitid/approve', 'state=ukendt-state-123&cpr=0101801111')
    expect(bad.statusCode).toBe(303)
    expect(String(bad.headers.location)).toMatch(/^\/mitid-verify\/error\?error=/)
    const params = await b.get('/rest/punter/getNemidParameters?mode=login')
    const state = new URL(params.body.data.url, 'http://x').searchParams.get('state') ?? ''
    const noCpr = await b.form('/mitid/approve', { state, cpr: '3102851234' })
    expect(String(noCpr.headers.location)).toMatch(/^\/mitid-verify\/error\?error=/)
    expect((await b.get('/rest/punter/getNemidParameters?mode=hack')).status).toBe(400)
  })

  it('refuses a result older than 10 minutes', async () => {
    const b = browser(t.app)
    const id = await mitid(b, 'login', TEST_PEOPLE.demo.cpr)
    advance(t, 11 * 60_000)
    const res = await b.post('/rest/punter/nemid_login', id)
    expect(res.status).toBe(400)
    expect(res.body.errorMessage).toContain('udløbet')
  })
})
