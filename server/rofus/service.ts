import type { Clock } from '../clock.ts'
import type { Db } from '../db/index.ts'
import { findRegistration, upsertRegistration } from './repo.ts'

export type RofusStatus = { excluded: false } | { excluded: true; until: Date | null }

/**
 * The national self-exclusion register (ROFUS). This sandbox keeps the register in its own table;
 * a production adapter would ask Spillemyndigheden's service with the same two calls.
 */
export function createRofus(db: Db, clock: Clock) {
  return {
    async check(cpr: string): Promise<RofusStatus> {
      const r = await findRegistration(db, cpr)
      if (!r) return { excluded: false }
      if (r.kind === 'temporary' && r.until && r.until.getTime() <= clock.nowMs()) return { excluded: false }
      return { excluded: true, until: r.kind === 'permanent' ? null : r.until }
    },
    async register(cpr: string, kind: 'temporary' | 'permanent', until: Date | null): Promise<void> {
      await upsertRegistration(db, { cpr, kind, until, created_at: clock.now() })
    },
  }
}
export type Rofus = ReturnType<typeof createRofus>
