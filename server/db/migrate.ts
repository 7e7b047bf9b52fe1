import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyMigrations } from '../../platform/db/migrations.ts'
import type { DbHandle } from './index.ts'

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Applies server/db/migrations/*.sql. */
export const migrate = (handle: DbHandle): Promise<string[]> =>
  applyMigrations(handle, {
    dir: MIGRATIONS_DIR,
    table: 'schema_migrations',
    lock: 'migrate',
    label: 'migration',
  })
