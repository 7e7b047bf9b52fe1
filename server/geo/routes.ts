import fp from 'fastify-plugin'
import { Geo } from '../../contract/player.ts'
import type { AppDeps } from '../app.ts'
import { ok, okResponse } from '../http/envelope.ts'
import { typed } from '../http/zod.ts'
import { createGeoCheck } from './ranges.ts'

/** GET /core/geo.php → { ip, allowed } (SPEC.md section 7, Geo); the client applies the block rule. */
export default fp<AppDeps>(
  async (app, { config }) => {
    const allowed = createGeoCheck(config.geoAllow)
    typed(app).get('/core/geo.php', { schema: { response: okResponse(Geo) } }, async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return ok({ ip: req.ip, allowed: allowed(req.ip) })
    })
  },
  { name: 'geo' },
)
