import { spawnSync } from 'node:child_process'
import { generate, PostgresDialect } from 'kysely-codegen'
import { openDb } from '../../../server/db/index.ts'
import { migrateStudio } from './migrate.ts'

/** Where `npm run studio:db-types` writes, relative to the repository root. */
export const STUDIO_TYPES_PATH = 'studio/server/db/generated.ts'

/** The studio tables' types, from a fresh in-memory database migrated with the studio's migrations. */
export async function generateStudioTypes(): Promise<string> {
  const handle = await openDb({})
  try {
    await migrateStudio(handle)
    const text = await generate({
      db: handle.db,
      dialect: new PostgresDialect(),
      outFile: null,
      typeOnlyImports: true,
      typeMapping: { int8: 'number' },
      includePattern: 'studio_*',
    })
    const out = spawnSync('npx', ['biome', 'format', `--stdin-file-path=${STUDIO_TYPES_PATH}`], {
      input: text,
      encoding: 'utf8',
    })
    if (out.status !== 0) throw new Error(`biome format failed: ${out.stderr}`)
    return out.stdout
  } finally {
    await handle.close()
  }
}
