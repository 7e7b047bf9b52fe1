import { beforeAll, describe, expect, it } from 'vitest'
import { danishDate } from '../../../contract/cpr.ts'
import { SignupPrefill, User } from '../../../contract/player.ts'
import { TEST_PEOPLE } from '../../../server/identity/sandbox-people.ts'
import { PLAYER_SAYS } from '../../player-texts.ts'
import {
  adultCpr,
  advance,
  count,
  loggedIn,
  login,
  signUpToStep2,
  userRow,
} from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { type Browser, browser, mitid, NEW_PLAYER, signUp } from '../helpers/player-client.ts'

const DAY_MS = 24 * 3600_000

describe('sign-up', () => {
  const t = appPerSuite({ RATE_SIGNUP_PER_MIN: '1000', RATE_LOGIN_PER_MIN: '1000' })

  const step1 = (b: Browser, cpr: unknown, email: unknown = 'ny@example.dk') =>
    b.post('/rest/punter/signup_step1', { cpr, email })

  it('the whole sign-up gives a logged-in, open User, and stores the player', async () => {
    const b = browser(t.app)
    const s1 = await step1(b, TEST_PEOPLE.adult.cpr, 'mette@example.dk')
    expect(s1.status).toBe(200)
    expect(s1.body.data).toEqual({ next: 'mitid' })
    expect(await count(t, 'signups')).toBe(1)

    const id = await mitid(b, 'signup', TEST_PEOPLE.adult.cpr)
    expect(id.location.pathname).toBe('/mitid-verify/success/signup')
    const s2 = await b.post('/rest/punter/signup_step2', { result: id.result, signature: id.signature })
    expect(s2.status).toBe(200)
    const prefill = SignupPrefill.parse(s2.body.data)
    expect(prefill).toMatchObject({
      firstName: 'Mette',
      lastName: 'Nielsen',
      address: TEST_PEOPLE.adult.address,
      zip: TEST_PEOPLE.adult.zip,
      city: TEST_PEOPLE.adult.city,
      birthDate: '1985-05-12',
    })
    const { birthDate: _b, ...details } = prefill
    const s3 = await b.post('/rest/punter/signup_step3', { details })
    expect(s3.status).toBe(200)
    expect(s3.body.data).toEqual({ status: 'open' })

    const res = await b.post('/rest/punter/register', NEW_PLAYER)
    expect(res.status).toBe(200)
    const user = User.parse(res.body.data)
    expect(user).toMatchObject({
      userName: 'mette1985',
      email: 'mette@example.dk',
      firstName: 'Mette',
      status: 'open',
      verifyDeadline: null,
      lastLogin: null,
      hasNewsletterSubscription: false,
    })
    expect(await loggedIn(b)).toBe(true)
    expect(await count(t, 'signups')).toBe(0)

    const row = await userRow(t, ['id', user.id])
    expect(row).toMatchObject({
      cpr: TEST_PEOPLE.adult.cpr,
      birth_date: '1985-05-12',
      gender: 'F',
      brand: 'go',
    })
    // Secrets are stored hashed, never as typed.
    expect(row.password_hash).toMatch(/^scrypt\$/)
    expect(row.password_hash).not.toContain(NEW_PLAYER.password)
    expect(row.security_answer).toMatch(/^scrypt\$/)

    // The new account logs in with its password.
    expect((await login(browser(t.app), 'mette1985', NEW_PLAYER.password)).status).toBe(200)
  })

  it('accepts the CPR number with a dash', async () => {
    const b = browser(t.app)
    const cpr = adultCpr(101)
    const dashed = `${cpr.slice(0, 6)}-${cpr.slice(6)}`
    expect((await signUp(b, dashed, 'dash@example.dk', { userName: 'dash101' })).status).toBe(200)
    expect(await count(t, 'users', { column: 'cpr', value: cpr })).toBe(1)
  })

  it('edited name or address at step 3 make the account temp, with a deadline 30 days on', async () => {
    const b = browser(t.app)
    const details = await signUpToStep2(b, adultCpr(102), 'temp102@example.dk')
    const s3 = await b.post('/rest/punter/signup_step3', {
      details: { ...details, address: 'Et andet sted 1' },
    })
    expect(s3.status).toBe(200)
    expect(s3.body.data).toEqual({ status: 'temp' })
    const before = t.clock.nowMs()
    const res = await b.post('/rest/punter/register', { ...NEW_PLAYER, userName: 'temp102' })
    expect(res.status).toBe(200)
    const user = User.parse(res.body.data)
    expect(user.status).toBe('temp')
    const deadline = Date.parse(String(user.verifyDeadline))
    expect(Math.abs(deadline - (before + 30 * DAY_MS))).toBeLessThan(60_000)
  })

  it('case and surrounding spaces in the details do not make an account temp', async () => {
    const b = browser(t.app)
    const details = await signUpToStep2(b, adultCpr(103), 'case103@example.dk')
    const shouted = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, ` ${v.toUpperCase()} `]))
    const s3 = await b.post('/rest/punter/signup_step3', { details: shouted })
    expect(s3.body.data).toEqual({ status: 'open' })
  })

  it('refuses a minor at step 1 with 403', async () => {
    const b = browser(t.app)
    const signups = await count(t, 'signups')
    const res = await step1(b, TEST_PEOPLE.minor.cpr)
    expect(res.status).toBe(403)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.underAge)
    expect(res.body.errorMessage).toMatch(/^Du skal være fyldt 18 år/)
    expect(await count(t, 'signups')).toBe(signups)
    expect(b.jar.has('signup')).toBe(false)
  })

  it('lets in a player on the 18th birthday and refuses the day before', async () => {
    const today = danishDate(t.clock.now())
    const [y, m, d] = today.split('-')
    if (`${m}-${d}` === '02-29') return // no CPR for 29 February 18 years back
    const year = Number(y) - 18
    const yy = String(year % 100).padStart(2, '0')
    // Seventh digit 4 with a year up to 36 is the 2000s (contract/cpr.ts).
    const birthday = `${d}${m}${yy}4001`
    expect((await step1(browser(t.app), birthday, 'atten@example.dk')).status).toBe(200)

    const tomorrow = new Date(Date.UTC(year, Number(m) - 1, Number(d) + 1))
    const dd = String(tomorrow.getUTCDate()).padStart(2, '0')
    const mm = String(tomorrow.getUTCMonth() + 1).padStart(2, '0')
    const yy2 = String(tomorrow.getUTCFullYear() % 100).padStart(2, '0')
    const res = await step1(browser(t.app), `${dd}${mm}${yy2}4003`, 'sytten@example.dk')
    expect(res.status).toBe(403)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.underAge)
  })

  it('refuses a person in ROFUS at step 1', async () => {
    const res = await step1(browser(t.app), TEST_PEOPLE.rofus.cpr)
    expect(res.status).toBe(403)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.rofus)
  })

  it.each([
    ['9 digits', '120585123'],
    ['11 digits', '12058512361'],
    ['31 February', '3102851234'],
    ['29 February 1901 (seventh digit 1: 1900s, not a leap year)', '2902011234'],
    ['month 13', '0113851234'],
    ['day 0', '0001851234'],
    ['letters', '12058a1236'],
    ['empty', ''],
    ['too long', '1'.repeat(21)],
  ])('refuses an invalid CPR number: %s', async (_what, cpr) => {
    const b = browser(t.app)
    const signups = await count(t, 'signups')
    const res = await step1(b, cpr)
    expect(res.status).toBe(400)
    expect(res.body.success).toBe(false)
    expect(res.body.errorMessage).toContain('CPR nummer er ikke korrekt, prøv igen.')
    expect(await count(t, 'signups')).toBe(signups)
  })

  it('reads the century from the seventh digit, leap years included', async () => {
    // 2902041234: seventh digit 1 → 1904, a leap year: a real date of a (very old) adult.
    expect((await step1(browser(t.app), '2902041234', 'gammel@example.dk')).status).toBe(200)
    // 2902044234: seventh digit 4 and year 04 → 2004, a leap year: real, and an adult by now.
    expect((await step1(browser(t.app), '2902044234', 'ung@example.dk')).status).toBe(200)
    // 2902054234: 2005 is no leap year.
    const noLeap = await step1(browser(t.app), '2902054234', 'ingen@example.dk')
    expect(noLeap.status).toBe(400)
    expect(noLeap.body.errorMessage).toContain('CPR nummer er ikke korrekt, prøv igen.')
    // 2902124234: 2012, a leap year: a real date, but a minor.
    const minor = await step1(browser(t.app), '2902124234', 'barn@example.dk')
    expect(minor.status).toBe(403)
    expect(minor.body.errorMessage).toBe(PLAYER_SAYS.underAge)
    // 0101585001: seventh digit 5 and year 58 → 1858, a real date.
    expect((await step1(browser(t.app), '0101585001', 'aeldst@example.dk')).status).toBe(200)
  })

  it('answers 409 with data.exists cpr for a CPR that has an account', async () => {
    const res = await step1(browser(t.app), TEST_PEOPLE.demo.cpr, 'nogen@example.dk')
    expect(res.status).toBe(409)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.cprExists)
    expect(res.body.data).toEqual({ exists: 'cpr' })
  })

  it('answers 409 with data.exists email for an e-mail that has an account, in any case', async () => {
    const res = await step1(browser(t.app), adultCpr(104), 'DEMO1234@example.dk')
    expect(res.status).toBe(409)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.emailExists)
    expect(res.body.data).toEqual({ exists: 'email' })
  })

  it('refuses a bad e-mail at step 1', async () => {
    for (const email of ['', 'nope', 'a@b', 'a b@c.dk', `${'x'.repeat(250)}@e.dk`]) {
      const res = await step1(browser(t.app), adultCpr(105), email)
      expect(res.status).toBe(400)
      expect(res.body.errorMessage).toContain('Ugyldig email')
    }
  })

  it('refuses at step 2 a MitID result for another CPR than step 1 named', async () => {
    const b = browser(t.app)
    expect((await step1(b, adultCpr(106), 'mis106@example.dk')).status).toBe(200)
    const id = await mitid(b, 'signup', adultCpr(107))
    const res = await b.post('/rest/punter/signup_step2', { result: id.result, signature: id.signature })
    expect(res.status).toBe(400)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.identityMismatch)
    // Step 3 still has nothing to work on.
    const s3 = await b.post('/rest/punter/signup_step3', {
      details: { firstName: 'A', lastName: 'B', address: 'C 1', zip: '1000', city: 'D' },
    })
    expect(s3.status).toBe(400)
    expect(s3.body.errorMessage).toBe(PLAYER_SAYS.signupStep)
  })

  it('refuses step 2 without step 1', async () => {
    const b = browser(t.app)
    const id = await mitid(b, 'signup', adultCpr(108))
    const res = await b.post('/rest/punter/signup_step2', { result: id.result, signature: id.signature })
    expect(res.status).toBe(400)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.signupExpired)
  })

  it('refuses register without step 3, and writes no user', async () => {
    const b = browser(t.app)
    await signUpToStep2(b, adultCpr(109), 'nostep109@example.dk')
    const users = await count(t, 'users')
    const res = await b.post('/rest/punter/register', { ...NEW_PLAYER, userName: 'nostep109' })
    expect(res.status).toBe(400)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.signupStep)
    expect(await count(t, 'users')).toBe(users)
    expect(await loggedIn(b)).toBe(false)
  })

  it('refuses register without any sign-up', async () => {
    const res = await browser(t.app).post('/rest/punter/register', { ...NEW_PLAYER, userName: 'nothing1' })
    expect(res.status).toBe(400)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.signupExpired)
  })

  it('forgets a sign-up after an hour', async () => {
    const b = browser(t.app)
    const details = await signUpToStep2(b, adultCpr(110), 'slow110@example.dk')
    advance(t, 61 * 60_000)
    const res = await b.post('/rest/punter/signup_step3', { details })
    expect(res.status).toBe(400)
    expect(res.body.errorMessage).toBe(PLAYER_SAYS.signupExpired)
  })

  describe('register field rules, at their boundaries', () => {
    const b = () => shared
    let shared: Browser
    const cpr = adultCpr(120)
    beforeAll(async () => {
      shared = browser(t.app)
      const details = await signUpToStep2(shared, cpr, 'rules120@example.dk')
      expect((await shared.post('/rest/punter/signup_step3', { details })).status).toBe(200)
    })

    const refused: [string, Record<string, unknown>, string][] = [
      ['user name of 5 characters', { userName: 'abc12' }, 'Brugernavnet skal have mindst 6 tegn'],
      ['user name of letters only', { userName: 'abcdefgh' }, 'Brugernavnet'],
      ['user name of digits only', { userName: '12345678' }, 'Brugernavnet'],
      ['user name with a space', { userName: 'abc 123' }, 'Brugernavnet'],
      ['user name of 31 characters', { userName: `a${'1'.repeat(30)}` }, 'Brugernavnet'],
      ['password of 7 characters', { password: 'Abcde12' }, 'Kodeordet skal have mindst 8 tegn'],
      ['password without an uppercase letter', { password: 'abcdef12' }, 'Kodeordet'],
      ['password without a lowercase letter', { password: 'ABCDEF12' }, 'Kodeordet'],
      ['password with one digit', { password: 'Abcdefg1' }, 'Kodeordet'],
      ['password with a symbol', { password: 'Abcdef12!' }, 'Kodeordet'],
      ['mobile of 7 digits', { phone: '1234567' }, 'Mobilnummeret skal have mindst 8 cifre'],
      ['mobile with letters', { phone: '1234567a' }, 'Mobilnummeret'],
      ['missing acceptTerms', { acceptTerms: undefined }, 'Accepter betingelser'],
      ['acceptTerms false', { acceptTerms: false }, 'Accepter betingelser'],
      ['missing security question', { securityQuestion: undefined }, 'sikkerhedsspørgsmål'],
      ['empty security answer', { securityAnswer: '  ' }, 'sikkerhedsspørgsmål'],
      ['unknown expected betting', { expectBetting: '1-2' }, 'forventet spilleomfang'],
      ['channel 3', { channel: 3 }, 'channel'],
    ]
    it.each(refused)('refuses a %s', async (_what, patch, message) => {
      const users = await count(t, 'users')
      const res = await b().post('/rest/punter/register', { ...NEW_PLAYER, ...patch })
      expect(res.status).toBe(400)
      expect(res.body.success).toBe(false)
      expect(res.body.errorMessage).toContain(message)
      expect(await count(t, 'users')).toBe(users)
    })

    it('refuses a taken user name, in any case, with 409', async () => {
      const res = await b().post('/rest/punter/register', { ...NEW_PLAYER, userName: 'DEMO1234' })
      expect(res.status).toBe(409)
      expect(res.body.errorMessage).toBe(PLAYER_SAYS.userNameTaken)
      expect(await loggedIn(b())).toBe(false)
    })

    it('accepts a 6-character user name, an 8-character password and an 8-digit mobile', async () => {
      const res = await b().post('/rest/punter/register', {
        ...NEW_PLAYER,
        userName: 'abc123',
        password: 'Abcdef12',
        phone: '12345678',
        newsletter: true,
        bonusCode: ' VELKOMST ',
      })
      expect(res.status).toBe(200)
      expect(res.body.data).toMatchObject({ userName: 'abc123', hasNewsletterSubscription: true })
      const row = await userRow(t, ['cpr', cpr])
      expect({ phone: row.phone, bonus_code: row.bonus_code }).toEqual({
        phone: '12345678',
        bonus_code: 'VELKOMST',
      })
      // The sign-up is used up: registering again from the same browser is refused.
      const again = await b().post('/rest/punter/register', { ...NEW_PLAYER, userName: 'abc124' })
      expect(again.status).toBe(400)
    })
  })

  it('step 1 refuses an e-mail or CPR that got an account while the sign-up was open, at register', async () => {
    const first = browser(t.app)
    const second = browser(t.app)
    const cpr = adultCpr(130)
    const d1 = await signUpToStep2(first, cpr, 'one130@example.dk')
    const d2 = await signUpToStep2(second, cpr, 'two130@example.dk')
    await first.post('/rest/punter/signup_step3', { details: d1 })
    await second.post('/rest/punter/signup_step3', { details: d2 })
    expect((await first.post('/rest/punter/register', { ...NEW_PLAYER, userName: 'one130' })).status).toBe(
      200,
    )
    const late = await second.post('/rest/punter/register', { ...NEW_PLAYER, userName: 'two130' })
    expect(late.status).toBe(409)
    expect(late.body.data).toEqual({ exists: 'cpr' })
    expect(await count(t, 'users', { column: 'cpr', value: cpr })).toBe(1)
  })
})
