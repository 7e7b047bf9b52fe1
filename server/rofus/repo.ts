import type { Db } from '../db/index.ts'

export const findRegistration = (db: Db, cpr: string) =>
  db.selectFrom('rofus_register').selectAll().where('cpr', '=', cpr).executeTakeFirst()

export async function upsertRegistration(
  db: Db,
  r: { cpr: string; kind: 'temporary' | 'permanent'; until: Date | null; created_at: Date },
): Promise<void> {
  await db
    .insertInto('rofus_register')
    .values(r)
    .onConflict((oc) => oc.column('cpr').doUpdateSet({ kind: r.kind, until: r.until }))
    .execute()
}
