import { sql } from 'kysely'
import type { Db } from '../db/index.ts'
import { insertNew } from '../db/insert-new.ts'
import type { NewRow } from '../db/types.ts'

export const findVoucher = (db: Db, serial: string) =>
  db.selectFrom('vouchers').selectAll().where('serial', '=', serial).executeTakeFirst()

/**
 * Claims a voucher for a player: the one redemption row its serial may have. Of racing claims one
 * inserts; the others wait for it and then insert nothing.
 */
export async function claimVoucher(db: Db, serial: string, userId: number, at: Date): Promise<boolean> {
  const r = await sql<{ serial: string }>`insert into voucher_redemptions (serial, user_id, redeemed_at)
    values (${serial}, ${userId}, ${at}) on conflict (serial) do nothing returning serial`.execute(db)
  return r.rows.length === 1
}

export const insertVouchers = (db: Db, rows: NewRow<'vouchers'>[]) => insertNew(db, 'vouchers', rows)
