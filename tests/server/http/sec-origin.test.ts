import type { RouteOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggedInBrowser, snapshot } from '../helpers/accounts-helper.ts'
import { appPerSuite } from '../helpers/helper.ts'
import { type Browser, browser } from '../helpers/player-client.ts'

const EVIL = 'https://evil.example'
const COOKIE_APIS = ['/rest/', '/cms/', '/mitid/', '/games-api/']
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const encodeChar = (c: string, lower = false) => {
  const hex = c.charCodeAt(0).toString(16).padStart(2, '0')
  return `%${lower ? hex : hex.toUpperCase()}`
}

/** Ways to write one path: escapes, case, dot segments, doubled and trailing slashes, a query. */
function spellings(path: string): string[] {
  const segs = path.split('/').slice(1)
  const withSeg = (i: number, f: (s: string) => string) =>
    `/${segs.map((s, j) => (j === i ? f(s) : s)).join('/')}`
  const out = new Set<string>([path, `${path}/`, `${path}?x=1`, `${path}/?x=1`])
  segs.forEach((seg, i) => {
    if (!seg) return
    out.add(withSeg(i, (s) => encodeChar(s.charAt(0)) + s.slice(1)))
    out.add(withSeg(i, (s) => s.slice(0, -1) + encodeChar(s.slice(-1), true)))
    out.add(withSeg(i, (s) => [...s].map((c) => encodeChar(c)).join('')))
    out.add(withSeg(i, (s) => s.toUpperCase()))
    out.add(withSeg(i, (s) => `${s}/.`))
    out.add(withSeg(i, (s) => `./${s}`))
    out.add(withSeg(i, (s) => `x/../${s}`))
    out.add(withSeg(i, (s) => `${s}/`))
    out.add(withSeg(i, (s) => `%2e/${s}`))
  })
  out.add(`/${path}`)
  out.add(`${path}%2F`)
  return [...out]
}

const sample = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x')

describe('the Origin check decides on the route Fastify matched, for every spelling of its path', () => {
  let player: Browser
  const writes: { method: string; url: string }[] = []
  const seen = (r: RouteOptions) => {
    for (const m of Array.isArray(r.method) ? r.method : [r.method])
      if (WRITES.has(m) && COOKIE_APIS.some((p) => r.url.startsWith(p)))
        writes.push({ method: m, url: r.url })
  }
  const t = appPerSuite(
    { RATE_LOGIN_PER_MIN: '100000', RATE_CONTENT_PER_MIN: '100000' },
    async (built) => {
      player = await loggedInBrowser(built, 'demo1234', 'Demo1234')
    },
    { onRoute: seen },
  )

  it('refuses a foreign Origin on every spelling that reaches a state-changing handler, and writes nothing', async () => {
    expect(writes.length).toBeGreaterThan(25)
    const before = await snapshot(t)
    const reached: string[] = []
    for (const w of writes)
      for (const url of spellings(sample(w.url))) {
        const res = await t.app.inject({
          method: w.method as 'POST',
          url,
          headers: {
            host: 'localhost:80',
            origin: EVIL,
            cookie: player.cookieHeader(),
            'content-type': 'application/json',
          },
          payload: '{}',
        })
        const label = `${w.method} ${url} (${w.url}): ${res.statusCode} ${res.body.slice(0, 120)}`
        // Refused by the Origin check, or no handler at all: nothing else may answer.
        expect([403, 404], label).toContain(res.statusCode)
        if (res.statusCode === 403) {
          expect(res.json().errorMessage, label).toContain('casinoets egen side')
          reached.push(url)
        }
      }
    // The escaped spellings do reach handlers (the router decodes them), so the check meets them.
    expect(reached).toContain('/%72est/punter/changePassword')
    expect(reached).toContain('/rest/punter/%63hangePassword')
    expect(await snapshot(t)).toEqual(before)
    expect(await (await browser(t.app).get('/rest/punter/isLoggedIn')).body.success).toBe(true)
  })
})

describe('forfeitBonus, a GET that changes state', () => {
  let player: Browser
  const t = appPerSuite({}, async (built) => {
    player = await loggedInBrowser(built, 'demo1234', 'Demo1234')
  })

  const forfeit = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: '/rest/punter/forfeitBonus',
      headers: { host: 'localhost:80', cookie: player.cookieHeader(), ...headers },
    })

  it('refuses it without the JSON type, cross-site, or with neither Sec-Fetch-Site nor our Origin', async () => {
    const refused: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'same-origin' },
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
      { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
      { 'content-type': 'application/json', origin: EVIL },
    ]
    for (const headers of refused) {
      const res = await forfeit(headers)
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
      expect(res.json().success).toBe(false)
    }
  })

  it('answers the app’s own fetch (JSON type, same origin): no bonus to forfeit here', async () => {
    const own: Record<string, string>[] = [
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      { 'content-type': 'application/json; charset=utf-8', origin: 'http://localhost' },
    ]
    for (const headers of own) {
      const res = await forfeit(headers)
      expect(res.statusCode, JSON.stringify(headers)).toBe(404)
    }
  })
})
