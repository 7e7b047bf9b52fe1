import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../platform/clock.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * When the request had reached the server whole (its body read), by the app's clock: a deadline
     * (a live table's close) is judged by it, not by when a busy server got round to the handler.
     */
    arrivedAtMs: number
  }
}

/**
 * Stamps every request on arrival (issue 31): a bet that reached the server before the close is not
 * late because it then waited in a queue (the session lookup, the round's lock). The stamp is taken
 * once the body is in (the first preValidation hook), so a body sent slowly cannot hold a bet open
 * past the close.
 */
export function installArrivalStamp(app: FastifyInstance, clock: Clock) {
  app.decorateRequest('arrivedAtMs', 0)
  app.addHook('preValidation', async (req) => {
    req.arrivedAtMs = clock.nowMs()
  })
}
