import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '../../../contract/dates.ts'
import { advance, loggedIn, login, userRow } from '../helpers/accounts-helper.ts'
import { paidToNemKonto } from '../helpers/closing-helper.ts'
import { type Built, build } from '../helpers/helper.ts'
import { browser } from '../helpers/player-client.ts'
import { registerSelfInRofus } from '../helpers/rofus-helper.ts'
import { balances, deposit, expectReconciled, fund, listen, player } from '../helpers/wallet-helper.ts'

const HOUR = 3600_000
const DAY = 24 * HOUR
const SUCCESS = 'Du vil blive udelukket i den valgte periode.'
const ALREADY = 'Du er allerede udelukket. Kontakt kundeservice for mere information.'
const setLimit = { dailyAmount: 5000, dailyAmountLimit: 1, weeklyAmount: 0, weeklyAmountLimit: 0 }
const limitBody = { ...setLimit, monthlyAmount: 0, monthlyAmountLimit: 0 }

describe('self-exclusion (SPEC.md sections 4, 7, 8; issue 13)', () => {
  let t: Built
  beforeAll(async () => {
    t = await build({ JOBS: '0', PAYOUT_SETTLE_SEC: '60' })
    await listen(t)
  })
  afterAll(async () => {
    await t.close()
  })

  it('excludeUser ex_24h: the spec message, every session ends, login refused with the end time, back after 24 hours', async () => {
    const a = await player(t, 'mindep01', 'Mindep12')
    const other = await player(t, 'mindep01', 'Mindep12')
    const started = t.clock.nowMs()
    const res = await a.b.post('/rest/punter/excludeUser', { exclusionPeriod: 'ex_24h' })
    expect(res.status).toBe(200)
    expect(res.body.data.message).toBe(SUCCESS)
    expect(await loggedIn(a.b)).toBe(false)
    expect(await loggedIn(other.b)).toBe(false)

    const answered = t.clock.nowMs()
    const register = await t.db.db
      .selectFrom('rofus_register')
      .innerJoin('users', 'users.cpr', 'rofus_register.cpr')
      .select(['kind', 'until'])
      .where('users.user_name', '=', 'mindep01')
      .executeTakeFirstOrThrow()
    expect(register.kind).toBe('temporary')
    const until = register.until?.getTime() ?? 0
    expect(until).toBeGreaterThanOrEqual(started + DAY)
    expect(until).toBeLessThanOrEqual(answered + DAY)
    const refused = await login(browser(t.app), 'mindep01', 'Mindep12')
    expect(refused.status).toBe(403)
    expect(refused.body.errorMessage).toBe(
      `Din selvudelukkelse er aktiv frem til ${formatDateTime(new Date(until))}`,
    )

    advance(t, DAY - 60_000)
    expect((await login(browser(t.app), 'mindep01', 'Mindep12')).status).toBe(403)
    advance(t, 61_000)
    const back = await player(t, 'mindep01', 'Mindep12')
    const status = await back.b.get('/rest/punter/getUserStatus')
    expect(status.body.data).toMatchObject({ status: 'open', tm: null, excluded: false })
  })

  it('excludeUserDays 7 ends after 7 days; 1 and 30 are the other choices, anything else is refused', async () => {
    const a = await player(t, 'mindep01', 'Mindep12')
    for (const exclusionDays of [0, 2, 14, 31, '7', null])
      expect((await a.b.post('/rest/punter/excludeUserDays', { exclusionDays })).status).toBe(400)
    expect((await a.b.post('/rest/punter/excludeUser', { exclusionPeriod: 'ex_7d' })).status).toBe(400)
    expect(await loggedIn(a.b)).toBe(true)
    const res = await a.b.post('/rest/punter/excludeUserDays', { exclusionDays: 7 })
    expect(res.body.data.message).toBe(SUCCESS)
    advance(t, 7 * DAY - HOUR)
    expect((await login(browser(t.app), 'mindep01', 'Mindep12')).body.errorMessage).toMatch(
      /^Din selvudelukkelse er aktiv frem til \d\d\.\d\d\.\d\d kl \d\d:\d\d$/,
    )
    advance(t, HOUR + 1000)
    expect((await login(browser(t.app), 'mindep01', 'Mindep12')).status).toBe(200)
  })

  it('ex_1m lasts 30 days; getUserStatus carries its end in tm until the session ends', async () => {
    const a = await player(t, 'mindep01', 'Mindep12')
    const start = t.clock.nowMs()
    // Two tabs ask at once: one exclusion is recorded, the other hears it is already done (or logged out).
    const other = await player(t, 'mindep01', 'Mindep12')
    const [x, y] = await Promise.all([
      a.b.post('/rest/punter/excludeUser', { exclusionPeriod: 'ex_1m' }),
      other.b.post('/rest/punter/excludeUser', { exclusionPeriod: 'ex_1m' }),
    ])
    const answers = [x, y].map((r) => r.body.data?.message ?? r.body.errorMessage)
    expect(answers.filter((m) => m === SUCCESS)).toHaveLength(1)
    for (const m of answers) expect([SUCCESS, ALREADY, 'Du skal logge ind først']).toContain(m)
    const rows = await t.db.db
      .selectFrom('self_exclusions')
      .select('until')
      .where('created_at', '>=', new Date(start))
      .execute()
    expect(rows).toHaveLength(1)
    expect((rows[0]?.until?.getTime() ?? 0) - start).toBeGreaterThanOrEqual(30 * DAY)
    expect((rows[0]?.until?.getTime() ?? 0) - t.clock.nowMs()).toBeLessThanOrEqual(30 * DAY)
    advance(t, 30 * DAY + 1000)
    expect((await login(browser(t.app), 'mindep01', 'Mindep12')).status).toBe(200)
  })

  it('a player already excluded (ROFUS) hears the spec answer and nothing is recorded', async () => {
    const a = await player(t, 'nolimit1', 'Nolimit12')
    const cpr = await userRow(t, ['user_name', 'nolimit1'])
    expect((await registerSelfInRofus(t.app, cpr.cpr, '1')).res.statusCode).toBe(200)
    const status = await a.b.get('/rest/punter/getUserStatus')
    expect(status.body.data.excluded).toBe(true)
    expect(Math.abs(Date.parse(status.body.data.tm) - (t.clock.nowMs() + DAY))).toBeLessThan(5000)
    const res = await a.b.post('/rest/punter/excludeUser', { exclusionPeriod: 'ex_24h' })
    expect(res.status).toBe(409)
    expect(res.body.errorMessage).toBe(ALREADY)
    advance(t, DAY + 1000)
  })

  it('permanent: needs its confirmation; pays the whole cash to NemKonto, forfeits the bonus, closes the account for good, ledger balanced', async () => {
    const a = await player(t, 'demo1234', 'Demo1234')
    await a.b.post('/rest/punter/setDepositLimits', limitBody)
    expect((await deposit(a.b, a.id, 200, { bonusId: 'VELKOMST100' })).pathname).toBe('/deposit/success')
    await fund(t, a.id, 12_345)
    const before = await balances(a.b)
    expect(before.bonus).toBeGreaterThan(0)
    expect((await a.b.post('/rest/punter/excludeUserPermanently', {})).status).toBe(400)
    expect(await loggedIn(a.b)).toBe(true)

    const res = await a.b.post('/rest/punter/excludeUserPermanently', { confirmPermanent: true })
    expect(res.body.data.message).toBe(SUCCESS)
    expect(await loggedIn(a.b)).toBe(false)
    const user = await userRow(t, ['id', a.id])
    expect(user.status).toBe('closed')
    const accounts = await t.db.db
      .selectFrom('wallet_accounts')
      .select(['kind', 'balance'])
      .where('user_id', '=', a.id)
      .execute()
    expect(Object.fromEntries(accounts.map((r) => [r.kind, r.balance]))).toEqual({ cash: 0, bonus: 0 })

    expect(await paidToNemKonto(t, user.cpr)).toEqual([before.cash * 100])
    await expectReconciled(t)

    advance(t, 400 * DAY)
    const refused = await login(browser(t.app), 'demo1234', 'Demo1234')
    expect(refused.status).toBe(403)
    expect(refused.body.errorMessage).toContain('permanent')
  })
})
