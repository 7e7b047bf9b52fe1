import fp from 'fastify-plugin'
import { z } from 'zod'
import { ErrorEnvelope } from '../../contract/envelope.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { typed } from '../../platform/http/zod.ts'
import type { AppDeps } from '../app.ts'
import { ping } from '../db/index.ts'

/** For load balancers and operators, not players, so its shape lives here rather than in contract/. */
const Health = z.object({ status: z.literal('ok'), db: z.string(), time: z.string() })

/** GET /health: the process is up and the database answers. */
export default fp<AppDeps>(
  async (app, deps) => {
    typed(app).get(
      '/health',
      { schema: { response: { ...okResponse(Health), 503: ErrorEnvelope } } },
      async (_req, reply) => {
        try {
          await ping(deps.db.db)
          return ok({ status: 'ok' as const, db: deps.db.kind, time: deps.clock.now().toISOString() })
        } catch {
          return reply.code(503).send({ success: false, errorMessage: 'database unavailable' })
        }
      },
    )
  },
  { name: 'health' },
)
