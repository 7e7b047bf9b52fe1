import type { Db } from '../db/index.ts'
import type { NewRow } from '../db/types.ts'

/** The exclusion in force at `now` (the permanent one first, else the one ending last), or undefined. */
export const activeExclusion = (db: Db, userId: number, now: Date) =>
  db
    .selectFrom('self_exclusions')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .orderBy('until', (ob) => ob.desc().nullsFirst())
    .limit(1)
    .executeTakeFirst()

export async function insertExclusion(db: Db, row: NewRow<'self_exclusions'>): Promise<void> {
  await db.insertInto('self_exclusions').values(row).execute()
}

/**
 * Takes the player's row lock for the rest of the transaction: two exclusions asked for at once are
 * decided one after the other, so the second sees the first.
 */
export const lockUser = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .select(['id', 'cpr', 'status'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst()
