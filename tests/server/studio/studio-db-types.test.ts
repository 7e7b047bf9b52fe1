import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateStudioTypes, STUDIO_TYPES_PATH } from '../../../studio/server/db/codegen.ts'

describe("the studio's generated database types", () => {
  it('the committed studio/server/db/generated.ts equals the types generated from the studio migrations', async () => {
    const fresh = await generateStudioTypes()
    const committed = readFileSync(STUDIO_TYPES_PATH, 'utf8')
    if (fresh !== committed) {
      const path = join(tmpdir(), `studio-generated-${process.pid}.ts`)
      writeFileSync(path, fresh)
      expect.fail(`${STUDIO_TYPES_PATH} is stale: run npm run studio:db-types (fresh types: ${path})`)
    }
    // Only the studio's own tables: it never reads or writes the casino's.
    const db = /export interface DB \{([^}]*)\}/.exec(fresh)?.[1] ?? ''
    const tables = [...db.matchAll(/(\w+): \w+/g)].map((m) => m[1])
    expect(tables.length).toBeGreaterThan(3)
    expect(tables.filter((t) => !t?.startsWith('studio_'))).toEqual([])
  }, 120_000)
})
