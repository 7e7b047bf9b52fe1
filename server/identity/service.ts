import { randomBytes, randomUUID } from 'node:crypto'
import { parseCpr } from '../../contract/cpr.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import type { Broker } from './broker.ts'
import { type SignedResult, signResult, verifyResult } from './jws.ts'
import { loadSigningKey, type SigningKey } from './keys.ts'
import { consumeResultOnce, deleteRequestsBefore, findRequest, insertRequest } from './repo.ts'
import { lookupPerson } from './sandbox-people.ts'
import { IDENTITY_MODES, type IdentityMode, type VerifiedIdentity } from './types.ts'

const RESULT_TTL_MS = 10 * 60_000
const ISSUER = 'go-casino-identity'

export const IDENTITY_TEXT = {
  failed: 'MitID verification failed',
  cancelled: 'MitID-login blev afbrudt',
  invalid: 'MitID-svaret kunne ikke verificeres. Prøv igen.',
  expired: 'MitID-svaret er udløbet. Prøv igen.',
  replayed: 'MitID-svaret er allerede brugt. Prøv igen.',
  wrongMode: 'MitID-svaret hører til et andet forløb. Prøv igen.',
  cpr: 'CPR nummer er ikke korrekt, prøv igen.',
} as const

const successPath = (mode: IdentityMode, s: SignedResult) => {
  const q = new URLSearchParams({ result: s.result, signature: s.signature })
  return mode === 'rofus' ? `/rofus/mitid?${q}` : `/mitid-verify/success/${mode}?${q}`
}
export const errorPath = (error: string) => `/mitid-verify/error?${new URLSearchParams({ error })}`

/**
 * National ID (MitID) for the casino. Whatever proves the identity (the sandbox page or an OpenID
 * Connect broker), the browser comes back with a `result` signed by the casino's identity key; the
 * player API accepts it once, for the flow (state cookie) and mode it was started for.
 */
export function createIdentity(db: Db, clock: Clock, broker?: Broker) {
  let key: Promise<SigningKey> | undefined
  const signingKey = () => (key ??= loadSigningKey(db, clock))

  async function sign(identity: VerifiedIdentity, mode: IdentityMode, state: string): Promise<SignedResult> {
    const k = await signingKey()
    const iat = Math.floor(clock.nowMs() / 1000)
    const payload = {
      iss: ISSUER,
      sub: identity.subject,
      cpr: identity.cpr,
      given_name: identity.firstName,
      family_name: identity.lastName,
      birthdate: identity.birthDate,
      mode,
      state,
      jti: randomUUID(),
      iat,
      exp: iat + RESULT_TTL_MS / 1000,
    }
    return signResult(payload, k.kid, k.privateKey)
  }

  return {
    /** Starts a flow: its state goes in an HttpOnly cookie and must come back inside the result. */
    async start(mode: IdentityMode, checks: string | null = null): Promise<{ state: string }> {
      const state = randomBytes(18).toString('base64url')
      const now = clock.now()
      await insertRequest(db, { state, mode, checks, created_at: now })
      await deleteRequestsBefore(db, new Date(now.getTime() - 24 * 3600_000))
      return { state }
    },

    async request(state: string) {
      if (!/^[A-Za-z0-9_-]{10,64}$/.test(state)) return undefined
      const r = await findRequest(db, state)
      if (!r || clock.nowMs() - r.created_at.getTime() > RESULT_TTL_MS) return undefined
      return { mode: r.mode as IdentityMode, checks: r.checks }
    },

    sign,

    /** Where getNemidParameters sends the browser: the sandbox page, or the broker when one is set. */
    async startUrl(mode: IdentityMode, cpr?: string): Promise<{ url: string; state: string }> {
      if (broker) {
        const { url, checks } = await broker.start(mode)
        await insertRequest(db, {
          state: checks.state,
          mode,
          checks: JSON.stringify(checks),
          created_at: clock.now(),
        })
        return { url, state: checks.state }
      }
      const { state } = await this.start(mode)
      const q = new URLSearchParams({ state, ...(cpr ? { cpr } : {}) })
      return { url: `/mitid/?${q}`, state }
    },

    /** The sandbox's MitID: any real CPR number is a person, as in MitID's own test tool. */
    async sandboxApprove(state: string, cprInput: string): Promise<string> {
      const req = await this.request(state)
      if (!req) return errorPath(IDENTITY_TEXT.expired)
      const cpr = cprInput.replace(/[\s-]/g, '')
      const info = parseCpr(cpr)
      const person = lookupPerson(cpr)
      if (!info || !person) return errorPath(IDENTITY_TEXT.cpr)
      const identity = {
        cpr,
        firstName: person.firstName,
        lastName: person.lastName,
        birthDate: info.birthDate,
        subject: `sandbox-${cpr}`,
      }
      return successPath(req.mode, await sign(identity, req.mode, state))
    },

    /** Verifies a returned result once; every failure is a 400 with a clear Danish message. */
    async consume(signed: SignedResult, expect: { modes: IdentityMode[]; state: string | undefined }) {
      const { identity, mode, jti } = await this.inspect(signed, expect)
      if (!(await consumeResultOnce(db, jti, clock.now()))) throw new HttpError(400, IDENTITY_TEXT.replayed)
      return { identity, mode }
    },

    /**
     * Every check of consume but the one-time use: a page may show whom a result names (the ROFUS
     * sandbox's confirmation) before the form that spends it.
     */
    async inspect(signed: SignedResult, expect: { modes: IdentityMode[]; state: string | undefined }) {
      const k = await signingKey()
      const p = verifyResult(signed, k.publicKey)
      if (!p || p.iss !== ISSUER || typeof p.jti !== 'string' || typeof p.exp !== 'number')
        throw new HttpError(400, IDENTITY_TEXT.invalid)
      if (p.exp * 1000 < clock.nowMs()) throw new HttpError(400, IDENTITY_TEXT.expired)
      if (!IDENTITY_MODES.includes(p.mode as IdentityMode) || !expect.modes.includes(p.mode as IdentityMode))
        throw new HttpError(400, IDENTITY_TEXT.wrongMode)
      // The result must come back to the browser that started the flow, not be forwarded to another.
      if (!expect.state || p.state !== expect.state) throw new HttpError(400, IDENTITY_TEXT.invalid)
      const cpr = String(p.cpr ?? '')
      const info = parseCpr(cpr)
      if (!info) throw new HttpError(400, IDENTITY_TEXT.cpr)
      const identity: VerifiedIdentity = {
        cpr,
        firstName: String(p.given_name ?? ''),
        lastName: String(p.family_name ?? ''),
        birthDate: info.birthDate,
        subject: String(p.sub ?? ''),
      }
      return { identity, mode: p.mode as IdentityMode, jti: p.jti }
    },

    /** The broker's redirect back (OpenID Connect): the casino signs what the broker proved. */
    async brokerCallback(url: URL): Promise<string> {
      const state = url.searchParams.get('state') ?? ''
      const flow = await this.request(state)
      if (!broker || !flow?.checks) return errorPath(IDENTITY_TEXT.expired)
      try {
        const who = await broker.finish(url, JSON.parse(flow.checks))
        return successPath(flow.mode, await sign(who, flow.mode, state))
      } catch (err) {
        return errorPath(err instanceof Error ? err.message : IDENTITY_TEXT.failed)
      }
    },

    async publicJwk() {
      const k = await signingKey()
      return { ...k.publicKey.export({ format: 'jwk' }), kid: k.kid, alg: 'EdDSA', use: 'sig' }
    },
  }
}
export type Identity = ReturnType<typeof createIdentity>
