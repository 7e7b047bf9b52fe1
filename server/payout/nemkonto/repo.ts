import type { Insertable } from 'kysely'
import type { Db } from '../../db/index.ts'
import type { NemkontoPayoutsTable } from '../../db/wallet-types.ts'

/** The NemKonto sandbox's own table (another party: the casino never reads it). */
export async function insertPayout(db: Db, row: Insertable<NemkontoPayoutsTable>): Promise<void> {
  await db
    .insertInto('nemkonto_payouts')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute()
}

export const findPayout = (db: Db, reference: string) =>
  db.selectFrom('nemkonto_payouts').selectAll().where('reference', '=', reference).executeTakeFirst()
