import { readFileSync } from 'node:fs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Built, build } from '../../helpers/helper.ts'

/**
 * Issue 29.6: the live tables are animated studio tables run by the server, with no video and no
 * person dealing. No text the casino stores or shows claims a real dealer; every live table's
 * catalogue text says what it is.
 */
const REAL_DEALER = /rigtige?\s+dealere?|live[- ]dealer|ægte\s+dealer/i

describe('live tables tell the truth', () => {
  let t: Built
  beforeAll(async () => {
    t = await build({ JOBS: '0' })
  }, 120_000)
  afterAll(async () => {
    await t.close()
  })

  it('no stored text (catalogue, providers, pages, every table) and no casino text claims a real dealer', async () => {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db.db)
    let rows = 0
    for (const { name } of tables.rows) {
      for (const r of (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db.db))
        .rows) {
        rows++
        const text = JSON.stringify(r)
        expect(REAL_DEALER.test(text), `${name}: ${text.slice(0, 300)}`).toBe(false)
      }
    }
    expect(rows).toBeGreaterThan(100)
    // The casino's own Danish texts (read as text: the server's tests do not load the browser app).
    for (const f of ['src/text/content.ts', 'src/text/da.ts'])
      expect(REAL_DEALER.test(readFileSync(f, 'utf8')), f).toBe(false)
  })

  it('each live table says it is an animated studio table with a computer-run dealer', async () => {
    const live = await t.db.db
      .selectFrom('games')
      .select(['game_id', 'info'])
      .where('category', '=', 'liveint')
      .execute()
    expect(live).toHaveLength(100)
    for (const g of live) {
      expect(g.info, g.game_id).toContain('animeret studiebord uden video')
      expect(g.info, g.game_id).toContain('computerstyret dealer')
    }
  })
})
