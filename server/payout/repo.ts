import { sql } from 'kysely'
import type { Db } from '../db/index.ts'
import { insertNew } from '../db/insert-new.ts'
import type { NewRow } from '../db/types.ts'

export type WithdrawalStatus = 'queued' | 'pending' | 'settled' | 'rejected'
export type WithdrawalView = {
  id: number
  user_id: number
  request_key: string | null
  amount_ore: number
  created_at: Date
  status: WithdrawalStatus
  bank_ref: string | null
}

export async function insertWithdrawal(db: Db, row: NewRow<'withdrawals'>): Promise<number> {
  const r = await db.insertInto('withdrawals').values(row).returning('id').executeTakeFirstOrThrow()
  return r.id
}

export const insertEvent = (db: Db, row: NewRow<'withdrawal_events'>) =>
  insertNew(db, 'withdrawal_events', row)

/** A withdrawal with its latest status: no event = queued; pending; then settled or rejected. */
const view = (db: Db) =>
  db
    .selectFrom('withdrawals as w')
    .select(['w.id', 'w.user_id', 'w.request_key', 'w.amount_ore', 'w.created_at'])
    .select(
      sql<WithdrawalStatus>`coalesce((select e.status from withdrawal_events e where e.withdrawal_id = w.id
        order by case e.status when 'pending' then 1 else 2 end desc limit 1), 'queued')`.as('status'),
    )
    .select(
      sql<string | null>`(select e.bank_ref from withdrawal_events e where e.withdrawal_id = w.id
        and e.status = 'pending')`.as('bank_ref'),
    )

export const withdrawalByKey = (db: Db, key: string) =>
  view(db).where('w.request_key', '=', key).executeTakeFirst() as Promise<WithdrawalView | undefined>

export const withdrawalsByKeys = (db: Db, keys: readonly string[]) =>
  keys.length
    ? (view(db).where('w.request_key', 'in', keys).execute() as Promise<WithdrawalView[]>)
    : Promise.resolve([])

/** Withdrawals not yet settled or rejected: queued ones first, oldest first. */
export async function openWithdrawals(
  db: Db,
  userId: number | null,
  limit: number,
): Promise<WithdrawalView[]> {
  let q = view(db)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('withdrawal_events as f')
            .select('f.withdrawal_id')
            .whereRef('f.withdrawal_id', '=', 'w.id')
            .where('f.status', 'in', ['settled', 'rejected']),
        ),
      ),
    )
    .orderBy('w.id')
    .limit(limit)
  if (userId !== null) q = q.where('w.user_id', '=', userId)
  return q.execute() as Promise<WithdrawalView[]>
}
