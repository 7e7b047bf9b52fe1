import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DbHandle } from '../../../server/db/index.ts'
import { ADVISORY_LOCKS } from '../../../server/db/locks.ts'

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations')

/**
 * Applies studio/server/migrations/*.sql in name order, each once, under the studio's own advisory
 * lock and its own bookkeeping table: the studio is a provider of its own and keeps its schema apart
 * from the casino's, even when both share one database.
 */
export async function migrateStudio(handle: DbHandle): Promise<string[]> {
  return handle.session(async (s) => {
    await s.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.studioMigrate])
    try {
      await s.exec(`create table if not exists studio_migrations (
        name text primary key, applied_at timestamptz not null default now())`)
      const done = new Set(
        (await s.query<{ name: string }>('select name from studio_migrations')).map((r) => r.name),
      )
      const applied: string[] = []
      const files = readdirSync(DIR)
        .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
        .sort()
      for (const file of files) {
        if (done.has(file)) continue
        const text = readFileSync(join(DIR, file), 'utf8')
        try {
          await s.exec(`begin;\n${text}\n;insert into studio_migrations (name) values ('${file}');\ncommit;`)
        } catch (err) {
          await s.exec('rollback').catch(() => {})
          throw new Error(`studio migration ${file} failed: ${(err as Error).message}`)
        }
        applied.push(file)
      }
      return applied
    } finally {
      await s.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.studioMigrate])
    }
  })
}
