import type { PGlite } from '@electric-sql/pglite'
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'
import { type PGlitePrepared, preparedStatements } from './pglite-prepared.ts'
import { preparedName } from './prepared-mark.ts'

/**
 * Kysely over an embedded PGlite. PGlite is one connection, so Kysely transactions are run through
 * PGlite's own `transaction()` and everything else waits its turn behind a queue: two requests can
 * never interleave statements inside one another's transaction.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg)
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db)
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve()
  constructor(private readonly pg: PGlite) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void
    const previous = this.queue
    this.queue = new Promise<void>((r) => {
      release = r
    })
    await previous
    return new PGliteConnection(this.pg, preparedStatements(this.pg), release)
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    const c = conn as PGliteConnection
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    await c.raw(`begin${level}`)
  }
  async commitTransaction(conn: DatabaseConnection) {
    await (conn as PGliteConnection).raw('commit')
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await (conn as PGliteConnection).raw('rollback')
  }
  async releaseConnection(conn: DatabaseConnection) {
    ;(conn as PGliteConnection).release()
  }
  async destroy() {
    if (!this.pg.closed) await this.pg.close()
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pg: PGlite,
    private readonly prepared: PGlitePrepared,
    readonly release: () => void,
  ) {}

  async raw(sql: string) {
    await this.pg.exec(sql)
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const name = preparedName(query.sql)
    const result = name
      ? await this.prepared.query<R>(name, query.sql, query.parameters)
      : await this.pg.query<R>(query.sql, query.parameters as unknown[])
    const affected = result.affectedRows
    return {
      rows: result.rows,
      ...(affected !== undefined && query.query.kind !== 'SelectQueryNode'
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    }
  }

  // biome-ignore lint/correctness/useYield: PGlite has no cursor; streaming is not offered.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported on PGlite')
  }
}
