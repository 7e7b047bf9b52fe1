import type { Db } from '../db/index.ts'
import { insertNew } from '../db/insert-new.ts'
import type { NewRow } from '../db/types.ts'

export async function insertDeposit(db: Db, row: NewRow<'deposits'>): Promise<void> {
  await db.insertInto('deposits').values(row).execute()
}

export const findDeposit = (db: Db, orderId: string) =>
  db.selectFrom('deposits').selectAll().where('order_id', '=', orderId).executeTakeFirst()

export const insertOutcome = (db: Db, row: NewRow<'deposit_outcomes'>) =>
  insertNew(db, 'deposit_outcomes', row)
