import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import { countHit, dropWindowsBefore, refundHit } from './repo.ts'

const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
/** Windows are kept this long, so the longest window (an hour) is whole while it is counted. */
const KEEP_MS = 2 * HOUR_MS

export const tooMany = () => new HttpError(429, 'For mange forsøg. Vent et minut, og prøv igen.')

/**
 * Per-IP limits on login, PIN and sign-up, counted in the database so that every process behind a
 * load balancer sees the same count (ARCHITECTURE.md: Scaling out). Besides `limit(kind, ip, perMin)`
 * it counts named buckets in longer windows (`hit`, `refund`): failures per address, reset mails per
 * account.
 */
export function createRateLimiter(db: Db, clock: Clock) {
  let lastSweep = 0
  const windowStart = (windowMs: number) => {
    const now = clock.nowMs()
    return new Date(now - (now % windowMs))
  }

  /** Counts one hit in the bucket's current window and answers the window's total so far. */
  async function hit(bucket: string, windowMs: number): Promise<number> {
    const hits = await countHit(db, bucket, windowStart(windowMs))
    const now = clock.nowMs()
    if (now - lastSweep > 10 * MINUTE_MS) {
      lastSweep = now
      await dropWindowsBefore(db, new Date(now - KEEP_MS))
    }
    return hits
  }

  /** Takes back one hit of the current window (a claim that turned out not to count). */
  const refund = (bucket: string, windowMs: number) => refundHit(db, bucket, windowStart(windowMs))

  async function limit(kind: string, ip: string, perMinute: number): Promise<void> {
    if ((await hit(`${kind}:${ip}`, MINUTE_MS)) > perMinute) throw tooMany()
  }
  return Object.assign(limit, { hit, refund })
}
export type RateLimiter = ReturnType<typeof createRateLimiter>
