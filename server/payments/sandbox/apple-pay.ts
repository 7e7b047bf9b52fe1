import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Clock } from '../../../platform/clock.ts'
import { HttpError } from '../../../platform/http/errors.ts'

/**
 * Apple Pay in the sandbox: the merchant validation hands out a signed session (op=applepayinit), and
 * the payment sheet's token must carry that session, unexpired, with its signature intact.
 */
export function createApplePay(secret: string, clock: Clock) {
  const key = createHmac('sha256', secret).update('apple-pay-sandbox').digest()
  const mac = (session: unknown, merchant: unknown, expiresAt: unknown) =>
    createHmac('sha256', key).update(`${session}.${merchant}.${expiresAt}`).digest()
  return {
    session(merchant: string, name: string) {
      const expiresAt = clock.nowMs() + 5 * 60_000
      const merchantSessionIdentifier = randomUUID()
      return {
        merchantSessionIdentifier,
        merchantIdentifier: merchant,
        displayName: name,
        epochTimestamp: clock.nowMs(),
        expiresAt,
        signature: mac(merchantSessionIdentifier, merchant, expiresAt).toString('hex'),
      }
    },
    /** Throws a 400 unless the encoded token names a session this sandbox signed and it has not expired. */
    checkToken(token: string) {
      let t: {
        merchantSessionIdentifier?: string
        merchantIdentifier?: string
        expiresAt?: number
        signature?: string
      }
      try {
        t = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
      } catch {
        throw new HttpError(400, 'Ugyldigt Apple Pay-token')
      }
      const expected = mac(t.merchantSessionIdentifier, t.merchantIdentifier, t.expiresAt)
      const given = Buffer.from(String(t.signature ?? ''), 'hex')
      if (
        given.length !== expected.length ||
        !timingSafeEqual(given, expected) ||
        Number(t.expiresAt) < clock.nowMs()
      )
        throw new HttpError(400, 'Ugyldigt Apple Pay-token')
    },
  }
}
