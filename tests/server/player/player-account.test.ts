import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AccountInformation,
  ExpectedBetting,
  SecurityQuestion,
  UserStatusData,
} from '../../../contract/player.ts'
import { PLAYER_SAYS } from '../../player-texts.ts'
import { adultCpr, advance, count, loggedIn, login, postRefused } from '../helpers/accounts-helper.ts'
import { appPerSuite, type Built, build } from '../helpers/helper.ts'
import { type Browser, browser, NEW_PLAYER, signUp } from '../helpers/player-client.ts'

/** SPEC.md section 8, LOGINFIRST. */
const SPEC_LOGIN_FIRST = 'Du skal logge ind først'

describe('account information and settings', () => {
  let t: Built
  let b: Browser
  let userId: number
  const email = 'konto@example.dk'
  beforeAll(async () => {
    t = await build({ RATE_LOGIN_PER_MIN: '1000', RATE_SIGNUP_PER_MIN: '1000' })
    b = browser(t.app)
    const res = await signUp(b, adultCpr(201), email, { userName: 'konto201' })
    expect(res.status).toBe(200)
    userId = res.body.data.id
  })
  afterAll(async () => {
    await t.close()
  })

  const userRow = () =>
    t.db.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow()

  it.each([
    ['GET', '/rest/punter/getAccountInformation'],
    ['GET', '/rest/punter/getExpectedBetting'],
    ['GET', '/rest/punter/getUserStatus'],
    ['POST', '/rest/punter/setAccountInformation'],
    ['POST', '/rest/punter/changePassword'],
    ['POST', '/rest/punter/setExpectedBetting'],
    ['POST', '/rest/punter/newsletterSubscription'],
    ['POST', '/rest/punter/addTeam'],
    ['POST', '/cms/attach-user'],
    ['POST', '/cms/last-login'],
  ] as const)('%s %s needs a login (401)', async (method, url) => {
    const anon = browser(t.app)
    const res = method === 'GET' ? await anon.get(url) : await anon.post(url, {})
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ success: false, errorMessage: SPEC_LOGIN_FIRST })
  })

  it('getAccountInformation answers user and profile in the contract shapes, without the whole CPR', async () => {
    const res = await b.get('/rest/punter/getAccountInformation')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const info = AccountInformation.parse(res.body.data)
    expect(info.user).toMatchObject({ id: userId, userName: 'konto201', email, status: 'open' })
    expect(info.profile).toMatchObject({
      userId,
      userName: 'konto201',
      email,
      phoneNr: NEW_PLAYER.phone,
      country: 'DK',
      currency: 'DKK',
      valid: true,
      securityQuestion: NEW_PLAYER.securityQuestion,
    })
    const cpr = adultCpr(201)
    expect(info.profile.cprNumber).toBe(`${cpr.slice(0, 6)}-xxxx`)
    expect(JSON.stringify(res.body)).not.toContain(cpr)
    expect(JSON.stringify(res.body)).not.toContain('scrypt')
  })

  it('setAccountInformation changes e-mail and mobile', async () => {
    const info = AccountInformation.parse((await b.get('/rest/punter/getAccountInformation')).body.data)
    const res = await b.post('/rest/punter/setAccountInformation', {
      email: 'ny.konto@example.dk',
      phoneNr: '99887766',
      // The disabled fields come back as they were: that is fine.
      address: info.profile.address,
      zip: info.profile.zip,
      city: info.profile.city,
      firstName: info.profile.firstName,
      lastName: info.profile.lastName,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ message: 'Dine kontooplysninger er blevet ændret' })
    const row = await userRow()
    expect(row.email).toBe('ny.konto@example.dk')
    expect(row.phone).toBe('99887766')
  })

  it('setAccountInformation refuses a changed address or name, and changes nothing', async () => {
    const before = await userRow()
    for (const patch of [{ address: 'Et andet sted 9' }, { zip: '9999' }, { lastName: 'Anden' }]) {
      const res = await b.post('/rest/punter/setAccountInformation', {
        email: 'skift@example.dk',
        phoneNr: '11223344',
        ...patch,
      })
      expect(res.status).toBe(400)
      expect(res.body.errorMessage).toBe(PLAYER_SAYS.addressLocked)
    }
    expect(await userRow()).toEqual(before)
  })

  it("setAccountInformation refuses another player's e-mail with 409", async () => {
    const before = await userRow()
    const res = await b.post('/rest/punter/setAccountInformation', {
      email: 'Demo1234@Example.dk',
      phoneNr: '11223344',
    })
    expect(res.status).toBe(409)
    expect(res.body.data).toEqual({ exists: 'email' })
    expect(await userRow()).toEqual(before)
  })

  it('setAccountInformation refuses a bad e-mail or mobile', async () => {
    const before = await userRow()
    for (const body of [
      { email: 'nope', phoneNr: '11223344' },
      { email: 'ok@example.dk', phoneNr: '1234567' },
      { email: 'ok@example.dk' },
    ])
      expect((await b.post('/rest/punter/setAccountInformation', body)).status).toBe(400)
    expect(await userRow()).toEqual(before)
  })

  it('changePassword refuses a wrong current password', async () => {
    await postRefused(
      b,
      '/rest/punter/changePassword',
      { current: 'Forkert12', edit: 'NytKodeord12', confirm: 'NytKodeord12' },
      400,
      'Forkert kodeord, prøv venligst igen',
    )
  })

  it('changePassword refuses a new password shorter than 10, or one that breaks the rule, or a wrong confirm', async () => {
    const before = (await userRow()).password_hash
    for (const [edit, confirm] of [
      ['Abcdefg12', 'Abcdefg12'],
      ['abcdefgh12', 'abcdefgh12'],
      ['Abcdefgh12', 'Abcdefgh13'],
    ]) {
      const res = await b.post('/rest/punter/changePassword', { current: NEW_PLAYER.password, edit, confirm })
      expect(res.status).toBe(400)
      expect(res.body.errorMessage).toBeTruthy()
    }
    expect((await userRow()).password_hash).toBe(before)
  })

  it('changePassword with a 10-character password changes it; the new one logs in, the old not', async () => {
    const res = await b.post('/rest/punter/changePassword', {
      current: NEW_PLAYER.password,
      edit: 'Abcdefgh12',
      confirm: 'Abcdefgh12',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ message: 'Dit kodeord er blevet ændret' })
    const other = browser(t.app)
    expect((await login(other, 'konto201', NEW_PLAYER.password)).status).toBe(401)
    expect((await login(other, 'konto201', 'Abcdefgh12')).status).toBe(200)
    expect(await loggedIn(b)).toBe(true)
  })

  it('resetPassword answers the same for a match and a miss, and mails only the match', async () => {
    const anon = browser(t.app)
    const mails = await count(t, 'outbox_mail')
    const hit = await anon.post('/rest/punter/resetPassword', {
      userName: 'KONTO201',
      email: 'NY.KONTO@example.dk',
    })
    expect(hit.status).toBe(200)
    expect(await count(t, 'outbox_mail')).toBe(mails + 1)
    const mail = await t.db.db
      .selectFrom('outbox_mail')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(mail.to_email).toBe('ny.konto@example.dk')
    expect(mail.body).toContain('/mitid-verify/forgotpassword')

    const misses = [
      { userName: 'ingenher1', email: 'ny.konto@example.dk' },
      { userName: 'konto201', email: 'forkert@example.dk' },
      { userName: 'demo1234', email: 'ny.konto@example.dk' },
    ]
    for (const m of misses) {
      const miss = await anon.post('/rest/punter/resetPassword', m)
      expect(miss.status).toBe(hit.status)
      expect(miss.body).toEqual(hit.body)
    }
    expect(hit.body.data).toEqual({ message: PLAYER_SAYS.resetSent })
    expect(await count(t, 'outbox_mail')).toBe(mails + 1)
  })

  it('getSecurityQuestionList answers the questions without a login', async () => {
    const res = await browser(t.app).get('/rest/punter/getSecurityQuestionList')
    expect(res.status).toBe(200)
    const list = SecurityQuestion.array().parse(res.body.data)
    expect(list.length).toBeGreaterThanOrEqual(3)
    expect(new Set(list.map((q) => q.id)).size).toBe(list.length)
  })

  it('get/setExpectedBetting', async () => {
    const before = ExpectedBetting.parse((await b.get('/rest/punter/getExpectedBetting')).body.data)
    expect(before.expectBetting).toBe(NEW_PLAYER.expectBetting)
    expect(before.options).toContain('5000-20000')
    const set = await b.post('/rest/punter/setExpectedBetting', { expectBetting: '5000-20000' })
    expect(set.status).toBe(200)
    expect(set.body).toEqual({ success: true, data: null, errorMessage: null })
    expect((await b.get('/rest/punter/getExpectedBetting')).body.data.expectBetting).toBe('5000-20000')
    expect((await b.post('/rest/punter/setExpectedBetting', { expectBetting: 'masser' })).status).toBe(400)
    expect((await b.get('/rest/punter/getExpectedBetting')).body.data.expectBetting).toBe('5000-20000')
  })

  it('getUserStatus', async () => {
    const res = await b.get('/rest/punter/getUserStatus')
    expect(res.status).toBe(200)
    expect(UserStatusData.parse(res.body.data)).toEqual({
      status: 'open',
      tm: null,
      excluded: false,
      verifyDeadline: null,
    })
  })

  it('getUserStatus of a temp account names its deadline', async () => {
    const temp = browser(t.app)
    await login(temp, 'temp1234', 'Temp1234')
    const data = UserStatusData.parse((await temp.get('/rest/punter/getUserStatus')).body.data)
    expect(data.status).toBe('temp')
    expect(Date.parse(String(data.verifyDeadline))).toBeGreaterThan(t.clock.nowMs())
  })

  it('newsletterSubscription on and off shows in hasNewsletterSubscription', async () => {
    const has = async () =>
      AccountInformation.parse((await b.get('/rest/punter/getAccountInformation')).body.data).user
        .hasNewsletterSubscription
    expect(await has()).toBe(false)
    expect((await b.post('/rest/punter/newsletterSubscription', { on: 1 })).status).toBe(200)
    expect(await has()).toBe(true)
    expect((await b.post('/rest/punter/newsletterSubscription', { on: 0 })).status).toBe(200)
    expect(await has()).toBe(false)
    expect(await count(t, 'newsletter_optouts', { column: 'email', value: 'ny.konto@example.dk' })).toBe(1)
    expect((await b.post('/rest/punter/newsletterSubscription', { on: 1 })).status).toBe(200)
    expect(await count(t, 'newsletter_optouts', { column: 'email', value: 'ny.konto@example.dk' })).toBe(0)
    expect((await b.post('/rest/punter/newsletterSubscription', { on: true })).status).toBe(400)
  })

  it('unsubscribeFromNewsletter works without login, and refuses a bad e-mail', async () => {
    const anon = browser(t.app)
    const bad = await anon.post('/rest/punter/unsubscribeFromNewsletter', { email: 'ikke-en-email' })
    expect(bad.status).toBe(400)
    expect(bad.body.errorMessage).toBe('Fejl. Ugyldig email.')
    const ok = await anon.post('/rest/punter/unsubscribeFromNewsletter', { email: 'NY.KONTO@example.dk' })
    expect(ok.status).toBe(200)
    expect((await userRow()).newsletter).toBe(false)
    // An address nobody has answers the same.
    const none = await anon.post('/rest/punter/unsubscribeFromNewsletter', { email: 'ingen@example.dk' })
    expect(none.body).toEqual(ok.body)
  })

  it('addTeam stores the code and note', async () => {
    const res = await b.post('/rest/punter/addTeam', { code: ' HOLD42 ', note: 'Fredagsholdet' })
    expect(res.status).toBe(200)
    const row = await t.db.db
      .selectFrom('user_teams')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ code: 'HOLD42', note: 'Fredagsholdet' })
    expect((await b.post('/rest/punter/addTeam', { code: '' })).status).toBe(400)
    expect((await b.post('/rest/punter/addTeam', { code: 'x'.repeat(41) })).status).toBe(400)
  })
})

describe('content API: devices and last login', () => {
  const t = appPerSuite({ RATE_LOGIN_PER_MIN: '1000' })

  const device = { hardware_id: 'hw-1', useragent_id: 'ua-1', mobileApp: true }

  it('register-device answers a device id, the same one again for the same device', async () => {
    const b = browser(t.app)
    const first = await b.post('/cms/register-device', device)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    const id = first.body.data.device_id
    expect(Number.isInteger(id)).toBe(true)
    expect((await b.post('/cms/register-device', device)).body.data.device_id).toBe(id)
    expect(
      (await b.post('/cms/register-device', { ...device, hardware_id: 'hw-2' })).body.data.device_id,
    ).not.toBe(id)
    expect((await b.post('/cms/register-device', { useragent_id: 'ua' })).status).toBe(400)
  })

  it("attach-user answers client_id = the player's id; another user_id is 403", async () => {
    const b = browser(t.app)
    const user = (await login(b, 'demo1234', 'Demo1234')).body.data
    const res = await b.post('/cms/attach-user', { ...device, user_id: user.id, username: 'demo1234' })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ client_id: user.id })
    const row = await t.db.db
      .selectFrom('devices')
      .select('user_id')
      .where('hardware_id', '=', device.hardware_id)
      .executeTakeFirstOrThrow()
    expect(row.user_id).toBe(user.id)

    const other = await b.post('/cms/attach-user', { ...device, hardware_id: 'hw-9', user_id: user.id + 1 })
    expect(other.status).toBe(403)
    expect(other.body.errorMessage).toBe(PLAYER_SAYS.notYourDevice)
    expect(await count(t, 'devices', { column: 'hardware_id', value: 'hw-9' })).toBe(0)
    expect((await b.post('/cms/attach-user', { ...device, user_id: String(user.id) })).status).toBe(400)
  })

  it("last-login is null at the first login, then the previous login's time", async () => {
    const b = browser(t.app)
    const first = (await login(b, 'mindep01', 'Mindep12')).body.data
    expect(first.lastLogin).toBeNull()
    const one = await b.post('/cms/last-login', { ...device, user_id: first.id })
    expect(one.status).toBe(200)
    expect(one.body.data).toEqual({ lastLogin: null })

    advance(t, 5 * 60_000)
    const second = (await login(b, 'mindep01', 'Mindep12')).body.data
    const firstAt = new Date(first.loginTimeNum).toISOString()
    expect(second.lastLogin).toBe(firstAt)
    const two = await b.post('/cms/last-login', { ...device, user_id: first.id })
    expect(two.body.data).toEqual({ lastLogin: firstAt })
    expect((await b.post('/cms/last-login', { ...device, user_id: first.id + 1 })).status).toBe(403)
  })
})
