import type { RouteOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggedInBrowser } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import type { Browser } from '../helpers/player-client.ts'

type Probe = {
  where: string
  url: string
  headers?: Record<string, string>
  payload?: string | Buffer
}

/** Fields that the app's bodies use, each carrying the bad bytes, so a body gets past its schema. */
const FIELDS = ['userName', 'password', 'email', 'message', 'pin', 'hash', 'code', 'state', 'cpr', 'serial']
const nulBody = JSON.stringify({
  ...Object.fromEntries(FIELDS.map((f) => [f, `a\u0000b`])),
  password: 'Forkert99\u0000',
  channel: 0,
})
const invalidUtf8Body = Buffer.concat([
  Buffer.from('{"userName":"a'),
  Buffer.from([0xff, 0xfe, 0xc3]),
  Buffer.from('","password":"Forkert99","message":"x","channel":0}'),
])

const sample = (url: string, value = 'x') => url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value)

function probes(method: string, route: string): Probe[] {
  const url = sample(route)
  const out: Probe[] = [
    { where: 'query NUL', url: `${url}?q=%00` },
    { where: 'query key NUL', url: `${url}?%00=1` },
    { where: 'query invalid UTF-8', url: `${url}?q=%FF%FE` },
    { where: 'query truncated UTF-8', url: `${url}?q=a%E2%82` },
    { where: 'query malformed escape', url: `${url}?q=%G1` },
    { where: 'header NUL', url, headers: { 'x-probe': 'a\u0000b' } },
    { where: 'cookie NUL', url, headers: { cookie: 'sid=a\u0000b' } },
  ]
  if (route.includes(':') || route.endsWith('*'))
    out.push(
      { where: 'path NUL', url: sample(route, '%00') },
      { where: 'path invalid UTF-8', url: sample(route, '%FF') },
    )
  else out.push({ where: 'path NUL', url: `${url}%00` }, { where: 'path invalid UTF-8', url: `${url}%C3` })
  if (method !== 'GET' && method !== 'HEAD') {
    const json = { 'content-type': 'application/json' }
    out.push(
      { where: 'JSON body NUL', url, headers: json, payload: nulBody },
      { where: 'JSON body invalid UTF-8', url, headers: json, payload: invalidUtf8Body },
      {
        where: 'form body NUL',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: FIELDS.map((f) => `${f}=a%00b`).join('&'),
      },
      {
        where: 'form body invalid UTF-8',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: Buffer.concat([Buffer.from('state=a&cpr='), Buffer.from([0xff, 0xc3])]),
      },
    )
  }
  return out
}

describe('bad bytes never make a 500: NUL and invalid UTF-8 in every input place of every route', () => {
  let player: Browser
  const routes: { method: string; url: string }[] = []
  const seen = (r: RouteOptions) => {
    for (const m of Array.isArray(r.method) ? r.method : [r.method])
      if (m !== 'HEAD' && m !== 'OPTIONS') routes.push({ method: m, url: r.url })
  }
  const t = appPerSuite(
    {
      RATE_LOGIN_PER_MIN: '100000',
      RATE_PIN_PER_MIN: '100000',
      RATE_SIGNUP_PER_MIN: '100000',
      RATE_CONTENT_PER_MIN: '100000',
      RATE_LOGIN_FAILURES_PER_IP_HOUR: '100000',
    },
    async (built) => {
      player = await loggedInBrowser(built, 'demo1234', 'Demo1234')
    },
    { onRoute: seen },
  )

  it('answers a 4xx with the envelope, logged in or not', async () => {
    expect(routes.length).toBeGreaterThan(60)
    const failures: string[] = []
    let sent = 0
    for (const r of routes)
      for (const p of probes(r.method, r.url))
        for (const who of [player, null]) {
          const res = await t.app.inject({
            method: r.method as 'GET',
            url: p.url,
            headers: {
              host: 'localhost:80',
              origin: 'http://localhost:80',
              ...(who ? { cookie: who.cookieHeader() } : {}),
              ...p.headers,
            },
            ...(p.payload === undefined ? {} : { payload: p.payload }),
          })
          sent++
          let envelope = false
          try {
            const body = res.json() as { success?: unknown; errorMessage?: unknown }
            envelope =
              body.success === false && typeof body.errorMessage === 'string' && body.errorMessage !== ''
          } catch {}
          if (res.statusCode < 400 || res.statusCode >= 500 || !envelope)
            failures.push(
              `${r.method} ${r.url} ${p.where} (${p.url}): ${res.statusCode} ${res.body.slice(0, 80)}`,
            )
        }
    expect(sent).toBeGreaterThan(1000)
    expect(failures).toEqual([])
    // The player's session came through all of it.
    expect((await player.get('/rest/punter/isLoggedIn')).body.data.loggedIn).toBe(true)
  })
})
