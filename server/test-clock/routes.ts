import fp from 'fastify-plugin'
import { z } from 'zod'
import type { AppDeps } from '../app.ts'
import type { TestClock } from '../clock.ts'
import { ok, okResponse } from '../http/envelope.ts'
import { typed } from '../http/zod.ts'

/** Test-only API (ARCHITECTURE.md: Time), so its shapes live here rather than in contract/. */
const Advance = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 24 * 3600 * 1000),
})
const ClockState = z.object({ now: z.string(), offsetMs: z.number() })

/** POST /__test/clock moves the test clock forward; registered only with CASINO_TEST_CLOCK=1. */
export default fp<AppDeps & { clock: TestClock }>(
  async (app, deps) => {
    typed(app).post(
      '/__test/clock',
      { schema: { body: Advance, response: okResponse(ClockState) } },
      async (req) => {
        deps.clock.advance(req.body.advanceMs)
        return ok({ now: deps.clock.now().toISOString(), offsetMs: deps.clock.offsetMs() })
      },
    )
  },
  { name: 'test-clock' },
)
