import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * HMAC-SHA256 request signing between the casino and its outside parties (the payment service's
 * callback, game providers' wallet calls): `t=<epoch ms>,v1=<hex>` over `<t>.<raw body>`, so neither
 * the body nor the time can be changed, and an old message cannot be replayed after the tolerance.
 */
export const SIGNATURE_HEADER = 'x-signature'
const TOLERANCE_MS = 5 * 60_000

export function sign(secret: string, body: string, atMs: number): string {
  const mac = createHmac('sha256', secret).update(`${atMs}.${body}`).digest('hex')
  return `t=${atMs},v1=${mac}`
}

/** True only for a well-formed signature by this secret over this exact body, made within the tolerance. */
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

/** Signs a set of query parameters (sorted, so the order they travel in does not matter). */
export function signParams(secret: string, params: Record<string, string>): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
  return createHmac('sha256', secret).update(canonical).digest('hex')
}

export function verifyParams(secret: string, params: Record<string, string>, mac: unknown): boolean {
  if (typeof mac !== 'string' || !/^[0-9a-f]{64}$/.test(mac)) return false
  const expected = Buffer.from(signParams(secret, params), 'hex')
  return timingSafeEqual(Buffer.from(mac, 'hex'), expected)
}
