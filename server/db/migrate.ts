import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DbHandle } from './index.ts'
import { ADVISORY_LOCKS } from './locks.ts'

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
}

/** Applies server/db/migrations/*.sql in name order, each once, each in its own transaction. */
export async function migrate(handle: DbHandle): Promise<string[]> {
  return handle.session(async (s) => {
    await s.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrate])
    try {
      await s.exec(`create table if not exists schema_migrations (
        name text primary key, applied_at timestamptz not null default now())`)
      const done = new Set(
        (await s.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
      )
      const applied: string[] = []
      for (const file of migrationFiles()) {
        if (done.has(file)) continue
        const text = readFileSync(join(MIGRATIONS_DIR, file), 'utf8')
        try {
          await s.exec(`begin;\n${text}\n;insert into schema_migrations (name) values ('${file}');\ncommit;`)
        } catch (err) {
          await s.exec('rollback').catch(() => {})
          throw new Error(`migration ${file} failed: ${(err as Error).message}`)
        }
        applied.push(file)
      }
      return applied
    } finally {
      await s.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrate])
    }
  })
}
