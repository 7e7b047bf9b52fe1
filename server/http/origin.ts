import type { FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../platform/http/errors.ts'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])
/**
 * Route patterns whose writes a browser makes with the player's cookies. Server-to-server calls
 * (`/wallet-api/`, `/dibs/callback`) are signed instead and are not listed.
 */
// The ROFUS sandbox's registration (/rofus/) is such a write too: only from its own page.
const GUARDED = ['/rest/', '/cms/', '/mitid/', '/games-api/', '/rofus']

export const FOREIGN_ORIGIN = 'Forespørgslen blev afvist, fordi den ikke kom fra casinoets egen side.'

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

/** Whether the route Fastify matched for this request takes browser writes that need our Origin. */
function isGuardedWrite(req: FastifyRequest): boolean {
  // The pattern the router matched, after its own decoding and slash rules: a path spelled with
  // percent-escapes or a trailing slash reaches the same handler, so it must meet the same check.
  if (SAFE.has(req.method)) return false
  const route = req.routeOptions.url
  return route !== undefined && GUARDED.some((p) => route.startsWith(p))
}

/** The refusal of a guarded write from another site, if this request is one (request-guard.ts). */
export const foreignWrite = (req: FastifyRequest, allowedOrigins: readonly string[]) =>
  isGuardedWrite(req) && !originAllowed(req, allowedOrigins) ? new HttpError(403, FOREIGN_ORIGIN) : undefined

/**
 * The hook of a player's own Games API routes: never cached, and any write must come from our pages
 * (the same CSRF rule as foreignWrite in the request guard, kept beside the routes it guards).
 */
export function privateWritesFromOwnPages(allowedOrigins: readonly string[]) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store')
    if (req.method !== 'GET' && req.method !== 'HEAD' && !originAllowed(req, allowedOrigins))
      throw new HttpError(403, FOREIGN_ORIGIN)
  }
}
