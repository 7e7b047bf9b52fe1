import type { Db } from '../db/index.ts'
import type { Balances } from './ledger.ts'
import { playerBalances, sumOps } from './repo.ts'

/** What other modules may ask the ledger (they never read its tables): balances and deposit totals. */
export async function balancesOf(db: Db, userId: number): Promise<Balances> {
  const rows = await playerBalances(db, userId)
  return {
    cash: rows.find((r) => r.kind === 'cash')?.balance ?? 0,
    bonus: rows.find((r) => r.kind === 'bonus')?.balance ?? 0,
  }
}

/** Deposits credited to a player after `since` (all of them with null), øre. */
export const depositedSince = (db: Db, userId: number, since: Date | null) =>
  sumOps(db, userId, ['deposit'], since)
