import fp from 'fastify-plugin'
import { z } from 'zod'
import type { AppDeps } from '../app.ts'
import type { TestClock } from '../clock.ts'
import { parseInput } from '../http/errors.ts'

const Advance = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 24 * 3600 * 1000),
})

/** POST /__test/clock moves the test clock forward; registered only with CASINO_TEST_CLOCK=1. */
export default fp<AppDeps & { clock: TestClock }>(
  async (app, deps) => {
    app.post('/__test/clock', async (req) => {
      const { advanceMs } = parseInput(Advance, req.body, 'body')
      deps.clock.advance(advanceMs)
      return { success: true, data: { now: deps.clock.now().toISOString(), offsetMs: deps.clock.offsetMs() } }
    })
  },
  { name: 'test-clock' },
)
