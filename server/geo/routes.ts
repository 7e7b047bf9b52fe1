import fp from 'fastify-plugin'
import type { AppDeps } from '../app.ts'
import { createGeoCheck } from './ranges.ts'

/** GET /core/geo.php → { ip, allowed } (SPEC.md section 7, Geo); the client applies the block rule. */
export default fp<AppDeps>(
  async (app, { config }) => {
    const allowed = createGeoCheck(config.geoAllow)
    app.get('/core/geo.php', async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return { success: true, data: { ip: req.ip, allowed: allowed(req.ip) } }
    })
  },
  { name: 'geo' },
)
