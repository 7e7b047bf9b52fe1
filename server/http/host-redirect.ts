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
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return
    const target = mobileHostTarget(req.headers.host, req.url, req.protocol)
    if (target) return reply.redirect(target, 301)
  })
}
