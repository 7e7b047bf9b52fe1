import type { Db } from '../db/index.ts'

export const firstKey = (db: Db) =>
  db.selectFrom('identity_keys').selectAll().orderBy('created_at').limit(1).executeTakeFirst()

export async function insertKeyIfNone(
  db: Db,
  k: { kid: string; private_pem: string; public_pem: string; created_at: Date },
): Promise<void> {
  // Two processes may race here; the one that loses reads the winner's key.
  await db
    .insertInto('identity_keys')
    .values(k)
    .onConflict((oc) => oc.doNothing())
    .execute()
}

export async function insertRequest(
  db: Db,
  r: { state: string; mode: string; checks: string | null; created_at: Date },
): Promise<void> {
  await db.insertInto('identity_requests').values(r).execute()
}

export const findRequest = (db: Db, state: string) =>
  db.selectFrom('identity_requests').selectAll().where('state', '=', state).executeTakeFirst()

/** True the first time a result id is seen, false on every replay. */
export async function consumeResultOnce(db: Db, jti: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('identity_results_used')
    .values({ jti, used_at: at })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst()
  return row !== undefined
}

export async function deleteRequestsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('identity_requests').where('created_at', '<', before).execute()
}
