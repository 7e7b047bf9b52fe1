import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from './errors.ts'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])
const GUARDED = ['/rest/', '/cms/', '/mitid/']

/**
 * Cookie-authenticated calls that change state must come from our own pages (ARCHITECTURE.md: Data
 * and money). Browsers send Origin on every such fetch or form post; a missing or foreign one is
 * refused, which stops cross-site request forgery even where SameSite=Lax would let a request through.
 */
export function originAllowed(req: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin
  if (typeof origin === 'string' && origin !== 'null') {
    if (allowedOrigins.includes(origin)) return true
    try {
      // Through URL on both sides so that default ports (http://x:80) compare equal to none.
      return new URL(origin).host === new URL(`${req.protocol}://${req.headers.host}`).host
    } catch {
      return false
    }
  }
  return req.headers['sec-fetch-site'] === 'same-origin'
}

export function installOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]) {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || !GUARDED.some((p) => req.url.startsWith(p))) return
    if (!originAllowed(req, allowedOrigins))
      throw new HttpError(403, 'Forespørgslen blev afvist, fordi den ikke kom fra casinoets egen side.')
  })
}
