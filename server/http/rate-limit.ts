import type { Clock } from '../clock.ts'
import type { Db } from '../db/index.ts'
import { HttpError } from './errors.ts'
import { countHit, dropWindowsBefore } from './repo.ts'

const WINDOW_MS = 60_000

/**
 * Per-IP limits on login, PIN and sign-up, counted in the database so that every process behind a
 * load balancer sees the same count (ARCHITECTURE.md: Scaling out).
 */
export function createRateLimiter(db: Db, clock: Clock) {
  let lastSweep = 0
  return async function limit(kind: string, ip: string, perMinute: number): Promise<void> {
    const now = clock.nowMs()
    const windowStart = new Date(now - (now % WINDOW_MS))
    const hits = await countHit(db, `${kind}:${ip}`, windowStart)
    if (now - lastSweep > 10 * WINDOW_MS) {
      lastSweep = now
      await dropWindowsBefore(db, new Date(now - 10 * WINDOW_MS))
    }
    if (hits > perMinute) throw new HttpError(429, 'For mange forsøg. Vent et minut, og prøv igen.')
  }
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
