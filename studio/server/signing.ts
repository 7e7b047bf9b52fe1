import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The signature every server-to-server call between the casino and the studio carries, the scheme of
 * the casino's seamless wallet API: `x-signature: t=<epoch ms>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
 * with the studio's shared secret. The studio keeps its own copy, as any outside provider would.
 */
export const SIGNATURE_HEADER = 'x-signature'
export const PROVIDER_HEADER = 'x-provider'
const TOLERANCE_MS = 5 * 60_000

export function sign(secret: string, body: string, atMs: number): string {
  return `t=${atMs},v1=${createHmac('sha256', secret).update(`${atMs}.${body}`).digest('hex')}`
}

export function verify(secret: string, header: unknown, body: string, nowMs: number): boolean {
  if (typeof header !== 'string' || header.length > 200) return false
  const m = /^t=(\d{1,16}),v1=([0-9a-f]{64})$/.exec(header)
  if (!m) return false
  const at = Number(m[1])
  if (Math.abs(nowMs - at) > TOLERANCE_MS) return false
  const expected = createHmac('sha256', secret).update(`${at}.${body}`).digest()
  const given = Buffer.from(m[2] ?? '', 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A fresh unguessable token (launch tokens, session cookies). */
export const newToken = () => randomBytes(32).toString('base64url')
/** Tokens are stored only as this hash, so a copy of the table cannot start a session. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
