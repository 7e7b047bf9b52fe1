import type { Db } from '../../db/index.ts'
import { insertNew } from '../../db/insert-new.ts'
import type { NewRow, PspStatus, Row, RowPatch } from '../../db/types.ts'

/** The payment service sandbox's own tables (it is another party: the casino never reads them). */
export type PspPayment = Row<'psp_payments'>
export type PspCallback = Row<'psp_callbacks'>

export const insertPayment = (db: Db, row: NewRow<'psp_payments'>) =>
  insertNew(db, 'psp_payments', row, 'merchant_order')

export const paymentByOrder = (db: Db, order: string) =>
  db.selectFrom('psp_payments').selectAll().where('merchant_order', '=', order).executeTakeFirst()

export const paymentById = (db: Db, id: string) =>
  db.selectFrom('psp_payments').selectAll().where('id', '=', id).executeTakeFirst()

/** Moves a payment on only from the state it is expected in: a double submit moves it once. */
export async function movePayment(
  db: Db,
  id: string,
  from: readonly PspStatus[],
  patch: RowPatch<'psp_payments'>,
): Promise<boolean> {
  const r = await db
    .updateTable('psp_payments')
    .set(patch)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

export const insertCallback = (db: Db, row: NewRow<'psp_callbacks'>) =>
  insertNew(db, 'psp_callbacks', row, 'payment_id')

export const callbackFor = (db: Db, paymentId: string) =>
  db.selectFrom('psp_callbacks').selectAll().where('payment_id', '=', paymentId).executeTakeFirst()

export const dueCallbacks = (db: Db, now: Date, limit: number) =>
  db
    .selectFrom('psp_callbacks')
    .selectAll()
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute()

export async function markDelivered(db: Db, id: number, at: Date, answer: string): Promise<void> {
  await db
    .updateTable('psp_callbacks')
    .set((eb) => ({ delivered_at: at, answer, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

export async function markFailed(db: Db, id: number, next: Date, error: string): Promise<void> {
  await db
    .updateTable('psp_callbacks')
    .set((eb) => ({
      next_attempt_at: next,
      last_error: error.slice(0, 500),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute()
}
