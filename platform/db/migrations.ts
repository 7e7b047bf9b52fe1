import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DbHandle } from './handle.ts'
import { ADVISORY_LOCKS } from './locks.ts'

function migrationFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
}

/** A schema kept by its own migrations: where they are, the table that books them, the lock that serialises them. */
export type MigrationSet = {
  dir: string
  table: 'schema_migrations' | 'studio_migrations'
  /** The registered advisory lock (platform/db/locks.ts) held while the set is applied. */
  lock: keyof typeof ADVISORY_LOCKS
  /** Names the set in a failure ("migration 003_x.sql failed", "studio migration …"). */
  label: string
}

/** Applies the set's *.sql files in name order, each once, each in its own transaction. */
export async function applyMigrations<DB>(handle: DbHandle<DB>, set: MigrationSet): Promise<string[]> {
  return handle.session(async (s) => {
    await s.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS[set.lock]])
    try {
      await s.exec(`create table if not exists ${set.table} (
        name text primary key, applied_at timestamptz not null default now())`)
      const done = new Set(
        (await s.query<{ name: string }>(`select name from ${set.table}`)).map((r) => r.name),
      )
      const applied: string[] = []
      for (const file of migrationFiles(set.dir)) {
        if (done.has(file)) continue
        const text = readFileSync(join(set.dir, file), 'utf8')
        try {
          await s.exec(`begin;\n${text}\n;insert into ${set.table} (name) values ('${file}');\ncommit;`)
        } catch (err) {
          await s.exec('rollback').catch(() => {})
          throw new Error(`${set.label} ${file} failed: ${(err as Error).message}`)
        }
        applied.push(file)
      }
      return applied
    } finally {
      await s.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS[set.lock]])
    }
  })
}
