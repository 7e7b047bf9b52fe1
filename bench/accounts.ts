import { performance } from 'node:perf_hooks'
import { hashSecret, verifySecret } from '../server/player/passwords.ts'
import { type LoadResult, load } from './lib/load.ts'

const LOGIN = { userName: 'demo1234', password: 'Demo1234', channel: 0, version: 2 }

/** Logs in once and answers the session cookie, as a browser would hold it. */
async function sessionCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/rest/punter/channelLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(LOGIN),
  })
  if (!res.ok) throw new Error(`bench login failed: ${res.status} ${await res.text()}`)
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='))
  if (!sid) throw new Error('bench login set no sid cookie')
  return sid.split(';')[0] ?? ''
}

/** isLoggedIn under load with a live session: the call every open tab makes every 30 s. */
export async function isLoggedInLoad(base: string): Promise<LoadResult> {
  const cookie = await sessionCookie(base)
  const r = await load(`${base}/rest/punter/isLoggedIn`, { headers: { cookie } })
  if (r.errors || r.non2xx) throw new Error(`isLoggedIn answered ${r.errors} errors, ${r.non2xx} non-2xx`)
  return r
}

/**
 * Password logins under load, scrypt and session row included. One user name has at most 6 checks in
 * flight (each is claimed before scrypt runs, SPEC.md section 8), so 6 connections: a 7th parallel
 * login of the same name is refused as locked by design.
 */
export async function loginLoad(base: string): Promise<LoadResult> {
  const r = await load(`${base}/rest/punter/channelLogin`, {
    method: 'POST',
    connections: 6,
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(LOGIN),
  })
  if (r.errors || r.non2xx) throw new Error(`channelLogin answered ${r.errors} errors, ${r.non2xx} non-2xx`)
  return r
}

/** The yardstick for logins: scrypt verifications per second in one process (libuv's 4 threads). */
export async function scryptPerSecond(durationMs = 5000): Promise<number> {
  const stored = await hashSecret('Demo1234')
  let done = 0
  const end = performance.now() + durationMs
  const worker = async () => {
    while (performance.now() < end) {
      await verifySecret('Demo1234', stored)
      done++
    }
  }
  const start = performance.now()
  await Promise.all([worker(), worker(), worker(), worker()])
  return done / ((performance.now() - start) / 1000)
}
