import type { FastifyRequest } from 'fastify'
import { originAllowed } from '../http/origin.ts'

/**
 * Whether the browser says this request to `/dibs` came from another site. Opening the window makes
 * a deposit order and answers the signed way on to the payment service, so another site must not
 * start one with the player's cookie (a link, a frame, an image). The window is a GET navigation
 * inside the casino's own frame, which carries no Origin; the fetch metadata (`Sec-Fetch-Site`) and the
 * Referer say where it came from instead. A request with none of the three is not a browser's
 * cross-site one (a browser sends Sec-Fetch-Site to a secure origin on every navigation).
 */
export function crossSite(req: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  // Any one sign of another site refuses; none at all is not a browser's cross-site request.
  if (req.headers.origin !== undefined && !originAllowed(req, allowedOrigins)) return true
  const site = req.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin') return true
  const referer = req.headers.referer
  if (referer === undefined) return false
  try {
    const from = new URL(referer)
    // Through URL on both sides, so a default port (http://x:80) compares equal to none.
    const own = new URL(`${req.protocol}://${req.headers.host}`)
    return !allowedOrigins.includes(from.origin) && from.host !== own.host
  } catch {
    return true
  }
}
