import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PreparedClient } from '../../../platform/db/prepared-client.ts'

const url = process.env.DATABASE_URL

/** PostgreSQL only (PGlite has no node-postgres client): runs in .ci/run's PostgreSQL pass. */
describe.skipIf(!url)('PreparedClient: named statements for marked queries', () => {
  let c: PreparedClient
  beforeAll(async () => {
    c = new PreparedClient({ connectionString: url })
    await c.connect()
  })
  afterAll(async () => {
    await c.end()
  })
  const prepared = async () =>
    ((await c.query('select name from pg_prepared_statements order by name')).rows as { name: string }[]).map(
      (r) => r.name,
    )

  it('prepares a marked query once, under its name, and answers each call with its own values', async () => {
    const text = '/* prepared: twice_it */ select $1::int * 2 as n'
    expect((await c.query(text, [21])).rows).toEqual([{ n: 42 }])
    expect((await c.query(text, [5])).rows).toEqual([{ n: 10 }])
    expect(await prepared()).toEqual(['twice_it'])
  })

  it('leaves unmarked queries unnamed', async () => {
    expect((await c.query('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }])
    expect(await prepared()).toEqual(['twice_it'])
  })
})
