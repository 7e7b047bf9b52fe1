import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DbHandle } from '../../../platform/db/handle.ts'
import { applyMigrations } from '../../../platform/db/migrations.ts'

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations')

/**
 * Applies studio/server/migrations/*.sql under the studio's own advisory lock and its own bookkeeping
 * table: the studio is a provider of its own and keeps its schema apart from the casino's, even when
 * both share one database.
 */
export const migrateStudio = <DB>(handle: DbHandle<DB>): Promise<string[]> =>
  applyMigrations(handle, {
    dir: DIR,
    table: 'studio_migrations',
    lock: 'studioMigrate',
    label: 'studio migration',
  })
