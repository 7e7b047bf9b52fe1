import type { Db } from '../../db/index.ts'
import { insertNew } from '../../db/insert-new.ts'
import type { NewRow } from '../../db/types.ts'

/** The NemKonto sandbox's own table (another party: the casino never reads it). */
export const insertPayout = (db: Db, row: NewRow<'nemkonto_payouts'>) =>
  insertNew(db, 'nemkonto_payouts', row)

export const findPayout = (db: Db, reference: string) =>
  db.selectFrom('nemkonto_payouts').selectAll().where('reference', '=', reference).executeTakeFirst()
