import { sql } from 'kysely'
import { expect } from 'vitest'
import type { TestClock } from '../../../platform/clock.ts'
import type { Built } from './helper.ts'
import { type Browser, browser, mitid } from './player-client.ts'

/** build() hands out a test clock; its type says only Clock. */
export const advance = (t: Built, ms: number) => (t.clock as TestClock).advance(ms)

/** Moves the test clock just past the next whole minute, so a fixed rate-limit window is all ours. */
export function startOfMinute(t: Built) {
  const now = t.clock.nowMs()
  advance(t, 60_000 - (now % 60_000) + 50)
}

export async function count(t: Built, table: string, where?: { column: string; value: unknown }) {
  const filter = where ? sql` where ${sql.ref(where.column)} = ${where.value}` : sql``
  const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}${filter}`.execute(
    t.db.db,
  )
  return Number(r.rows[0]?.n ?? 0)
}

/** What a refused call must leave alone: every player row as it was, and the other account tables' sizes. */
export async function snapshot(t: Built) {
  const users = await t.db.db.selectFrom('users').selectAll().orderBy('id').execute()
  return {
    users: JSON.stringify(users),
    sessions: await count(t, 'sessions'),
    signups: await count(t, 'signups'),
    pins: await count(t, 'pins'),
  }
}

export const login = (b: Browser, userName: string, password: string, channel = 0) =>
  b.post('/rest/punter/channelLogin', { userName, password, channel })

/** A browser logged in as this player, for suites that act as one player throughout. */
export async function loggedInBrowser(t: Built, userName: string, password: string) {
  const b = browser(t.app)
  expect((await login(b, userName, password)).status).toBe(200)
  return b
}

/** Posts and expects the player to be refused: the status, and the Danish message they are shown. */
export async function postRefused(b: Browser, path: string, body: object, status: number, message: string) {
  const res = await b.post(path, body)
  expect(res.status, path).toBe(status)
  expect(res.body.errorMessage, path).toBe(message)
  return res
}

export const loggedIn = async (b: Browser): Promise<boolean> =>
  (await b.get('/rest/punter/isLoggedIn')).body.data.loggedIn === true

/**
 * A real CPR number of an adult born in the 1900s that no seeded person has: day and month from n,
 * year 60..89, seventh digit 0..3 (CPR office century rule: 1900s).
 */
export function adultCpr(n: number): string {
  const day = String((n % 28) + 1).padStart(2, '0')
  const month = String((Math.floor(n / 28) % 12) + 1).padStart(2, '0')
  const year = String(60 + (Math.floor(n / 336) % 30))
  const serial = String(n % 4000).padStart(4, '0')
  return `${day}${month}${year}${serial}`
}

/** Set-Cookie headers as one list, whatever shape inject gives them in. */
export function setCookies(headers: Record<string, unknown>): string[] {
  const v = headers['set-cookie']
  return Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)]
}

/** Runs the sign-up up to (and including) step 2, answering the prefill the CPR register gave. */
export async function signUpToStep2(b: Browser, cpr: string, email: string) {
  const s1 = await b.post('/rest/punter/signup_step1', { cpr, email })
  if (!s1.body.success) throw new Error(`step1: ${s1.status} ${s1.body.errorMessage}`)
  const id = await mitid(b, 'signup', cpr)
  const s2 = await b.post('/rest/punter/signup_step2', { result: id.result, signature: id.signature })
  if (!s2.body.success) throw new Error(`step2: ${s2.status} ${s2.body.errorMessage}`)
  const { birthDate: _b, ...details } = s2.body.data as Record<string, string>
  return details as { firstName: string; lastName: string; address: string; zip: string; city: string }
}

/**
 * restorePassword as the page sends it: a MitID result for `cpr` (of a password reset, unless the
 * test sends another kind), then the new password twice.
 */
export async function restorePassword(
  b: Browser,
  cpr: string,
  password: string,
  confirm = password,
  mode: 'login' | 'forgotpassword' = 'forgotpassword',
) {
  const id = await mitid(b, mode, cpr)
  return b.post('/rest/punter/restorePassword', { ...id, password, confirm })
}

/** A player's stored row, found by id, user name or CPR: what the database kept, not what an answer said. */
export const userRow = (t: Built, [column, value]: ['id', number] | ['user_name' | 'cpr', string]) =>
  t.db.db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirstOrThrow()
