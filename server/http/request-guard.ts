import type { FastifyInstance } from 'fastify'
import { badRequestBytes } from './bad-bytes.ts'
import { mobileRedirect } from './host-redirect.ts'
import { foreignWrite } from './origin.ts'
import { securityHeaders } from './security-headers.ts'

/**
 * The checks every request meets before its route runs, in one onRequest hook and in this order: the
 * security headers (security-headers.ts, so that a redirect or a refusal carries them too), the m.
 * host's redirect (host-redirect.ts), bad bytes in the URL or a header (bad-bytes.ts), a write from
 * another site (origin.ts). One hook rather than four: each hook is a step of Fastify's hook runner
 * on every answer, and the cached catalogue answers are cheap enough for those steps to show.
 */
export function installRequestGuard(
  app: FastifyInstance,
  opts: { pageScripts: readonly string[]; allowedOrigins: readonly string[] },
) {
  const headersOf = securityHeaders(opts.pageScripts)
  const { allowedOrigins } = opts
  // Callback style: no promise per request; a redirect answers and ends the request there.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headersOf(req))
    // After the headers: a redirect carries them too (HSTS above all, on the way to www.).
    const target = mobileRedirect(req)
    if (target) return void reply.redirect(target, 301)
    done(badRequestBytes(req) ?? foreignWrite(req, allowedOrigins))
  })
}
