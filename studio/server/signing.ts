import { createHash, randomBytes } from 'node:crypto'

/**
 * Server-to-server calls between the casino and the studio carry the casino's seamless-wallet
 * signature (`x-signature: t=<epoch ms>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the studio's shared
 * secret): one implementation, so the two sides cannot drift apart.
 */
export { SIGNATURE_HEADER, sign, verify } from '../../platform/wallet-signing.ts'
export const PROVIDER_HEADER = 'x-provider'

/** A fresh unguessable token (launch tokens, session cookies). */
export const newToken = () => randomBytes(32).toString('base64url')
/** Tokens are stored only as this hash, so a copy of the table cannot start a session. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
