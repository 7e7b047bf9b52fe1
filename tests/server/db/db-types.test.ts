import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { enumValuesOf, GENERATED_TYPES_PATH, generateDbTypes } from '../../../server/db/codegen.ts'

describe('generated database types', () => {
  it('the committed server/db/generated.ts equals the types generated from the migrations', async () => {
    const fresh = await generateDbTypes()
    const committed = readFileSync(GENERATED_TYPES_PATH, 'utf8')
    if (fresh !== committed) {
      const path = join(tmpdir(), `generated-${process.pid}.ts`)
      writeFileSync(path, fresh)
      expect.fail(`${GENERATED_TYPES_PATH} is stale: run npm run db:types (fresh types: ${path})`)
    }
    expect(fresh).toContain("category: 'slots' | 'jackpots' | 'table' | 'liveint'")
  }, 120_000)

  it('reads a one-column in-list check as the column union, with or without a null branch', () => {
    const row = (column_name: string, definition: string) => ({ table_name: 't', column_name, definition })
    expect(
      enumValuesOf(row('kind', "CHECK ((kind = ANY (ARRAY['features'::text, 'theme'::text])))")),
    ).toEqual(['features', 'theme'])
    expect(
      enumValuesOf(
        row('subcat', "CHECK (((subcat IS NULL) OR (subcat = ANY (ARRAY['poker'::text, 'it''s'::text]))))"),
      ),
    ).toEqual(['poker', "it's"])
    expect(enumValuesOf(row('rating', 'CHECK (((rating >= 1) AND (rating <= 5)))'))).toBeNull()
    expect(enumValuesOf(row('kind', "CHECK ((other = ANY (ARRAY['a'::text])))"))).toBeNull()
  })
})
