import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { count, loggedIn, login } from '../helpers/accounts-helper.ts'
import { type Built, build } from '../helpers/helper.ts'
import { type Browser, browser } from '../helpers/player-client.ts'

/** Every password and PIN check the server makes, counted where scrypt runs. */
const checks = vi.hoisted(() => ({ n: 0 }))
vi.mock('../../../server/player/passwords.ts', async (original) => {
  const real = await original<typeof import('../../../server/player/passwords.ts')>()
  return {
    ...real,
    verifySecret: (secret: string, stored: string) => {
      checks.n++
      return real.verifySecret(secret, stored)
    },
    burnSecretCheck: (secret: string) => {
      checks.n++
      return real.burnSecretCheck(secret)
    },
  }
})

/** SPEC.md section 8: the wrong-login text; the locked answer says the 6 attempts are used. */
const SPEC_WRONG_LOGIN = 'Brugernavn eller kode er forkert. Du har '
const SPEC_PIN_WRONG = 'Forkert pinkode'
const SPEC_PIN_EXHAUSTED = 'Du har nået dine forsøg.'
const BURST = 30
/** Danish addresses (the geo sandbox's TDC block), one per attacker machine behind the trusted proxy. */
const danishIp = (i: number) => `2.104.${Math.floor(i / 250)}.${(i % 250) + 1}`

const NO_RATE = {
  RATE_LOGIN_PER_MIN: '100000',
  RATE_PIN_PER_MIN: '100000',
  RATE_LOGIN_FAILURES_PER_IP_HOUR: '100000',
}

/** channelLogin through the trusted proxy, which names the player's address. */
const loginFrom = (b: Browser, userName: string, password: string, ip: string) =>
  b.post(
    '/rest/punter/channelLogin',
    { userName, password, channel: 0 },
    { headers: { 'x-forwarded-for': ip } },
  )

function expectLocked(res: { status: number; body: { errorMessage?: string | null; data?: unknown } }) {
  expect(res.status).toBe(403)
  expect(res.body.errorMessage?.startsWith(SPEC_WRONG_LOGIN)).toBe(true)
  expect(res.body.errorMessage).toContain('låst')
  expect(res.body.errorMessage).not.toContain('Forsøg tilbage')
  expect(res.body.data).toEqual({ attemptsLeft: 0, locked: true })
}

describe('the 6-attempt lock under a parallel burst', () => {
  let t: Built
  beforeAll(async () => {
    t = await build(NO_RATE)
  })
  afterAll(async () => {
    await t.close()
  })
  beforeEach(() => {
    checks.n = 0
  })

  it(`checks at most 6 of ${BURST} parallel wrong passwords from one address, and refuses the right one in the burst`, async () => {
    const b = browser(t.app)
    const wrong = Array.from({ length: BURST }, () => login(b, 'nolimit1', 'Forkert99'))
    const right = login(browser(t.app), 'nolimit1', 'Nolimit12')
    const answers = await Promise.all([...wrong, right])
    expect(checks.n).toBeLessThanOrEqual(6)
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5)
    expectLocked(await right)
    // Once locked, the right password is refused with the locked text, not the countdown.
    const after = browser(t.app)
    expectLocked(await login(after, 'nolimit1', 'Nolimit12'))
    expect(await loggedIn(after)).toBe(false)
    expect(checks.n).toBeLessThanOrEqual(6)
  })

  it(`checks at most 6 of ${BURST} parallel wrong passwords from ${BURST} addresses (X-Forwarded-For)`, async () => {
    const wrong = Array.from({ length: BURST }, (_, i) =>
      loginFrom(browser(t.app), 'mindep01', 'Forkert99', danishIp(i)),
    )
    const rightBrowser = browser(t.app)
    const right = loginFrom(rightBrowser, 'mindep01', 'Mindep12', danishIp(BURST))
    await Promise.all([...wrong, right])
    expect(checks.n).toBeLessThanOrEqual(6)
    expectLocked(await right)
    expect(await loggedIn(rightBrowser)).toBe(false)
  })

  it(`checks at most 6 of ${BURST} parallel wrong PINs, removes the PIN, and refuses the right PIN in the burst`, async () => {
    const owner = browser(t.app)
    expect((await login(owner, 'demo1234', 'Demo1234')).status).toBe(200)
    const hash = (await owner.post('/rest/punter/createHash', { pin: '4711' })).body.data.hash as string
    checks.n = 0
    const phone = browser(t.app)
    const pin = (p: string) => phone.post('/rest/punter/loginPin', { pin: p, hash, userName: 'demo1234' })
    const wrong = Array.from({ length: BURST }, () => pin('0000'))
    const right = pin('4711')
    const answers = await Promise.all([...wrong, right])
    expect(checks.n).toBeLessThanOrEqual(6)
    expect(answers.filter((a) => a.body.errorMessage === SPEC_PIN_EXHAUSTED)).toHaveLength(1)
    const r = await right
    expect(r.status).toBeGreaterThanOrEqual(400)
    expect([SPEC_PIN_WRONG, SPEC_PIN_EXHAUSTED]).toContain(r.body.errorMessage)
    expect(await loggedIn(phone)).toBe(false)
    expect(await count(t, 'pins', { column: 'id', value: hash })).toBe(0)
  })

  it('still lets the right password in after fewer than 6 parallel wrong ones, and forgives them', async () => {
    const b = browser(t.app)
    await Promise.all(Array.from({ length: 3 }, () => login(b, 'demo1234', 'Forkert99')))
    expect((await login(b, 'demo1234', 'Demo1234')).status).toBe(200)
    await b.post('/rest/punter/logout')
    expect((await login(b, 'demo1234', 'Forkert99')).body.errorMessage).toContain('Forsøg tilbage: 5')
  })
})

describe('password spraying and reset mails', () => {
  let t: Built
  beforeAll(async () => {
    t = await build({
      RATE_LOGIN_PER_MIN: '100000',
      RATE_LOGIN_FAILURES_PER_IP_HOUR: '10',
      RATE_RESET_MAILS_PER_HOUR: '3',
    })
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses an address after 10 failures across different accounts, before any more checks', async () => {
    checks.n = 0
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        loginFrom(browser(t.app), `offer${i}x`, 'Sommer2024', '2.104.9.9'),
      ),
    )
    expect(checks.n).toBeLessThanOrEqual(10)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15)
    for (const a of answers.filter((x) => x.status === 429)) expect(a.body.success).toBe(false)
    // The player at the next address is not refused for the sprayer's failures.
    const player = browser(t.app)
    expect((await loginFrom(player, 'demo1234', 'Demo1234', '2.104.9.10')).status).toBe(200)
  })

  it('sends at most 3 reset mails an hour to one account, with the same answer every time', async () => {
    const b = browser(t.app)
    const mails = await count(t, 'outbox_mail')
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        b.post('/rest/punter/resetPassword', { userName: 'demo1234', email: 'demo1234@example.dk' }),
      ),
    )
    for (const a of answers) expect(a.body).toEqual(answers[0]?.body)
    expect(answers[0]?.status).toBe(200)
    expect((await count(t, 'outbox_mail')) - mails).toBe(3)
  })
})
