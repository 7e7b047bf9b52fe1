import fp from 'fastify-plugin'
import { Geo } from '../../contract/player.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { typed } from '../../platform/http/zod.ts'
import type { AppDeps } from '../app.ts'
import type { Geo as GeoService } from './service.ts'

/**
 * GET /core/geo.php → { ip, allowed } (SPEC.md section 7, Geo): the client hides the login and sign-up
 * modals with it; the server refuses those calls itself with the same service.
 */
export default fp<AppDeps & { geo: GeoService }>(
  async (app, { geo }) => {
    typed(app).get('/core/geo.php', { schema: { response: okResponse(Geo) } }, async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return ok({ ip: req.ip, allowed: await geo.allowed(req.ip) })
    })
  },
  { name: 'geo' },
)
