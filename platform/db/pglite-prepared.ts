import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite'

// The frontend messages of PostgreSQL's extended query protocol, as bytes.
const message = protocol.serialize

type Statement = { text: string; paramTypes: number[] }

/**
 * Named prepared statements on PGlite for queries marked `/* prepared: name *\/` (prepared-mark.ts),
 * as prepared-client.ts keeps them on PostgreSQL. PGlite's `query()` parses, describes and plans
 * every call in six protocol exchanges with the embedded backend; a prepared statement is parsed and
 * described once, then each call is one exchange: bind, describe the portal, execute, sync.
 */
export class PGlitePrepared {
  // Promises, so that two first calls of a name prepare it once.
  private readonly statements = new Map<string, Promise<Statement>>()

  constructor(private readonly pg: PGlite) {}

  async query<R>(name: string, text: string, params: readonly unknown[]): Promise<Results<R>> {
    const st = await (this.statements.get(name) ?? this.prepare(name, text))
    if (st.text !== text) throw new Error(`prepared statement ${name} is named for two different queries`)
    // As PGlite's query() does: each value by the serializer of the type the backend inferred.
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null
      const serializer = this.pg.serializers[st.paramTypes[i] ?? 0]
      return serializer ? serializer(v) : String(v)
    })
    const call = Buffer.concat([
      message.bind({ statement: name, values }),
      message.describe({ type: 'P' }),
      message.execute({}),
      message.sync(),
    ])
    const { messages } = await this.pg.runExclusive(() => this.pg.execProtocol(call))
    const [result] = parse.parseResults(messages, this.pg.parsers)
    if (!result) throw new Error(`prepared statement ${name} answered no result`)
    return result as Results<R>
  }

  private prepare(name: string, text: string): Promise<Statement> {
    const prepare = Buffer.concat([
      message.parse({ name, text }),
      message.describe({ type: 'S', name }),
      message.sync(),
    ])
    const st = this.pg
      .runExclusive(() => this.pg.execProtocol(prepare))
      .then(({ messages }) => ({ text, paramTypes: parse.parseDescribeStatementResults(messages) }))
    // A query that does not parse is not kept: the next call tries again and meets the same error.
    st.catch(() => this.statements.delete(name))
    this.statements.set(name, st)
    return st
  }
}

// One set per PGlite: a statement name lives in the embedded backend, whichever dialect prepared it.
const byDatabase = new WeakMap<PGlite, PGlitePrepared>()

/** The prepared statements of this PGlite instance. */
export function preparedStatements(pg: PGlite): PGlitePrepared {
  const known = byDatabase.get(pg)
  if (known) return known
  const p = new PGlitePrepared(pg)
  byDatabase.set(pg, p)
  return p
}
