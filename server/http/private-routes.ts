import type { FastifyInstance } from 'fastify'
import { typed } from '../../platform/http/zod.ts'

type Typed = ReturnType<typeof typed>

/**
 * Registers a route plugin's routes under `prefix` on a typed instance whose answers are never cached:
 * they are one player's (or one provider's) and must not outlive the request in any cache.
 */
export function privateRoutes(
  app: FastifyInstance,
  prefix: string,
  routes: (r: Typed, plain: FastifyInstance) => void | Promise<void>,
) {
  return app.register(
    async (plain) => {
      const r = typed(plain)
      // Callback style: an async hook costs a promise on every answer of these routes.
      r.addHook('onSend', (_req, reply, payload, done) => {
        reply.header('cache-control', 'no-store')
        done(null, payload)
      })
      await routes(r, plain)
    },
    { prefix },
  )
}
