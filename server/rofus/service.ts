import type { Clock } from '../../platform/clock.ts'
import type { Db } from '../db/index.ts'
import type { RofusRegister, RofusStatus } from './port.ts'
import { findRegistration, upsertRegistration } from './repo.ts'

export type RofusProvider = 'sandbox'

/** The one place a ROFUS adapter is chosen; a real one is added here beside the sandbox. */
export function rofusRegister(provider: RofusProvider, db: Db, clock: Clock): RofusRegister {
  switch (provider) {
    case 'sandbox':
      return createRofus(db, clock)
  }
}

/**
 * The ROFUS sandbox (port.ts): the register in its own table; the seed puts the test person in it.
 */
export function createRofus(db: Db, clock: Clock): RofusRegister {
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
export type Rofus = RofusRegister
