import type { Db } from '../db/index.ts'
import {
  balanceMismatches,
  counts,
  type Mismatch,
  negativePlayerAccounts,
  startSnapshot,
  sumOfBalances,
  systemTotals,
} from './repo.ts'

export type Reconciliation = {
  ok: boolean
  /** Sum of every account's cached balance; zero in a double-entry ledger. */
  sum: number
  /** Accounts whose cached balance is not the sum of their transfers. */
  mismatches: Mismatch[]
  negativePlayerAccounts: number
  ops: number
  transfers: number
  system: Record<string, number>
}

/**
 * Proves the ledger's invariants from one consistent snapshot (repeatable read), so it can run while
 * money moves: the accounts sum to zero, every cached balance equals the sum of its transfers, and no
 * player account is below zero.
 */
export async function reconcile(db: Db): Promise<Reconciliation> {
  return db.transaction().execute(async (trx) => {
    await startSnapshot(trx)
    const sum = await sumOfBalances(trx)
    const mismatches = await balanceMismatches(trx)
    const negative = await negativePlayerAccounts(trx)
    const c = await counts(trx)
    const system = await systemTotals(trx)
    return {
      ok: sum === 0 && mismatches.length === 0 && negative === 0,
      sum,
      mismatches,
      negativePlayerAccounts: negative,
      ops: c.ops,
      transfers: c.transfers,
      system,
    }
  })
}
