/**
 * The SQL comment that asks for a named prepared statement: `/* prepared: name *\/` at the start of a
 * query's text. Both databases honour it (prepared-client.ts on PostgreSQL, pglite-prepared.ts on
 * PGlite); only hot, fixed-text queries carry it, since every name stays prepared for the session.
 */
const MARK = /^\/\* prepared: ([a-z_]+) \*\//

/** The statement name a query's text asks for, if it carries the mark. */
export const preparedName = (text: string): string | undefined => MARK.exec(text)?.[1]
