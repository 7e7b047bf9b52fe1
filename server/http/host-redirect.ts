import type { FastifyInstance } from 'fastify'

/**
 * The old mobile host prefix `m.` goes to `www.` (SPEC.md section 1): one site for every screen, so
 * bookmarks and links to m.… keep working and the installed app has one origin. Path and query are
 * kept; 301 because the move is permanent. Only page loads (GET/HEAD) move: an API call to m.… would
 * lose its body on a redirect, so it is answered where it arrived.
 */
export function mobileHostTarget(host: string | undefined, url: string, protocol: string): string | null {
  if (!host?.toLowerCase().startsWith('m.')) return null
  return `${protocol}://www.${host.slice(2)}${url}`
}

export function installMobileHostRedirect(app: FastifyInstance) {
  // Callback style (no promise per request): a redirect answers and ends the request there.
  app.addHook('onRequest', (req, reply, done) => {
    const target =
      req.method === 'GET' || req.method === 'HEAD'
        ? mobileHostTarget(req.headers.host, req.url, req.protocol)
        : null
    if (target) reply.redirect(target, 301)
    else done()
  })
}
