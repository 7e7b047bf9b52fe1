import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advance, loggedIn, userRow } from '../helpers/accounts-helper.ts'
import { type Built, build } from '../helpers/helper.ts'
import type { Browser } from '../helpers/player-client.ts'
import { registerSelfInRofus } from '../helpers/rofus-helper.ts'
import { dibsQuery, expectReconciled, fund, player, wallet } from '../helpers/wallet-helper.ts'

const DAY = 86_400_000
const LIMIT_FIRST =
  'Du skal sætte en daglig indbetalingsgrænse, før du kan indbetale eller spille for rigtige penge.'
const daily = {
  dailyAmount: 5000,
  dailyAmountLimit: 1,
  weeklyAmount: 0,
  weeklyAmountLimit: 0,
  monthlyAmount: 0,
  monthlyAmountLimit: 0,
}

type Refusal = { status: number; message: string }
type Endpoint = { name: string; call: (t: Built, b: Browser, id: number, n: number) => Promise<Refusal> }

/** Every money call of a live session (issue 13, part 4); each answers its status and message. */
const ENDPOINTS: Endpoint[] = [
  {
    name: 'deposit (/dibs)',
    call: async (_t, b, id) => {
      const res = await b.raw({
        method: 'GET',
        url: `/dibs?${dibsQuery(id, 100)}`,
        headers: { cookie: b.cookieHeader() },
      })
      // Without a session the window's answer is the error page with LOGINFIRST.
      if (res.statusCode === 303) {
        const reason = new URL(String(res.headers.location), 'http://x').searchParams.get('reason')
        return { status: reason === 'LOGINFIRST' ? 401 : 303, message: reason ?? '' }
      }
      return { status: res.statusCode, message: res.json().errorMessage }
    },
  },
  {
    name: 'withdrawal',
    call: async (_t, b) => {
      const res = await b.post('/rest/punter/withdrawalRequestNem', { amount: 100, text: '' })
      return { status: res.status, message: res.body.errorMessage ?? '' }
    },
  },
  {
    name: 'voucher',
    call: async (_t, b) => {
      const res = await b.post('/rest/punter/depositVoucher', { serial: '1234.5678', code: 'ABCD' })
      return { status: res.status, message: res.body.errorMessage ?? '' }
    },
  },
  {
    name: 'money launch (the gate the launch service calls)',
    call: async (t, _b, id) => {
      try {
        await t.app.assertMoneyAllowed(id, '127.0.0.1')
        return { status: 200, message: '' }
      } catch (err) {
        const e = err as { statusCode: number; message: string }
        return { status: e.statusCode, message: e.message }
      }
    },
  },
  {
    name: 'wallet bet',
    call: async (t, _b, id, n) => {
      const res = await wallet(t, 'bet', {
        userId: id,
        roundId: `gate-${n}`,
        transactionId: `gate-bet-${n}`,
        gameId: 'starburst',
        amount: 100,
      })
      return { status: res.statusCode, message: res.json().errorMessage }
    },
  },
]

describe('the money gate holds during a session (issue 13, part 4)', () => {
  let t: Built
  let n = 0
  beforeAll(async () => {
    // Sessions outlive the test clock's jumps here, so only the gate can end them.
    // One session lives across the windows the test clock walks through (weeks, months).
    t = await build({
      JOBS: '0',
      SESSION_IDLE_MIN: String(60 * 24 * 60),
      SESSION_MAX_HOURS: String(24 * 100),
    })
  })
  afterAll(async () => {
    await expectReconciled(t)
    await t.close()
  })

  const cprOf = async (id: number) =>
    (await t.db.db.selectFrom('users').select('cpr').where('id', '=', id).executeTakeFirstOrThrow()).cpr
  const registerInRofus = async (cpr: string) => (await registerSelfInRofus(t.app, cpr, '30')).res

  it('a player registered in ROFUS mid-session (sandbox page) is refused on each money call, and the session ends', async () => {
    for (const e of ENDPOINTS) {
      const { b, id } = await player(t, 'demo1234', 'Demo1234')
      await b.post('/rest/punter/setDepositLimits', daily)
      await fund(t, id, 50_000)
      const page = await registerInRofus(await cprOf(id))
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('er registreret til')
      const r = await e.call(t, b, id, n++)
      expect(r.status, e.name).toBe(403)
      expect(r.message, e.name).toMatch(
        /^Din selvudelukkelse er aktiv frem til \d\d\.\d\d\.\d\d kl \d\d:\d\d$/,
      )
      expect(await loggedIn(b), e.name).toBe(false)
      await t.db.db
        .deleteFrom('rofus_register')
        .where('cpr', '=', await cprOf(id))
        .execute()
    }
  })

  it('a temp account whose 30 days pass mid-session is refused on each money call and closed', async () => {
    for (const e of ENDPOINTS) {
      await t.db.db
        .updateTable('users')
        .set({ status: 'temp', verify_deadline: new Date(t.clock.nowMs() + 30 * DAY) })
        .where('user_name', '=', 'temp1234')
        .execute()
      const { b, id } = await player(t, 'temp1234', 'Temp1234')
      await b.post('/rest/punter/setDepositLimits', daily)
      advance(t, 30 * DAY + 60_000)
      const r = await e.call(t, b, id, n++)
      expect(r.status, e.name).toBe(403)
      expect(r.message, e.name).toContain('Din konto er lukket')
      expect(await loggedIn(b), e.name).toBe(false)
      expect((await userRow(t, ['id', id])).status).toBe('closed')
    }
  })

  it('a self-excluded player: the other tab is logged out, and a bet by player id is refused with the end time', async () => {
    const one = await player(t, 'mindep01', 'Mindep12')
    const two = await player(t, 'mindep01', 'Mindep12')
    await one.b.post('/rest/punter/setDepositLimits', daily)
    await fund(t, one.id, 10_000)
    expect((await two.b.post('/rest/punter/excludeUser', { exclusionPeriod: 'ex_24h' })).status).toBe(200)
    for (const e of ENDPOINTS) {
      const r = await e.call(t, one.b, one.id, n++)
      expect(r.status, e.name).toBeGreaterThanOrEqual(401)
      expect(r.status, e.name).toBeLessThanOrEqual(403)
      if (e.name === 'wallet bet' || e.name.startsWith('money launch'))
        expect(r.message).toMatch(/^Din selvudelukkelse er aktiv frem til/)
    }
    advance(t, DAY + 60_000)
  })

  it('no limit chosen: deposit, voucher, launch and bet are refused with the limit message, the session stays; a withdrawal is not', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    await fund(t, id, 20_000)
    for (const e of ENDPOINTS) {
      const r = await e.call(t, b, id, n++)
      if (e.name === 'withdrawal') expect(r.status).toBe(200)
      else {
        expect(r.status, e.name).toBe(403)
        expect(r.message, e.name).toBe(LIMIT_FIRST)
      }
    }
    expect(await loggedIn(b)).toBe(true)
    await b.post('/rest/punter/setDepositLimits', daily)
    expect((await ENDPOINTS[4]?.call(t, b, id, n++))?.status).toBe(200)
  })

  it('outside Denmark (geo on the request address): refused and logged out; the bet carries the player address', async () => {
    const { b, id } = await player(t, 'nolimit1', 'Nolimit12')
    const res = await wallet(t, 'bet', {
      userId: id,
      roundId: 'geo-1',
      transactionId: 'geo-bet-1',
      gameId: 'starburst',
      amount: 100,
      ip: '8.8.8.8',
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().errorMessage).toContain('uden for Danmark')
    expect(await loggedIn(b)).toBe(false)
    const dk = await player(t, 'nolimit1', 'Nolimit12')
    const ok = await wallet(t, 'bet', {
      userId: id,
      roundId: 'geo-2',
      transactionId: 'geo-bet-2',
      gameId: 'starburst',
      amount: 100,
      ip: '80.62.1.1',
      casinoSession: 'not-a-live-session',
    })
    // A Danish address passes the geo rule; a game session that is not live is refused on its own.
    expect(ok.statusCode).toBe(403)
    expect(ok.json().data.code).toBe('SESSION_ENDED')
    expect(await loggedIn(dk.b)).toBe(true)
  })
})
