import type { Clock } from '../../../platform/clock.ts'
import type { Db } from '../../db/index.ts'
import type { PayoutBank } from '../port.ts'
import { findPayout, insertPayout } from './repo.ts'

/** A payout of exactly this many øre (131,31 kr.) is rejected by the sandbox bank (to try the rejected path). */
const REJECTED_TEST_AMOUNT_ORE = 13_131

/**
 * The NemKonto payout sandbox (ARCHITECTURE.md: Outside parties): it accepts a payout at once
 * (idempotent per reference) and pays it settleMs later, as a bank run would.
 */
export function createNemKontoSandbox(db: Db, clock: Clock, settleMs: number): PayoutBank {
  return {
    async submit(reference, cpr, amountOre) {
      const now = clock.now()
      await insertPayout(db, {
        reference,
        cpr,
        amount_ore: amountOre,
        reject: amountOre === REJECTED_TEST_AMOUNT_ORE,
        created_at: now,
        settle_at: new Date(now.getTime() + settleMs),
      })
      return `NK-${reference}`
    },
    async status(reference) {
      const p = await findPayout(db, reference)
      if (!p) return 'unknown'
      if (p.settle_at.getTime() > clock.nowMs()) return 'accepted'
      return p.reject ? 'rejected' : 'paid'
    },
  }
}
