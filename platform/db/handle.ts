import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { PGliteDialect } from './pglite-dialect.ts'
import { PreparedClient } from './prepared-client.ts'

/** One database session for scripts (migrations): multi-statement SQL and session-level locks. */
type Session = {
  exec(sqlText: string): Promise<void>
  query<R>(sqlText: string, params?: unknown[]): Promise<R[]>
}

/**
 * A database both the casino and the studio run on (one PostgreSQL or PGlite): each side names its own
 * tables' types as DB and never reads the other's.
 */
export type DbHandle<DB = unknown> = {
  db: Kysely<DB>
  kind: 'pglite' | 'postgres'
  /** Runs fn on one session; use before the app serves requests. */
  session<T>(fn: (s: Session) => Promise<T>): Promise<T>
  /** PGlite only: the whole database as a tarball, which `loadDataDir` opens again. */
  dump?(): Promise<Blob>
  close(): Promise<void>
}

export type DbOptions = {
  /** postgres://… switches to PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined
  /** PostgreSQL only: run in this schema (created if missing), so test files do not see each other. */
  schema?: string | undefined
  /** PGlite in memory only: start from this dump (`dump()`) rather than an empty cluster. */
  loadDataDir?: Blob | undefined
}

// int8 and numeric come back from node-postgres as strings; the ledger keeps øre well below 2^53,
// so a number is exact, and PGlite already answers numbers for int8.
pg.types.setTypeParser(20, (v) => {
  const n = Number(v)
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 ${v} is outside the safe integer range`)
  return n
})

export async function openDb<DB>(opts: DbOptions): Promise<DbHandle<DB>> {
  if (opts.databaseUrl) {
    const schema = opts.schema
    if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`bad schema name ${schema}`)
    if (schema) {
      const admin = new pg.Client({ connectionString: opts.databaseUrl })
      await admin.connect()
      await admin.query(`create schema if not exists ${schema}`)
      await admin.end()
    }
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      Client: PreparedClient,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    const session = async <T>(fn: (s: Session) => Promise<T>) => {
      const client = await pool.connect()
      try {
        return await fn({
          exec: async (text) => {
            await client.query(text)
          },
          query: async <R>(text: string, params: unknown[] = []) =>
            (await client.query(text, params)).rows as R[],
        })
      } finally {
        client.release()
      }
    }
    return { db, kind: 'postgres', session, close: () => db.destroy() }
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true })
  const pglite = await PGlite.create(
    opts.dataDir ? { dataDir: opts.dataDir } : opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {},
  )
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) })
  const session = <T>(fn: (s: Session) => Promise<T>) =>
    fn({
      exec: async (text) => {
        await pglite.exec(text)
      },
      query: async <R>(text: string, params: unknown[] = []) => (await pglite.query<R>(text, params)).rows,
    })
  const dump = () => pglite.dumpDataDir('none') as Promise<Blob>
  return { db, kind: 'pglite', session, dump, close: () => db.destroy() }
}

/** Drops a test schema made by openDb({ schema }). */
export async function dropSchema<DB>(db: Kysely<DB>, schema: string) {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db)
}

/** A cheap round trip, for /health. */
export async function ping<DB>(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db)
}

/**
 * The same database seen through another side's table types. The casino and the studio share one
 * database in this process, but each types (and reads) only its own tables, so the file that mounts
 * the studio hands it the casino's handle under the studio's types.
 */
export const tablesOf = <To, From>(handle: DbHandle<From>): DbHandle<To> => handle as unknown as DbHandle<To>
