import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createOidcBroker } from '../../../server/identity/oidc.ts'
import { build } from '../helpers/helper.ts'
import { browser as casinoBrowser } from '../helpers/player-client.ts'

// A real OpenID provider on a loopback port stands in for Criipto/Signicat, so discovery, signatures, PKCE and
// code redemption are the library's real code paths, not mocks.

const REDIRECT_URI = 'http://127.0.0.1:1/cb'
// The casino's own callback, as app.inject sees it (host localhost).
const CASINO_CALLBACK = 'http://localhost/mitid/oidc/callback'
const PEOPLE: Record<string, Record<string, string>> = {
  p1: {
    'dk.cpr': '010190-1234',
    given_name: 'Karen',
    family_name: 'Jensen',
    name: 'Karen Jensen',
    birthdate: '1990-01-01',
  },
  // The seeded demo1234 player's CPR number.
  p3: { 'dk.cpr': '0101801111', given_name: 'Demo', family_name: 'Spiller', birthdate: '1980-01-01' },
  p2: { 'dk.cpr': 'abc', given_name: 'Ole', family_name: 'Hansen', birthdate: '1985-05-05' },
}

type Broker = Awaited<ReturnType<typeof createOidcBroker>>

let server: Server
let issuer: string
let broker: Broker
const quiet = vi.fn()

beforeAll(async () => {
  // The provider warns about its dev keys/interactions, and the adapter logs each rejected callback.
  const warn = console.warn.bind(console)
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const line = String(args[0])
    if (line.startsWith('oidc-provider') || line.startsWith('OIDC callback rejected')) quiet(line)
    else warn(...args)
  })
  vi.spyOn(console, 'info').mockImplementation(() => {})
  // Imported only now so its import-time warning (Node 20 is below its preferred runtime) is silenced too.
  // @ts-expect-error oidc-provider ships no type declarations and @types/oidc-provider is not installed
  const { default: Provider } = await import('oidc-provider')

  server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'casino',
        client_secret: 'casino-secret',
        token_endpoint_auth_method: 'client_secret_basic',
        redirect_uris: [REDIRECT_URI, CASINO_CALLBACK],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'ssn'],
    claims: { openid: ['sub'], profile: ['given_name', 'family_name', 'birthdate', 'name'], ssn: ['dk.cpr'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key'] },
    async findAccount(_ctx: unknown, sub: string) {
      const person = PEOPLE[sub]
      if (!person) return undefined
      return { accountId: sub, claims: () => ({ sub, ...person }) }
    },
  })
  server.on('request', provider.callback())

  broker = await createOidcBroker({
    issuer,
    clientId: 'casino',
    clientSecret: 'casino-secret',
    redirectUri: REDIRECT_URI,
  })
})

afterAll(async () => {
  vi.restoreAllMocks()
  await new Promise((resolve) => server?.close(resolve))
})

/** Just enough of a browser: one cookie per name (the provider's names are unique), manual redirects. */
function browser() {
  const jar = new Map<string, string>()
  return async (url: string, form?: Record<string, string>) => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form && new URLSearchParams(form),
    })
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';')
      const eq = pair.indexOf('=')
      jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    const location = res.headers.get('location')
    return { res, location: location ? new URL(location, url).href : undefined }
  }
}

/** Runs the provider's dev login + consent and returns the URL the browser lands on at the casino. */
async function login(account: string, how: 'consent' | 'abort' = 'consent') {
  const { url, checks } = await broker.start('login')
  return { callback: await drive(url, account, REDIRECT_URI, how), checks }
}

/** From an authorization URL through the provider's pages to the redirect back to `redirectUri`. */
async function drive(
  url: string,
  account: string,
  redirectUri: string,
  how: 'consent' | 'abort' = 'consent',
) {
  const go = browser()
  let step = await go(url)
  let sawLogin = false
  for (let hops = 0; hops < 20; hops++) {
    const at = step.location
    if (!at) throw new Error(`stuck: HTTP ${step.res.status} ${await step.res.text()}`)
    if (at.startsWith(redirectUri)) return new URL(at)
    step = await go(at)
    if (!/\/interaction\/[^/]+$/.test(new URL(at).pathname)) continue
    // An interaction page: the form posts back to its own URL with a hidden `prompt` field.
    const html = await step.res.text()
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1]
    if (how === 'abort' && sawLogin) step = await go(`${at}/abort`)
    else if (prompt === 'login') step = await go(at, { prompt, login: account, password: 'x' })
    else if (prompt === 'consent') step = await go(at, { prompt })
    else throw new Error(`unexpected interaction: ${html}`)
    sawLogin ||= prompt === 'login'
  }
  throw new Error('too many redirects')
}

describe('OIDC broker adapter against a real OpenID provider', () => {
  it('returns the verified person after a full login', async () => {
    const { callback, checks } = await login('p1')
    expect(await broker.finish(callback, checks)).toEqual({
      cpr: '0101901234',
      firstName: 'Karen',
      lastName: 'Jensen',
      birthDate: '1990-01-01',
      subject: 'p1',
    })
  })

  it('puts state, nonce and an S256 PKCE challenge into the authorization request', async () => {
    const { url, checks } = await broker.start('signup')
    const params = new URL(url).searchParams
    expect(params.get('state')).toBe(checks.state)
    expect(params.get('nonce')).toBe(checks.nonce)
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(params.get('code_challenge')).not.toBe(checks.codeVerifier)
    expect(params.get('scope')).toBe('openid profile ssn')
  })

  it('rejects a callback whose state was tampered with', async () => {
    const { callback, checks } = await login('p1')
    callback.searchParams.set('state', 'forged')
    await expect(broker.finish(callback, checks)).rejects.toThrow('MitID-svaret kunne ikke verificeres')
  })

  it('rejects an ID token minted for another login attempt (nonce mismatch)', async () => {
    const { callback, checks } = await login('p1')
    const other = (await broker.start('login')).checks
    await expect(broker.finish(callback, { ...checks, nonce: other.nonce })).rejects.toThrow(
      'MitID-svaret kunne ikke verificeres',
    )
  })

  it('rejects a code redeemed without its PKCE verifier', async () => {
    const { callback, checks } = await login('p1')
    const other = (await broker.start('login')).checks
    await expect(broker.finish(callback, { ...checks, codeVerifier: other.codeVerifier })).rejects.toThrow(
      'MitID-svaret kunne ikke verificeres',
    )
  })

  it('reports an aborted login as such', async () => {
    const { callback, checks } = await login('p1', 'abort')
    expect(callback.searchParams.get('error')).toBe('access_denied')
    await expect(broker.finish(callback, checks)).rejects.toThrow('MitID-login blev afbrudt')
  })

  it('believes access_denied only when it carries our state', async () => {
    const { checks } = await broker.start('login')
    const denied = (state: string) =>
      new URL(`${REDIRECT_URI}?${new URLSearchParams({ error: 'access_denied', state, iss: issuer })}`)
    await expect(broker.finish(denied(checks.state), checks)).rejects.toThrow('MitID-login blev afbrudt')
    await expect(broker.finish(denied('forged'), checks)).rejects.toThrow(
      'MitID-svaret kunne ikke verificeres',
    )
  })

  it('rejects a person without a valid CPR number', async () => {
    const { callback, checks } = await login('p2')
    await expect(broker.finish(callback, checks)).rejects.toThrow('MitID gav intet gyldigt CPR-nummer')
  })

  it('refuses to redeem the same code twice', async () => {
    const { callback, checks } = await login('p1')
    await broker.finish(callback, checks)
    await expect(broker.finish(callback, checks)).rejects.toThrow('MitID-svaret kunne ikke verificeres')
  })

  it('hands the caller a plain message, not the library error', async () => {
    const { callback, checks } = await login('p1')
    callback.searchParams.set('code', 'nonsense')
    const err = await broker.finish(callback, checks).then(
      () => new Error('accepted'),
      (e: Error) => e,
    )
    expect(err).toBeInstanceOf(Error)
    expect(err.message).toBe('MitID-svaret kunne ikke verificeres')
    expect(err.cause).toBeUndefined()
    expect(quiet).toHaveBeenCalledWith(expect.stringContaining('OIDC callback rejected'))
  })
})

describe('the casino with IDENTITY_PROVIDER=oidc', () => {
  it('a MitID login goes through the broker and back to a logged-in player', async () => {
    const t = await build({
      IDENTITY_PROVIDER: 'oidc',
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'casino',
      OIDC_CLIENT_SECRET: 'casino-secret',
      OIDC_REDIRECT_URI: CASINO_CALLBACK,
    })
    try {
      const b = casinoBrowser(t.app)
      const params = await b.get('/rest/punter/getNemidParameters?mode=login&language=da')
      expect(params.body.data.url.startsWith(issuer)).toBe(true)
      const callback = await drive(params.body.data.url, 'p3', CASINO_CALLBACK)
      const back = await b.raw({ method: 'GET', url: callback.pathname + callback.search })
      const landing = new URL(String(back.headers.location), 'http://localhost')
      expect(landing.pathname).toBe('/mitid-verify/success/login')
      const login = await b.post('/rest/punter/nemid_login', {
        result: landing.searchParams.get('result'),
        signature: landing.searchParams.get('signature'),
      })
      expect(login.status).toBe(200)
      expect(login.body.data.userName).toBe('demo1234')
      // The same broker answer cannot be used twice.
      const again = await b.raw({ method: 'GET', url: callback.pathname + callback.search })
      expect(String(again.headers.location)).toMatch(/^\/mitid-verify\/error\?error=/)
    } finally {
      await t.close()
    }
    // A whole casino (migrations, seed) is built around the broker: as slow as the other app tests' setup.
  }, 90_000)
})
