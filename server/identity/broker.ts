import type { IdentityMode, VerifiedIdentity } from './types.ts'

/** A real MitID broker (OpenID Connect, see oidc.ts); the sandbox needs none. */
type BrokerChecks = { state: string; nonce: string; codeVerifier: string }
export type Broker = {
  start(mode: IdentityMode): Promise<{ url: string; checks: BrokerChecks }>
  finish(callbackUrl: URL, checks: BrokerChecks): Promise<VerifiedIdentity>
}
