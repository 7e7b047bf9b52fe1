import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createTestClock } from '../../../platform/clock.ts'
import { loadConfig } from '../../../server/config.ts'
import { openDb } from '../../../server/db/index.ts'
import { migrate } from '../../../server/db/migrate.ts'
import { seedIfEmpty } from '../../../server/seed/index.ts'

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated and seeded PGlite database as a dump, and the brand it was seeded for. */
    dbTemplate: { path: string; brand: string } | null
  }
}

/**
 * The server suite's global set-up: on PGlite, one database migrated and seeded once for the whole
 * run, which each test's `build()` opens from its dump. A PGlite cluster made from nothing costs
 * seconds of WebAssembly initdb and the seed more, and the suite builds about a hundred apps. On
 * PostgreSQL (DATABASE_URL) each test file still migrates and seeds its own schema.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('dbTemplate', null)
    return
  }
  const brand = loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent' }).brand
  const db = await openDb({})
  await migrate(db)
  await seedIfEmpty(db.db, createTestClock(), brand)
  const dump = await (db.dump as () => Promise<Blob>)()
  await db.close()
  const path = join(tmpdir(), `casino-test-db-${randomBytes(6).toString('hex')}.tar`)
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()))
  project.provide('dbTemplate', { path, brand })
  return () => rmSync(path, { force: true })
}
