import { sql } from 'kysely'
import type { Period } from '../../contract/wallet-rules.ts'
import type { Db } from '../db/index.ts'
import type { NewRow, Row } from '../db/types.ts'

export type LimitRow = Row<'deposit_limits'>

export const limitsOf = (db: Db, userId: number): Promise<LimitRow[]> =>
  db.selectFrom('deposit_limits').selectAll().where('user_id', '=', userId).execute()

/**
 * Whether the player has a limit in force at `now`, as an SQL condition (the money gate reads it in
 * its one statement): a change whose 24 hours have passed counts as made, without writing it first.
 */
export const limitInForce = (userId: number, now: Date) =>
  sql<boolean>`exists (select 1 from deposit_limits l where l.user_id = ${userId}
    and (case when l.next_set and l.next_at <= ${now} then l.next_amount_ore else l.amount_ore end) is not null)`

/** A raised (or removed) limit whose 24 hours have passed becomes the limit. */
export async function applyDue(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('deposit_limits')
    .set((eb) => ({
      amount_ore: eb.ref('next_amount_ore'),
      next_set: false,
      next_amount_ore: null,
      next_at: null,
      updated_at: now,
    }))
    .where('user_id', '=', userId)
    .where('next_set', '=', true)
    .where('next_at', '<=', now)
    .execute()
}

export async function saveLimit(db: Db, row: NewRow<'deposit_limits'>): Promise<void> {
  await db
    .insertInto('deposit_limits')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'period']).doUpdateSet({
        amount_ore: row.amount_ore ?? null,
        next_set: row.next_set ?? false,
        next_amount_ore: row.next_amount_ore ?? null,
        next_at: row.next_at ?? null,
        updated_at: row.updated_at,
      }),
    )
    .execute()
}

/** Makes the player's three rows exist (no limit), so that they can be locked before a change. */
export async function ensureRows(
  db: Db,
  userId: number,
  periods: readonly Period[],
  now: Date,
): Promise<void> {
  await db
    .insertInto('deposit_limits')
    .values(periods.map((period) => ({ user_id: userId, period, amount_ore: null, updated_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'period']).doNothing())
    .execute()
}

/** The player's rows, locked until the transaction ends: changes to one player's limits take turns. */
export const lockLimits = (db: Db, userId: number): Promise<LimitRow[]> =>
  db
    .selectFrom('deposit_limits')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('period')
    .forUpdate()
    .execute()
