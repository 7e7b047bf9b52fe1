import pg from 'pg'

/** The SQL comment that asks for a named prepared statement: `/* prepared: name *\/` at the start. */
const MARK = /^\/\* prepared: ([a-z_]+) \*\//

/**
 * A node-postgres client that keeps a named prepared statement for queries starting with the
 * `prepared:` comment, so PostgreSQL parses and plans them once per connection instead of once per
 * call (Kysely cannot name statements). Only hot, fixed-text queries carry the mark: every name stays
 * prepared for the connection's life.
 */
export class PreparedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() is a set of overloads; this forwards them all.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values)) {
      const m = MARK.exec(config)
      if (m) return super.query({ name: m[1], text: config, values }, callback)
    }
    return super.query(config, values, callback)
  }
}
