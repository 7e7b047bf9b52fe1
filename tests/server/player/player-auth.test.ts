import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { User } from '../../../contract/player.ts'
import { TEST_PEOPLE } from '../../../server/identity/sandbox-people.ts'
import { PLAYER_SAYS } from '../../player-texts.ts'
import {
  adultCpr,
  advance,
  count,
  loggedIn,
  login,
  postRefused,
  restorePassword,
  setCookies,
  startOfMinute,
  userRow,
} from '../helpers/accounts-helper.ts'
import { appPerSuite, type Built, build } from '../helpers/helper.ts'
import { browser, mitid, signUp } from '../helpers/player-client.ts'

/** SPEC.md section 8, LOGINFIRST. */
const SPEC_LOGIN_FIRST = 'Du skal logge ind først'
/** SPEC.md section 8 gives the start of the wrong-login text; the attempts left end it. */
const wrongLogin = (left: number) =>
  new RegExp(`^Brugernavn eller kode er forkert\\. Du har 6 forsøg i alt\\..*${left}$`)

const setBrand = (b: Built, userName: string, brand: string) =>
  b.db.db.updateTable('users').set({ brand }).where('user_name', '=', userName).execute()

const HIGH_LIMITS = { RATE_LOGIN_PER_MIN: '1000', RATE_PIN_PER_MIN: '1000', RATE_SIGNUP_PER_MIN: '1000' }

describe('password login, logout and the session cookie', () => {
  const t = appPerSuite(HIGH_LIMITS)

  it('logs in with channelLogin: a User, an HttpOnly SameSite=Lax sid cookie, isLoggedIn after but not before', async () => {
    const b = browser(t.app)
    const before = await b.get('/rest/punter/isLoggedIn')
    expect(before.body).toEqual({
      success: true,
      data: { loggedIn: false, userId: null },
      errorMessage: null,
    })

    const res = await login(b, 'demo1234', 'Demo1234')
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    expect(res.body.errorMessage).toBeNull()
    const user = User.parse(res.body.data)
    expect(user.userName).toBe('demo1234')
    expect(user.status).toBe('open')
    expect(res.headers['cache-control']).toBe('no-store')

    const sid = setCookies(res.headers).find((c) => c.startsWith('sid='))
    expect(sid).toBeDefined()
    expect(sid).toMatch(/HttpOnly/i)
    expect(sid).toMatch(/SameSite=Lax/i)
    expect(sid).toMatch(/Path=\//)

    const after = await b.get('/rest/punter/isLoggedIn')
    expect(after.body.data).toEqual({ loggedIn: true, userId: user.id })
  })

  it('is case-insensitive in the user name and trims it', async () => {
    const b = browser(t.app)
    expect((await login(b, '  DEMO1234 ', 'Demo1234')).status).toBe(200)
    expect(await loggedIn(b)).toBe(true)
  })

  it('rotates the session id at every login; the old id is no longer logged in', async () => {
    const b = browser(t.app)
    await login(b, 'demo1234', 'Demo1234')
    const first = b.jar.get('sid')
    expect(first).toBeTruthy()
    const second = await login(b, 'demo1234', 'Demo1234')
    expect(second.status).toBe(200)
    const rotated = b.jar.get('sid')
    expect(rotated).toBeTruthy()
    expect(rotated).not.toBe(first)
    expect(await loggedIn(b)).toBe(true)

    const stale = browser(t.app)
    stale.jar.set('sid', String(first))
    expect(await loggedIn(stale)).toBe(false)
  })

  it('ignores a made-up or oversized sid cookie', async () => {
    const b = browser(t.app)
    b.jar.set('sid', 'x'.repeat(40))
    expect(await loggedIn(b)).toBe(false)
    b.jar.set('sid', 'x'.repeat(5000))
    expect(await loggedIn(b)).toBe(false)
    expect((await b.get('/rest/punter/getAccountInformation')).status).toBe(401)
  })

  it('ends the session at logout, in the database too', async () => {
    const b = browser(t.app)
    await login(b, 'demo1234', 'Demo1234')
    const token = String(b.jar.get('sid'))
    const before = await count(t, 'sessions')
    const out = await b.post('/rest/punter/logout')
    expect(out.status).toBe(200)
    expect(out.body.success).toBe(true)
    expect(await count(t, 'sessions')).toBe(before - 1)
    expect(await loggedIn(b)).toBe(false)
    const replay = browser(t.app)
    replay.jar.set('sid', token)
    expect(await loggedIn(replay)).toBe(false)
    // Logging out twice is harmless.
    expect((await b.post('/rest/punter/logout')).status).toBe(200)
  })

  it('counts wrong passwords down from 5 and locks at the 6th; then the right password is refused too', async () => {
    const b = browser(t.app)
    for (let left = 5; left >= 1; left--) {
      const r = await login(b, 'nolimit1', 'Forkert99')
      expect(r.status).toBe(401)
      expect(r.body.success).toBe(false)
      expect(r.body.errorMessage).toMatch(wrongLogin(left))
      expect(r.body.errorMessage).toContain(`Forsøg tilbage: ${left}`)
      expect(r.body.data).toEqual({ attemptsLeft: left, locked: false })
    }
    const sixth = await login(b, 'nolimit1', 'Forkert99')
    expect(sixth.status).toBe(403)
    expect(sixth.body.errorMessage).toBe(PLAYER_SAYS.locked)
    expect(sixth.body.data).toEqual({ attemptsLeft: 0, locked: true })

    const right = await login(b, 'nolimit1', 'Nolimit12')
    expect(right.status).toBe(403)
    expect(right.body.data.locked).toBe(true)
    expect(await loggedIn(b)).toBe(false)
    // The lock is per user name, whatever its case.
    expect((await login(b, 'NOLIMIT1', 'Nolimit12')).status).toBe(403)
  })

  it('counts unknown user names exactly as known ones, so the answer does not tell which exist', async () => {
    const b = browser(t.app)
    const known = await login(b, 'mindep01', 'Forkert99')
    const unknown = await login(b, 'ingenher77', 'Forkert99')
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    for (let left = 4; left >= 1; left--)
      expect((await login(b, 'ingenher77', 'Forkert99')).body.errorMessage).toMatch(wrongLogin(left))
    const locked = await login(b, 'ingenher77', 'Forkert99')
    expect(locked.status).toBe(403)
    expect(locked.body).toEqual({
      success: false,
      errorMessage: PLAYER_SAYS.locked,
      data: { attemptsLeft: 0, locked: true },
    })
    // A right login clears the count of a known user name.
    expect((await login(b, 'mindep01', 'Mindep12')).status).toBe(200)
    await b.post('/rest/punter/logout')
    expect((await login(b, 'mindep01', 'Forkert99')).body.errorMessage).toMatch(wrongLogin(5))
  })

  it('restorePassword through MitID unlocks the account and sets the new password', async () => {
    // nolimit1 was locked by the test above.
    const b = browser(t.app)
    const other = browser(t.app)
    const mismatch = await restorePassword(b, TEST_PEOPLE.nolimit.cpr, 'NytKode12', 'NytKode13')
    expect(mismatch.status).toBe(400)

    const weak = await restorePassword(b, TEST_PEOPLE.nolimit.cpr, 'svag')
    expect(weak.status).toBe(400)

    const res = await restorePassword(b, TEST_PEOPLE.nolimit.cpr, 'NytKode12')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ message: 'Dit kodeord er blevet ændret' })

    expect((await login(other, 'nolimit1', 'Nolimit12')).status).toBe(401)
    const ok = await login(other, 'nolimit1', 'NytKode12')
    expect(ok.status).toBe(200)
    expect(ok.body.data.userName).toBe('nolimit1')
  })

  it('restorePassword ends the sessions the account had', async () => {
    const cpr = adultCpr(11)
    const b = browser(t.app)
    expect((await signUp(b, cpr, 'restore@example.dk', { userName: 'restore11' })).status).toBe(200)
    expect(await loggedIn(b)).toBe(true)
    const helper = browser(t.app)
    const res = await restorePassword(helper, cpr, 'Andet1234')
    expect(res.status).toBe(200)
    expect(await loggedIn(b)).toBe(false)
  })

  it('restorePassword for a CPR without an account is a 404 and writes nothing', async () => {
    const b = browser(t.app)
    const res = await restorePassword(b, TEST_PEOPLE.adult.cpr, 'NytKode12')
    expect(res.status).toBe(404)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.noAccountForCpr)
  })
})

describe('PIN and MitID login, sister brands', () => {
  const t = appPerSuite(HIGH_LIMITS)

  async function pinFor(userName: string, password: string, pin: string) {
    const b = browser(t.app)
    expect((await login(b, userName, password)).status).toBe(200)
    const res = await b.post('/rest/punter/createHash', { pin })
    expect(res.status).toBe(200)
    const hash = res.body.data.hash as string
    expect(hash).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    return hash
  }

  it('createHash needs a login', async () => {
    const b = browser(t.app)
    const res = await b.post('/rest/punter/createHash', { pin: '1234' })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ success: false, errorMessage: SPEC_LOGIN_FIRST })
    expect(await count(t, 'pins')).toBe(0)
  })

  it('createHash refuses a PIN that is not 4 digits', async () => {
    const b = browser(t.app)
    await login(b, 'demo1234', 'Demo1234')
    for (const pin of ['123', '12345', 'abcd', 1234])
      expect((await b.post('/rest/punter/createHash', { pin })).status).toBe(400)
    expect(await count(t, 'pins')).toBe(0)
  })

  it('logs in with the right PIN from a browser without a session, on channel 8 by default', async () => {
    const hash = await pinFor('demo1234', 'Demo1234', '4711')
    const phone = browser(t.app)
    const res = await phone.post('/rest/punter/loginPin', { pin: '4711', hash, userName: 'demo1234' })
    expect(res.status).toBe(200)
    expect(User.parse(res.body.data).userName).toBe('demo1234')
    expect(await loggedIn(phone)).toBe(true)
    const row = await t.db.db
      .selectFrom('logins')
      .select(['channel', 'method'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ channel: 8, method: 'pin' })
  })

  it('counts wrong PINs down, removes the PIN at the 6th, and then the right PIN is refused', async () => {
    const hash = await pinFor('demo1234', 'Demo1234', '2580')
    const phone = browser(t.app)
    const wrong = () => phone.post('/rest/punter/loginPin', { pin: '0000', hash, userName: 'demo1234' })
    for (let left = 5; left >= 1; left--) {
      const r = await wrong()
      expect(r.status).toBe(401)
      expect(r.body.errorMessage).toBe(`Pin er forkert. Forsøg tilbage: ${left}`)
      expect(r.body.data).toEqual({ attemptsLeft: left, removed: false })
    }
    const last = await wrong()
    expect(last.status).toBe(403)
    expect(last.body.errorMessage).toBe('Du har nået dine forsøg.')
    expect(last.body.data).toEqual({ attemptsLeft: 0, removed: true })
    expect(await count(t, 'pins', { column: 'id', value: hash })).toBe(0)

    const right = await phone.post('/rest/punter/loginPin', { pin: '2580', hash, userName: 'demo1234' })
    expect(right.status).toBe(401)
    expect(right.body.errorMessage).toBe('Forkert pinkode')
    expect(await loggedIn(phone)).toBe(false)
  })

  it('a right PIN after some wrong ones resets the count', async () => {
    const hash = await pinFor('demo1234', 'Demo1234', '1357')
    const phone = browser(t.app)
    await phone.post('/rest/punter/loginPin', { pin: '0000', hash, userName: 'demo1234' })
    await phone.post('/rest/punter/loginPin', { pin: '0000', hash, userName: 'demo1234' })
    expect(
      (await phone.post('/rest/punter/loginPin', { pin: '1357', hash, userName: 'demo1234' })).status,
    ).toBe(200)
    const again = await phone.post('/rest/punter/loginPin', { pin: '0000', hash, userName: 'demo1234' })
    expect(again.body.errorMessage).toBe('Pin er forkert. Forsøg tilbage: 5')
  })

  it('refuses a PIN hash used with another user name, or an unknown hash', async () => {
    const hash = await pinFor('demo1234', 'Demo1234', '9999')
    const phone = browser(t.app)
    const wrongPin = (body: object) =>
      postRefused(phone, '/rest/punter/loginPin', body, 401, 'Forkert pinkode')
    await wrongPin({ pin: '9999', hash, userName: 'mindep01' })
    await wrongPin({ pin: '9999', hash: 'nope', userName: 'demo1234' })
    expect(await loggedIn(phone)).toBe(false)
    // The hash itself still works for its own user, in any case of the name.
    const own = await phone.post('/rest/punter/loginPin', { pin: '9999', hash, userName: 'Demo1234' })
    expect(own.status).toBe(200)
  })

  it('keeps at most 5 PINs per player', async () => {
    const b = browser(t.app)
    await login(b, 'mindep01', 'Mindep12')
    const hashes: string[] = []
    for (let i = 0; i < 7; i++)
      hashes.push((await b.post('/rest/punter/createHash', { pin: '1111' })).body.data.hash)
    const user = await userRow(t, ['user_name', 'mindep01'])
    expect(await count(t, 'pins', { column: 'user_id', value: user.id })).toBe(5)
  })

  it("logs in as demo1234 with the demo person's CPR", async () => {
    const b = browser(t.app)
    const id = await mitid(b, 'login', TEST_PEOPLE.demo.cpr)
    expect(id.location.pathname).toBe('/mitid-verify/success/login')
    const res = await b.post('/rest/punter/nemid_login', { result: id.result, signature: id.signature })
    expect(res.status).toBe(200)
    expect(User.parse(res.body.data).userName).toBe('demo1234')
    expect(await loggedIn(b)).toBe(true)
  })

  it('accepts a result of mode confirm too', async () => {
    const b = browser(t.app)
    const id = await mitid(b, 'confirm', TEST_PEOPLE.demo.cpr)
    expect((await b.post('/rest/punter/nemid_login', id)).status).toBe(200)
  })

  it('answers 404 for an adult without an account, and starts no session', async () => {
    const b = browser(t.app)
    const sessions = await count(t, 'sessions')
    const id = await mitid(b, 'login', TEST_PEOPLE.adult.cpr)
    const res = await b.post('/rest/punter/nemid_login', { result: id.result, signature: id.signature })
    expect(res.status).toBe(404)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.noAccountForCpr)
    expect(await loggedIn(b)).toBe(false)
    expect(await count(t, 'sessions')).toBe(sessions)
  })

  it('refuses a person in ROFUS with the ROFUS message, account or not', async () => {
    const b = browser(t.app)
    const id = await mitid(b, 'login', TEST_PEOPLE.rofus.cpr)
    const res = await b.post('/rest/punter/nemid_login', { result: id.result, signature: id.signature })
    expect(res.status).toBe(403)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.rofus)
    expect(await loggedIn(b)).toBe(false)
  })

  it('refuses a player who joined ROFUS after signing up, by password and by MitID', async () => {
    const cpr = adultCpr(21)
    const b = browser(t.app)
    expect((await signUp(b, cpr, 'senere@example.dk', { userName: 'senere21' })).status).toBe(200)
    await b.post('/rest/punter/logout')
    await t.db.db
      .insertInto('rofus_register')
      .values({ cpr, kind: 'permanent', until: null, created_at: t.clock.now() })
      .execute()
    const byPassword = await login(b, 'senere21', 'Spil4Sjov2')
    expect(byPassword.status).toBe(403)
    expect(byPassword.body.errorMessage).toBe(PLAYER_SAYS.rofus)
    const id = await mitid(b, 'login', cpr)
    const byMitid = await b.post('/rest/punter/nemid_login', id)
    expect(byMitid.status).toBe(403)
    expect(byMitid.body.errorMessage).toBe(PLAYER_SAYS.rofus)
    expect(await loggedIn(b)).toBe(false)
  })

  it('lets in an account of any brand in the family, and refuses one of another brand', async () => {
    const b = browser(t.app)
    expect((await signUp(b, adultCpr(31), 'brand@example.dk', { userName: 'brand31' })).status).toBe(200)
    expect((await userRow(t, ['user_name', 'brand31'])).brand).toBe('go')

    await setBrand(t, 'brand31', 'spilnu')
    expect((await login(browser(t.app), 'brand31', 'Spil4Sjov2')).status).toBe(200)

    await setBrand(t, 'brand31', 'other')
    const refused = await login(browser(t.app), 'brand31', 'Spil4Sjov2')
    expect(refused.status).toBe(403)
    expect(refused.body.errorMessage).toBe(PLAYER_SAYS.otherBrand)
    const c = browser(t.app)
    const id = await mitid(c, 'login', adultCpr(31))
    const byMitid = await c.post('/rest/punter/nemid_login', id)
    expect(byMitid.status).toBe(403)
    expect(byMitid.body.errorMessage).toBe(PLAYER_SAYS.otherBrand)
  })

  it('names the end of a temporary ROFUS exclusion, and lets the player in after it', async () => {
    const cpr = adultCpr(22)
    const b = browser(t.app)
    expect((await signUp(b, cpr, 'pause@example.dk', { userName: 'pause22' })).status).toBe(200)
    await b.post('/rest/punter/logout')
    const until = new Date(t.clock.nowMs() + 24 * 3600_000)
    await t.db.db
      .insertInto('rofus_register')
      .values({ cpr, kind: 'temporary', until, created_at: t.clock.now() })
      .execute()
    const res = await login(b, 'pause22', 'Spil4Sjov2')
    expect(res.status).toBe(403)
    expect(res.body.errorMessage).toMatch(/^Din selvudelukkelse er aktiv frem til /)
    advance(t, 24 * 3600_000 + 1000)
    expect((await login(b, 'pause22', 'Spil4Sjov2')).status).toBe(200)
  })
})

describe('session idle time and the temp account deadline', () => {
  const t = appPerSuite(HIGH_LIMITS)

  it('keeps a session that is used, and ends it after 60 idle minutes', async () => {
    const b = browser(t.app)
    await login(b, 'demo1234', 'Demo1234')
    advance(t, 59 * 60_000)
    expect(await loggedIn(b)).toBe(true)
    advance(t, 59 * 60_000)
    expect(await loggedIn(b)).toBe(true)
    advance(t, 61 * 60_000)
    expect(await loggedIn(b)).toBe(false)
    expect((await b.get('/rest/punter/getUserStatus')).status).toBe(401)
  })

  it('lets a temp account in before its deadline, closes it after 30 days', async () => {
    const b = browser(t.app)
    const before = await login(b, 'temp1234', 'Temp1234')
    expect(before.status).toBe(200)
    expect(before.body.data.status).toBe('temp')
    expect(before.body.data.verifyDeadline).not.toBeNull()

    advance(t, 31 * 24 * 3600_000)
    expect(await loggedIn(b)).toBe(false)
    const after = await login(browser(t.app), 'temp1234', 'Temp1234')
    expect(after.status).toBe(403)
    expect(after.body.errorMessage).toBe(PLAYER_SAYS.closed)
    expect(after.body.errorMessage).toContain('lukket')
    expect((await userRow(t, ['user_name', 'temp1234'])).status).toBe('closed')
    // Closed stays closed, by MitID too.
    const c = browser(t.app)
    const id = await mitid(c, 'login', TEST_PEOPLE.temp.cpr)
    const byMitid = await c.post('/rest/punter/nemid_login', id)
    expect(byMitid.status).toBe(403)
    expect(byMitid.body.errorMessage).toBe(PLAYER_SAYS.closed)
  })

  it('ends the live session of an account that gets closed', async () => {
    const b = browser(t.app)
    await login(b, 'mindep01', 'Mindep12')
    expect(await loggedIn(b)).toBe(true)
    await t.db.db.updateTable('users').set({ status: 'closed' }).where('user_name', '=', 'mindep01').execute()
    expect(await loggedIn(b)).toBe(false)
  })
})

describe('a site whose brand family is only itself', () => {
  let lykke: Built
  beforeAll(async () => {
    lykke = await build({ ...HIGH_LIMITS, BRAND: 'lykke', BRAND_FAMILY: 'lykke' })
  })
  afterAll(async () => {
    await lykke.close()
  })

  it('a site whose family is only itself seeds its own brand and refuses go accounts', async () => {
    const b = browser(lykke.app)
    expect((await login(b, 'demo1234', 'Demo1234')).status).toBe(200)
    await setBrand(lykke, 'demo1234', 'go')
    const refused = await login(browser(lykke.app), 'demo1234', 'Demo1234')
    expect(refused.status).toBe(403)
    expect(refused.body.errorMessage).toBe(PLAYER_SAYS.otherBrand)
  })
})

describe('login rate limit', () => {
  const t = appPerSuite({ RATE_LOGIN_PER_MIN: '3' })

  it('answers 429 to the 4th login call in a minute from one address; another address is fine', async () => {
    startOfMinute(t)
    const b = browser(t.app, { ip: '10.0.0.7' })
    for (let i = 0; i < 3; i++) expect((await login(b, 'demo1234', 'Demo1234')).status).toBe(200)
    const fourth = await login(b, 'demo1234', 'Demo1234')
    expect(fourth.status).toBe(429)
    expect(fourth.body.success).toBe(false)
    expect(fourth.body.errorMessage).toBeTruthy()
    // The limit counts every login kind of call from that address.
    expect(
      (await b.post('/rest/punter/resetPassword', { userName: 'demo1234', email: 'x@y.dk' })).status,
    ).toBe(429)

    const other = browser(t.app, { ip: '10.0.0.9' })
    expect((await login(other, 'demo1234', 'Demo1234')).status).toBe(200)

    advance(t, 60_000)
    expect((await login(b, 'demo1234', 'Demo1234')).status).toBe(200)
  })
})
