import fp from 'fastify-plugin'
import { sql } from 'kysely'
import type { AppDeps } from '../app.ts'

/** GET /health: the process is up and the database answers. */
export default fp<AppDeps>(
  async (app, deps) => {
    app.get('/health', async (_req, reply) => {
      try {
        await sql`select 1`.execute(deps.db.db)
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
