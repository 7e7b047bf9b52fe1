import type { FastifyInstance } from 'fastify'
import { browser, ORIGIN } from './player-client.ts'

/**
 * Registers a person in the ROFUS sandbox the way they do it themselves: the register's page, its
 * MitID login (the sandbox's MitID for that CPR), the period form. Answers the last page.
 */
export async function registerSelfInRofus(app: FastifyInstance, cpr: string, period: string) {
  const b = browser(app)
  const start = await b.form('/rofus/login', {})
  if (start.statusCode !== 303) throw new Error(`rofus login: ${start.statusCode} ${start.body}`)
  keepCookies(b.jar, start.cookies)
  const state = new URL(String(start.headers.location), ORIGIN).searchParams.get('state') ?? ''
  const approved = await b.form('/mitid/approve', { state, cpr })
  const back = new URL(String(approved.headers.location), ORIGIN)
  if (back.pathname !== '/rofus/mitid') throw new Error(`MitID sent the citizen to ${back}`)
  const choose = await b.raw({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: b.cookieHeader() },
  })
  const form = {
    result: back.searchParams.get('result') ?? '',
    signature: back.searchParams.get('signature') ?? '',
  }
  const res = await b.raw({
    method: 'POST',
    url: '/rofus/',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: b.cookieHeader() },
    payload: new URLSearchParams({ ...form, period }).toString(),
  })
  return { choose, res, browser: b, signed: form }
}

export function keepCookies(jar: Map<string, string>, cookies: { name: string; value: string }[]) {
  for (const c of cookies) jar.set(c.name, c.value)
}
