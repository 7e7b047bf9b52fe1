import * as oidc from 'openid-client'
import type { IdentityMode, VerifiedIdentity } from './types.ts'

export type OidcConfig = {
  issuer: string
  clientId: string
  clientSecret: string
  redirectUri: string
  scope?: string
}
export type OidcChecks = { state: string; nonce: string; codeVerifier: string }

// Criipto's MitID broker releases the CPR number only under the `ssn` scope.
const DEFAULT_SCOPE = 'openid profile ssn'

const CPR_MISSING = 'MitID gav intet gyldigt CPR-nummer'
const ABORTED = 'MitID-login blev afbrudt'
const UNVERIFIED = 'MitID-svaret kunne ikke verificeres'

type Claims = Record<string, unknown>

/**
 * Production MitID through an OpenID Connect broker (Criipto, Signicat, ...). Discovery runs once here, so a
 * misconfigured issuer stops the server at boot instead of on the first player's login.
 */
export async function createOidcBroker(cfg: OidcConfig) {
  const issuer = new URL(cfg.issuer)
  const config = await oidc
    .discovery(
      issuer,
      cfg.clientId,
      { redirect_uris: [cfg.redirectUri], response_types: ['code'] },
      oidc.ClientSecretBasic(cfg.clientSecret),
      // Plain http is only ever a local test provider; a real broker must be https, and openid-client enforces it.
      issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
    )
    .catch((err: unknown) => {
      throw new Error(`OIDC discovery failed for ${cfg.issuer}: ${reason(err)}`)
    })
  const scope = cfg.scope ?? DEFAULT_SCOPE

  return {
    /**
     * Where to send the browser; the caller stores `checks` (e.g. in a cookie/row) until the callback.
     * The mode stays with the caller too: why the player is identifying is none of the broker's business.
     */
    async start(_mode: IdentityMode): Promise<{ url: string; checks: OidcChecks }> {
      const checks: OidcChecks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      }
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: cfg.redirectUri,
        scope,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      })
      return { url: url.href, checks }
    },

    /** Exchanges the code on the callback URL, verifies the ID token (state, nonce, PKCE) and maps claims. */
    async finish(callbackUrl: URL, checks: OidcChecks): Promise<VerifiedIdentity> {
      let claims: Claims
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        })
        const idClaims: Claims = { ...tokens.claims() }
        claims = idClaims
        // Brokers differ: Criipto puts the person in the ID token, others (and spec-strict providers) only
        // release scope claims from userinfo. Userinfo is bound to the verified `sub`, so merging is safe.
        if (cprClaim(idClaims) === undefined && config.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, String(idClaims.sub))
          claims = { ...info, ...idClaims }
        }
      } catch (err) {
        // State is checked before the error parameter, so only the real broker can report an abort.
        if (err instanceof oidc.AuthorizationResponseError && err.error === 'access_denied')
          throw new Error(ABORTED)
        // The caller shows the message to the player; the reason is for the operator's log only.
        console.warn(`OIDC callback rejected: ${reason(err)}`)
        throw new Error(UNVERIFIED)
      }
      return toIdentity(claims)
    },
  }
}

function reason(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  // openid-client's own messages are generic; the detail sits in `error` (from the broker) or in `cause`.
  const { code, error, cause } = err as { code?: unknown; error?: unknown; cause?: unknown }
  const parts = [typeof code === 'string' ? code : err.name, err.message]
  if (typeof error === 'string') parts.push(error)
  if (cause instanceof Error) parts.push(cause.message)
  return parts.join(': ')
}

function cprClaim(claims: Claims): unknown {
  return claims['dk.cpr'] ?? claims.cprNumberIdentifier
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

function toIdentity(claims: Claims): VerifiedIdentity {
  const cpr = text(cprClaim(claims)).replace('-', '')
  if (!/^\d{10}$/.test(cpr)) throw new Error(CPR_MISSING)

  let firstName = text(claims.given_name)
  let lastName = text(claims.family_name)
  if (!firstName || !lastName) {
    // MitID's full name may hold middle names; they belong to the first name, as on a Danish ID card.
    const parts = text(claims.name).split(/\s+/).filter(Boolean)
    if (!lastName) lastName = parts.length > 1 ? (parts.pop() ?? '') : ''
    if (!firstName) firstName = parts.join(' ')
  }

  const birthDate = text(claims.birthdate)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) throw new Error(UNVERIFIED)

  return { cpr, firstName, lastName, birthDate, subject: text(claims.sub) }
}
