import { createBonus } from '../bonus/service.ts'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/index.ts'
import type { Balances } from '../player/to-api.ts'
import { createLedger } from '../wallet/ledger.ts'
import { balancesOf } from '../wallet/reads.ts'

/**
 * The balances the Player API shows with a user (getAccountInformation, the login answers): the
 * wallet's cash and bonus accounts in kr., after ending a bonus whose wagering period ran out.
 */
export function createPlayerBalances(db: Db, clock: Clock, brand: string) {
  const bonus = createBonus(db, clock, createLedger(db, clock), brand)
  return async (userId: number): Promise<Balances> => {
    await bonus.expireDue(userId)
    const b = await balancesOf(db, userId)
    return { balance: b.cash / 100, bonusBalance: b.bonus / 100 }
  }
}
