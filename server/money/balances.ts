import type { Db } from '../db/index.ts'
import type { Balances } from '../player/to-api.ts'
import { balancesOf } from '../wallet/reads.ts'

/**
 * The balances the Player API shows with a user (getAccountInformation, the login answers): the
 * wallet's cash and bonus accounts in kr. A read only: a bonus whose wagering period ran out is ended
 * by the bonus-expiry job and at login (money/plugin.ts), never by looking at the balance.
 */
export function createPlayerBalances(db: Db) {
  return async (userId: number): Promise<Balances> => {
    const b = await balancesOf(db, userId)
    return { balance: b.cash / 100, bonusBalance: b.bonus / 100 }
  }
}
