import type { Db } from '../db/index.ts'

export const findRegistration = (db: Db, cpr: string) =>
  db.selectFrom('rofus_register').selectAll().where('cpr', '=', cpr).executeTakeFirst()

/**
 * A registration only ever grows: a permanent one stays, and a temporary one is replaced only by a
 * permanent one or one ending later (one statement, so two reports at once cannot shorten it).
 */
export async function upsertRegistration(
  db: Db,
  r: { cpr: string; kind: 'temporary' | 'permanent'; until: Date | null; created_at: Date },
): Promise<void> {
  await db
    .insertInto('rofus_register')
    .values(r)
    .onConflict((oc) =>
      oc
        .column('cpr')
        .doUpdateSet({ kind: r.kind, until: r.until, created_at: r.created_at })
        .where('rofus_register.kind', '=', 'temporary')
        .where((eb) =>
          eb.or([
            eb('excluded.kind', '=', 'permanent'),
            eb('rofus_register.until', '<', eb.ref('excluded.until')),
          ]),
        ),
    )
    .execute()
}
