import { PGlite } from '@electric-sql/pglite'
import { Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGliteDialect } from '../../../platform/db/pglite-dialect.ts'
import { preparedStatements } from '../../../platform/db/pglite-prepared.ts'

/** PGlite, as `npm start` and the default test runs use it: marked queries become named statements. */
describe('PGliteDialect: named statements for marked queries', () => {
  let pg: PGlite
  let db: Kysely<unknown>
  beforeAll(async () => {
    pg = await PGlite.create()
    db = new Kysely<unknown>({ dialect: new PGliteDialect(pg) })
    await pg.exec(`create table t (id int primary key, at timestamptz not null, note text)`)
  })
  afterAll(async () => {
    await db.destroy()
  })
  const prepared = async () =>
    (await pg.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (r) => r.name,
    )

  it('prepares a marked query once, under its name, and answers each call with its own values', async () => {
    const twice = (n: number) =>
      sql<{ n: number }>`/* prepared: twice_it */ select ${n}::int * 2 as n`.execute(db)
    expect((await twice(21)).rows).toEqual([{ n: 42 }])
    expect((await twice(5)).rows).toEqual([{ n: 10 }])
    expect(await prepared()).toEqual(['twice_it'])
  })

  it('leaves unmarked queries unnamed', async () => {
    expect((await sql<{ n: number }>`select ${1}::int + 1 as n`.execute(db)).rows).toEqual([{ n: 2 }])
    expect(await prepared()).toEqual(['twice_it'])
  })

  it('passes dates, texts and nulls both ways, and counts the rows a write touched', async () => {
    const at = new Date('2026-11-25T02:00:00.123Z')
    const insert = (id: number, note: string | null) =>
      sql`/* prepared: t_insert */ insert into t (id, at, note) values (${id}, ${at}, ${note})`.execute(db)
    expect((await insert(1, 'æøå \u{1F3B0}')).numAffectedRows).toBe(1n)
    expect((await insert(2, null)).numAffectedRows).toBe(1n)
    const rows = await sql<{ id: number; at: Date; note: string | null }>`/* prepared: t_all */
      select id, at, note from t where at = ${at} order by id`.execute(db)
    expect(rows.rows).toEqual([
      { id: 1, at, note: 'æøå \u{1F3B0}' },
      { id: 2, at, note: null },
    ])
  })

  it('answers a failing call with the database error and stays usable, inside a transaction too', async () => {
    const insert = (id: number) =>
      sql`/* prepared: t_insert_dup */ insert into t (id, at) values (${id}, now())`.execute(db)
    await expect(insert(1)).rejects.toMatchObject({ code: '23505' })
    await expect(
      db.transaction().execute(async (tx) => {
        await sql`/* prepared: t_insert_dup */ insert into t (id, at) values (${3}, now())`.execute(tx)
        await sql`/* prepared: t_insert_dup */ insert into t (id, at) values (${3}, now())`.execute(tx)
      }),
    ).rejects.toMatchObject({ code: '23505' })
    // The rolled-back transaction left no row 3, and the statement still works.
    expect((await insert(4)).numAffectedRows).toBe(1n)
    const ids = await sql<{ id: number }>`select id from t order by id`.execute(db)
    expect(ids.rows.map((r) => r.id)).toEqual([1, 2, 4])
  })

  it('prepares a name once when its first calls come together, and keeps no statement that does not parse', async () => {
    // Straight to the statements, past the dialect's queue, so the three first calls meet.
    const statements = preparedStatements(pg)
    const text = '/* prepared: together */ select $1::int as n'
    const answers = await Promise.all(
      [1, 2, 3].map((n) => statements.query<{ n: number }>('together', text, [n])),
    )
    expect(answers.map((a) => a.rows[0]?.n)).toEqual([1, 2, 3])
    const broken = () => sql`/* prepared: broken */ select from nowhere_at_all`.execute(db)
    await expect(broken()).rejects.toMatchObject({ code: '42P01' })
    await expect(broken()).rejects.toMatchObject({ code: '42P01' })
    expect(await prepared()).toEqual(['t_all', 't_insert', 't_insert_dup', 'together', 'twice_it'])
  })

  it('refuses one name for two different queries', async () => {
    await expect(sql`/* prepared: twice_it */ select 3 as n`.execute(db)).rejects.toThrow(
      /two different queries/,
    )
  })
})
