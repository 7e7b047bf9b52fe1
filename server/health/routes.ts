import fp from 'fastify-plugin'
import type { AppDeps } from '../app.ts'
import { ping } from '../db/index.ts'

/** GET /health: the process is up and the database answers. */
export default fp<AppDeps>(
  async (app, deps) => {
    app.get('/health', async (_req, reply) => {
      try {
        await ping(deps.db.db)
        return {
          success: true,
          data: { status: 'ok', db: deps.db.kind, time: deps.clock.now().toISOString() },
        }
      } catch {
        return reply.code(503).send({ success: false, errorMessage: 'database unavailable' })
      }
    })
  },
  { name: 'health' },
)
