import type { Db } from '../../db/index.ts'
import type { NewRow } from '../../db/types.ts'

/** The NemKonto sandbox's own table (another party: the casino never reads it). */
export async function insertPayout(db: Db, row: NewRow<'nemkonto_payouts'>): Promise<void> {
  await db
    .insertInto('nemkonto_payouts')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute()
}

export const findPayout = (db: Db, reference: string) =>
  db.selectFrom('nemkonto_payouts').selectAll().where('reference', '=', reference).executeTakeFirst()
