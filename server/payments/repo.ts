import type { Insertable, Selectable } from 'kysely'
import type { Db } from '../db/index.ts'
import type { DepositOutcomesTable, DepositsTable } from '../db/wallet-types.ts'

export type DepositRow = Selectable<DepositsTable>

export async function insertDeposit(db: Db, row: Insertable<DepositsTable>): Promise<void> {
  await db.insertInto('deposits').values(row).execute()
}

export const findDeposit = (db: Db, orderId: string) =>
  db.selectFrom('deposits').selectAll().where('order_id', '=', orderId).executeTakeFirst()

export async function insertOutcome(db: Db, row: Insertable<DepositOutcomesTable>): Promise<void> {
  await db
    .insertInto('deposit_outcomes')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute()
}

export const findOutcome = (db: Db, orderId: string) =>
  db.selectFrom('deposit_outcomes').selectAll().where('order_id', '=', orderId).executeTakeFirst()
