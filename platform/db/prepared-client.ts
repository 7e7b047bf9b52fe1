import pg from 'pg'
import { preparedName } from './prepared-mark.ts'

/**
 * A node-postgres client that keeps a named prepared statement for queries starting with the
 * `prepared:` comment (prepared-mark.ts), so PostgreSQL parses and plans them once per connection
 * instead of once per call (Kysely cannot name statements). Only hot, fixed-text queries carry the
 * mark: every name stays prepared for the connection's life.
 */
export class PreparedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() is a set of overloads; this forwards them all.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values)) {
      const name = preparedName(config)
      if (name) return super.query({ name, text: config, values }, callback)
    }
    return super.query(config, values, callback)
  }
}
