import { randomUUID } from 'node:crypto'
import type { Clock } from '../../platform/clock.ts'
import type { Db } from '../db/index.ts'
import { releaseLease, takeLease } from './repo.ts'

export type Job = { name: string; everyMs: number; run: () => Promise<unknown> }
export type Logger = { error(obj: object, msg: string): void }

/**
 * Scheduled jobs (ARCHITECTURE.md: Scaling out): every process may run the runner, but a job runs only
 * in the process holding its lease row; when that process dies its lease runs out and another takes over.
 */
export function createJobRunner(db: Db, clock: Clock, log: Logger, holder: string = randomUUID()) {
  const timers: NodeJS.Timeout[] = []
  const running = new Set<Promise<unknown>>()
  let stopped = false

  /** Runs the job once if this process holds (or can take) its lease; true when it ran. */
  async function runOnce(job: Job): Promise<boolean> {
    const now = clock.now()
    const leaseMs = Math.max(job.everyMs * 3, 10_000)
    if (!(await takeLease(db, job.name, holder, now, new Date(now.getTime() + leaseMs)))) return false
    await job.run()
    return true
  }

  return {
    holder,
    runOnce,
    start(jobs: readonly Job[]) {
      for (const job of jobs) {
        const tick = () => {
          if (stopped) return
          const p = runOnce(job)
            .catch((err) => log.error({ err, job: job.name }, 'job failed'))
            .finally(() => {
              running.delete(p)
              if (!stopped) timers.push(setTimeout(tick, job.everyMs).unref())
            })
          running.add(p)
        }
        timers.push(setTimeout(tick, job.everyMs).unref())
      }
    },
    /** Stops scheduling, waits for runs in flight and gives the leases back. */
    async stop(jobs: readonly Job[]) {
      stopped = true
      for (const t of timers) clearTimeout(t)
      await Promise.allSettled([...running])
      for (const job of jobs) await releaseLease(db, job.name, holder).catch(() => {})
    },
  }
}
