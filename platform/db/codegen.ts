import { spawnSync } from 'node:child_process'
import { type Kysely, sql } from 'kysely'
import { type DatabaseMetadata, generate, PostgresDialect } from 'kysely-codegen'
import { type DbHandle, openDb } from './handle.ts'

type CheckRow = { table_name: string; column_name: string; definition: string }

// A one-column `check (col in ('a', 'b'))` is how the migrations spell an enum; PostgreSQL deparses
// it as `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))`, with `col IS NULL OR` in front when the
// column may be empty. Reading the values from the constraint keeps the union types in the schema.
const IN_LIST = /\(\(?(\w+) = ANY \(ARRAY\[([^\]]+)\]\)\)/
const LITERAL = /'((?:[^']|'')*)'::text/g

async function checkConstraints(db: Kysely<unknown>): Promise<CheckRow[]> {
  const result = await sql<CheckRow>`
    select t.relname as table_name, a.attname as column_name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_attribute a on a.attrelid = t.oid and a.attnum = c.conkey[1]
    where c.contype = 'c' and cardinality(c.conkey) = 1 and n.nspname = current_schema()
    order by 1, 2`.execute(db)
  return result.rows
}

export function enumValuesOf(row: CheckRow): string[] | null {
  const m = IN_LIST.exec(row.definition)
  if (!m || m[1] !== row.column_name || !m[2]) return null
  return [...m[2].matchAll(LITERAL)].map((l) => (l[1] ?? '').replaceAll("''", "'"))
}

async function withCheckEnums(db: Kysely<unknown>, metadata: DatabaseMetadata): Promise<DatabaseMetadata> {
  for (const row of await checkConstraints(db)) {
    const values = enumValuesOf(row)
    if (!values) continue
    const column = metadata.tables
      .find((t) => t.name === row.table_name)
      ?.columns.find((c) => c.name === row.column_name)
    if (column) column.enumValues = values
  }
  return metadata
}

/** Runs biome's formatter over generated text, so the committed file passes `biome check`. */
function formatted(text: string, path: string): string {
  const out = spawnSync('npx', ['biome', 'format', `--stdin-file-path=${path}`], {
    input: text,
    encoding: 'utf8',
  })
  if (out.status !== 0) throw new Error(`biome format failed: ${out.stderr}`)
  return out.stdout
}

type TypesSource<DB> = {
  /** Where the text is committed, relative to the repository root (biome formats it as that file). */
  path: string
  /** Brings a fresh in-memory database to the schema the types describe. */
  migrate: (handle: DbHandle<DB>) => Promise<unknown>
  /** Only the tables whose names match (kysely-codegen's pattern), when the database holds others. */
  includePattern?: string
  /** Whether one-column `check (col in (…))` constraints become union types. */
  checkEnums?: boolean
}

/**
 * The table types of a fresh in-memory database migrated by `source.migrate`, as the text of the
 * committed types file. int8 columns are typed as numbers: both drivers answer them as numbers
 * (see openDb), and the ledger's øre stay far below 2^53.
 */
export async function generateTypes<DB>(source: TypesSource<DB>): Promise<string> {
  const handle = await openDb<DB>({})
  try {
    await source.migrate(handle)
    const text = await generate({
      db: handle.db,
      dialect: new PostgresDialect(),
      outFile: null,
      typeOnlyImports: true,
      typeMapping: { int8: 'number' },
      ...(source.includePattern ? { includePattern: source.includePattern } : {}),
      ...(source.checkEnums ? { postprocess: ({ db, metadata }) => withCheckEnums(db, metadata) } : {}),
    })
    return formatted(text, source.path)
  } finally {
    await handle.close()
  }
}
