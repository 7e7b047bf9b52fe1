import { describe, expect, it } from 'vitest'
import { Geo } from '../../../contract/player.ts'
import { addressSet } from '../../../server/geo/addresses.ts'
import { PLAYER_SAYS } from '../../player-texts.ts'
import { appPerSuite, type Built } from '../helpers/helper.ts'
import { browser, ORIGIN } from '../helpers/player-client.ts'

async function geo(t: Built, remoteAddress: string, forwardedFor?: string) {
  const res = await t.app.inject({
    url: '/core/geo.php',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  })
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('no-store')
  const body = res.json() as { success: boolean; data: unknown }
  expect(body.success).toBe(true)
  return Geo.parse(body.data)
}

describe('geo check and the MitID sandbox pages', () => {
  const t = appPerSuite()
  const extra = appPerSuite({ GEO_ALLOW: '8.8.8.0/24, 2001:db8::/32' })

  it.each(['127.0.0.1', '10.20.30.40', '192.168.1.10', '172.16.5.5', '::1', '::ffff:192.168.0.2'])(
    'allows the local or private address %s',
    async (ip) => {
      expect(await geo(t, ip)).toEqual({ ip, allowed: true })
    },
  )

  it.each(['2.104.1.1', '2.111.255.255', '80.62.10.10', '87.63.0.1', '2a02:aa0::1'])(
    'allows the Danish address %s',
    async (ip) => {
      expect((await geo(t, ip)).allowed).toBe(true)
    },
  )

  it.each(['8.8.8.8', '2.112.0.1', '1.1.1.1', '2001:db8::1'])('refuses %s and echoes it', async (ip) => {
    expect(await geo(t, ip)).toEqual({ ip, allowed: false })
  })

  it('reads the client address from X-Forwarded-For when a trusted (loopback) proxy sends it', async () => {
    expect(await geo(t, '127.0.0.1', '2.104.1.1')).toEqual({ ip: '2.104.1.1', allowed: true })
    expect(await geo(t, '127.0.0.1', '8.8.8.8')).toEqual({ ip: '8.8.8.8', allowed: false })
  })

  it('ignores X-Forwarded-For from an address that is not a trusted proxy (TRUST_PROXY)', async () => {
    // Otherwise anyone abroad could name a Danish address, or dodge the per-IP limits.
    expect(await geo(t, '8.8.4.4', '2.104.1.1')).toEqual({ ip: '8.8.4.4', allowed: false })
    expect(await geo(t, '10.0.0.1', '8.8.8.8')).toEqual({ ip: '10.0.0.1', allowed: true })
  })

  it('does not choke on a forwarded address that is not one', async () => {
    const g = await geo(t, '127.0.0.1', 'not-an-ip')
    expect(g.allowed).toBe(false)
  })

  it('GEO_ALLOW adds ranges', async () => {
    expect(await geo(extra, '8.8.8.8')).toEqual({ ip: '8.8.8.8', allowed: true })
    expect((await geo(extra, '8.8.9.1')).allowed).toBe(false)
    expect((await geo(extra, '2001:db8::1')).allowed).toBe(true)
    expect((await geo(extra, '2.104.1.1')).allowed).toBe(true)
  })

  it('refuses a GEO_ALLOW entry that is not an address or range', () => {
    expect(() => addressSet(['denmark'])).toThrow(/GEO_ALLOW/)
    expect(() => addressSet(['8.8.8.0/24'])).not.toThrow()
  })

  // The sandbox pages share this describe's app: one build less.
  describe('the MitID sandbox pages', () => {
    it('shows the sandbox page for a started flow: CPR-nummer, Godkend, Afbryd', async () => {
      const b = browser(t.app)
      const params = await b.get('/rest/punter/getNemidParameters?mode=login&language=da')
      expect(params.status).toBe(200)
      expect(params.headers['set-cookie']).toBeDefined()
      const url = new URL(params.body.data.url, ORIGIN)
      expect(url.pathname).toBe('/mitid/')
      const page = await t.app.inject({ url: `${url.pathname}${url.search}` })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/text\/html/)
      expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
      for (const text of ['CPR-nummer', 'Godkend', 'Afbryd']) expect(page.body).toContain(text)
    })

    it('escapes what it echoes', async () => {
      const b = browser(t.app)
      const url = new URL((await b.get('/rest/punter/getNemidParameters?mode=signup')).body.data.url, ORIGIN)
      const page = await t.app.inject({
        url: `/mitid/?state=${url.searchParams.get('state')}&cpr=${encodeURIComponent('"><script>x</script>')}`,
      })
      expect(page.statusCode).toBe(200)
      expect(page.body).not.toContain('<script>x')
    })

    it.each(['nope', '', 'x'.repeat(300), '../../etc/passwd'])(
      'redirects an unknown state (%s) to the error page',
      async (state) => {
        const res = await t.app.inject({ url: `/mitid/?state=${encodeURIComponent(state)}` })
        expect(res.statusCode).toBe(303)
        const location = new URL(String(res.headers.location), ORIGIN)
        expect(location.pathname).toBe('/mitid-verify/error')
        expect(location.searchParams.get('error')).toBe(PLAYER_SAYS.mitidExpired)
      },
    )

    it('redirects Afbryd to the error page with "afbrudt"', async () => {
      const b = browser(t.app)
      const res = await b.form('/mitid/cancel', 'state=x')
      expect(res.statusCode).toBe(303)
      const location = new URL(String(res.headers.location), ORIGIN)
      expect(location.pathname).toBe('/mitid-verify/error')
      expect(location.searchParams.get('error')).toContain('afbrudt')
    })

    it('publishes its Ed25519 public key, and only that, at /mitid/jwks.json', async () => {
      const res = await t.app.inject({ url: '/mitid/jwks.json' })
      expect(res.statusCode).toBe(200)
      const { keys } = res.json() as { keys: Record<string, unknown>[] }
      expect(keys).toHaveLength(1)
      expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' })
      expect(typeof keys[0]?.x).toBe('string')
      expect(typeof keys[0]?.kid).toBe('string')
      expect(keys[0]).not.toHaveProperty('d')
    })
  })
})
