import pg from 'pg'

/**
 * For a bench file run by itself (`node bench/wallet.ts`): runs the bench and prints its figures as
 * JSON, or the error with a failing exit code. Imported by `npm run bench`, it does nothing.
 */
export function printWhenRun(moduleUrl: string, bench: () => Promise<unknown>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return
  bench()
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((err) => {
      console.error(err)
      process.exit(1)
    })
}

/**
 * Runs a bench against a database of its own on BENCH_PG_URL's server (made afresh, dropped after,
 * whatever happens), so a bench never reads or leaves rows in another's.
 */
export async function withBenchDatabase<T>(
  name: string,
  run: (db: { base: URL; url: URL }) => Promise<T>,
): Promise<T> {
  const base = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  const admin = new pg.Client({ connectionString: base.toString() })
  await admin.connect()
  await admin.query(`drop database if exists ${name}`)
  await admin.query(`create database ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  try {
    return await run({ base, url })
  } finally {
    await admin.query(`drop database if exists ${name}`)
    await admin.end()
  }
}
