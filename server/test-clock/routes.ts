import fp from 'fastify-plugin'
import { z } from 'zod'
import type { TestClock } from '../../platform/clock.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { typed } from '../../platform/http/zod.ts'
import type { AppDeps } from '../app.ts'

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
