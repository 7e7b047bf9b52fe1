import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptHash } from '../../../server/http/security-headers.ts'
import { setCookies } from '../helpers/accounts-helper.ts'
import { type Built, build } from '../helpers/helper.ts'
import { browser } from '../helpers/player-client.ts'

const PREFETCH = "window.__prefetch = {}; fetch('/games-api/games/new')"
const INDEX = `<!doctype html><html><head><script>${PREFETCH}</script>
<script type="module" crossorigin src="/assets/index-abcdefgh.js"></script></head><body></body></html>`

type Headers = Record<string, unknown>
const csp = (h: Headers) => String(h['content-security-policy'] ?? '')
const directive = (h: Headers, name: string) =>
  csp(h)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? ''

/** What every answer carries, page or API. */
function expectEveryAnswer(h: Headers, label: string) {
  expect(h['x-content-type-options'], label).toBe('nosniff')
  expect(h['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
  // Plain HTTP: no HSTS (it is only sent behind HTTPS).
  expect(h['strict-transport-security'], label).toBeUndefined()
}
function expectCommon(h: Headers, label: string) {
  expect(csp(h), label).not.toBe('')
  expect(directive(h, 'script-src'), label).not.toContain('unsafe-inline')
  expect(directive(h, 'script-src'), label).toContain("'self'")
  expect(directive(h, 'object-src'), label).toBe("object-src 'none'")
  expectEveryAnswer(h, label)
}
const expectNoFraming = (h: Headers, label: string) => {
  expect(directive(h, 'frame-ancestors'), label).toBe("frame-ancestors 'none'")
  expect(h['x-frame-options'], label).toBe('DENY')
}
/**
 * A JSON API answer (OWASP REST Security Cheat Sheet): `default-src 'none'` lets it load and run
 * nothing at all, which is stricter than the page's script-src 'self' and object-src 'none'.
 */
function expectApiAnswer(h: Headers, label: string) {
  expect(directive(h, 'default-src'), label).toBe("default-src 'none'")
  expect(csp(h), label).not.toMatch(/script-src|object-src|unsafe-inline/)
  expect(h['cross-origin-resource-policy'], label).toBe('same-origin')
  expectEveryAnswer(h, label)
}
const expectFramedByCasinoOnly = (h: Headers, label: string) => {
  expect(directive(h, 'frame-ancestors'), label).toBe("frame-ancestors 'self'")
  expect(h['x-frame-options'], label).toBe('SAMEORIGIN')
}

describe('security headers by helmet on the app, the APIs, the sandboxes and the studio', () => {
  let t: Built
  let dist: string
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sec-dist-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), INDEX)
    writeFileSync(
      join(dist, 'assets', 'index-abcdefgh.js'),
      'console.info(1)\n//# sourceMappingURL=index-abcdefgh.js.map',
    )
    writeFileSync(join(dist, 'assets', 'index-abcdefgh.js.map'), '{"version":3,"sources":["src/main.tsx"]}')
    t = await build({ DIST_DIR: dist, RATE_LOGIN_PER_MIN: '1000' })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('the app shell: CSP allowing its prefetch script by hash only; no other site may frame it', async () => {
    for (const url of ['/', '/alle-spil/slots']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(200)
      expectCommon(res.headers, url)
      // Only its own pages: the payment window returns to the app's deposit pages inside its frame.
      expectFramedByCasinoOnly(res.headers, url)
      expect(directive(res.headers, 'script-src')).toContain(scriptHash(PREFETCH))
    }
  })

  it('an API answer and an API error carry the same headers', async () => {
    for (const url of [
      '/rest/punter/isLoggedIn',
      '/games-api/games/new?platform=desktop',
      '/rest/punter/nope',
    ]) {
      const res = await t.app.inject({ url })
      expectApiAnswer(res.headers, url)
      expectNoFraming(res.headers, url)
    }
  })

  it('the payment window (/dibs) and the game client (/studio/) may be framed by the casino only', async () => {
    const b = browser(t.app)
    await b.post('/rest/punter/channelLogin', { userName: 'demo1234', password: 'Demo1234' })
    for (const url of ['/dibs?op=deposit', '/dibs/pay/unknown', '/studio/', '/studio/games/x/index.html']) {
      const res = await b.raw({ method: 'GET', url, headers: { cookie: b.cookieHeader() } })
      expectCommon(res.headers, url)
      expectFramedByCasinoOnly(res.headers, url)
    }
  })

  it('the MitID sandbox page: its one inline script by hash, no framing', async () => {
    const b = browser(t.app)
    const params = await b.get('/rest/punter/getNemidParameters?mode=login&language=da')
    const page = await t.app.inject({
      url:
        new URL(params.body.data.url, 'http://localhost').pathname +
        new URL(params.body.data.url, 'http://localhost').search,
    })
    expect(page.statusCode).toBe(200)
    expectCommon(page.headers, '/mitid/')
    expectNoFraming(page.headers, '/mitid/')
    const hashes = directive(page.headers, 'script-src').match(/'sha256-[^']+'/g) ?? []
    expect(hashes).toHaveLength(1)
    const inline = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? ''
    expect(hashes[0]).toBe(scriptHash(inline))
  })

  it('sends HSTS and Secure cookies when the trusted proxy says the request was HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' }
    const page = await t.app.inject({ url: '/', headers: https })
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/)
    const login = await t.app.inject({
      method: 'POST',
      url: '/rest/punter/channelLogin',
      headers: {
        ...https,
        host: 'localhost',
        origin: 'https://localhost',
        'content-type': 'application/json',
      },
      payload: { userName: 'demo1234', password: 'Demo1234' },
    })
    expect(login.statusCode).toBe(200)
    expect(login.headers['strict-transport-security']).toMatch(/max-age=31536000/)
    const b = browser(t.app)
    const state = await b.raw({
      method: 'GET',
      url: '/rest/punter/getNemidParameters?mode=login&language=da',
      headers: https,
    })
    const cookies = [...setCookies(login.headers), ...setCookies(state.headers)]
    expect(cookies.length).toBeGreaterThanOrEqual(2)
    for (const c of cookies) expect(c, c).toMatch(/;\s*Secure/i)
    // An address outside the trusted proxies cannot claim HTTPS.
    const direct = await t.app.inject({ url: '/', headers: https, remoteAddress: '8.8.8.8' })
    expect(direct.headers['strict-transport-security']).toBeUndefined()
  })

  it('does not serve source maps', async () => {
    expect((await t.app.inject({ url: '/assets/index-abcdefgh.js' })).statusCode).toBe(200)
    const map = await t.app.inject({ url: '/assets/index-abcdefgh.js.map' })
    expect(map.statusCode).toBe(404)
    expect(map.body).not.toContain('sources')
  })
})
