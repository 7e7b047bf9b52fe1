import type { FastifyRequest } from 'fastify'

/**
 * The old mobile host prefix `m.` goes to `www.` (SPEC.md section 1): one site for every screen, so
 * bookmarks and links to m.… keep working and the installed app has one origin. Path and query are
 * kept; 301 because the move is permanent. Only page loads (GET/HEAD) move: an API call to m.… would
 * lose its body on a redirect, so it is answered where it arrived.
 */
function mobileHostTarget(host: string | undefined, url: string, protocol: string): string | null {
  if (!host?.toLowerCase().startsWith('m.')) return null
  return `${protocol}://www.${host.slice(2)}${url}`
}

/** Where a page load on the m. host goes instead, or null when it stays (request-guard.ts answers it). */
export function mobileRedirect(req: FastifyRequest): string | null {
  const host = req.headers.host
  // Most hosts are not m.…: two character tests before any string is made.
  if (host === undefined || (host[0] !== 'm' && host[0] !== 'M') || host[1] !== '.') return null
  return req.method === 'GET' || req.method === 'HEAD' ? mobileHostTarget(host, req.url, req.protocol) : null
}
