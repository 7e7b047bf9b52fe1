import { sql } from 'kysely'
import type { Db } from '../db/index.ts'

/**
 * Takes or renews a job's lease: it succeeds when nobody holds it, its holder's time ran out, or we
 * already hold it. One statement, so two processes asking at once cannot both get it.
 */
export async function takeLease(
  db: Db,
  name: string,
  holder: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const r = await sql<{
    holder: string
  }>`insert into job_leases (name, holder, until) values (${name}, ${holder}, ${until})
    on conflict (name) do update set holder = excluded.holder, until = excluded.until
    where job_leases.until < ${now} or job_leases.holder = excluded.holder
    returning holder`.execute(db)
  return r.rows[0]?.holder === holder
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute()
}
