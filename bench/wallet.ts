import { execFileSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { systemClock } from '../server/clock.ts'
import { openDb } from '../server/db/index.ts'
import { migrate } from '../server/db/migrate.ts'
import { insertUser } from '../server/player/repo.ts'
import { createLedger } from '../server/wallet/ledger.ts'
import { reconcile } from '../server/wallet/reconcile.ts'
import { plainUser } from '../tests/server/plain-user.ts'

/**
 * Wallet transfers per second on PostgreSQL, next to `pgbench -b simple-update` on the same database in
 * the same run (the yardstick: one UPDATE, one SELECT, one INSERT per transaction), each the median of
 * three turns taken in alternation. A transfer here is a
 * whole ledger operation as a bet makes it: lock the player's and the house shard's rows, check, write
 * the operation, its transfer and both balances, commit.
 */
export type WalletBench = {
  pgbenchTps: number
  transfersPerSec: number
  p99Ms: number
  transfers: number
  clients: number
  reconciled: boolean
}

const CLIENTS = 8
const PLAYERS = 1000
/** pgbench and the wallet take turns, so a neighbour's load on a shared machine hits both alike. */
const ROUNDS = 3

const pgArgs = (url: URL) => [
  '-h',
  url.hostname,
  '-p',
  url.port || '5432',
  '-U',
  decodeURIComponent(url.username),
]

function pgbenchInit(url: URL, db: string) {
  execFileSync('pgbench', ['-i', '-s', '10', '-q', ...pgArgs(url), db], { stdio: 'ignore' })
}

function pgbenchTps(url: URL, db: string, seconds: number): number {
  const out = execFileSync(
    'pgbench',
    ['-b', 'simple-update', '-c', String(CLIENTS), '-j', '2', '-T', String(seconds), ...pgArgs(url), db],
    // pgbench tells stderr about its vacuum; the figures are on stdout.
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  )
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)
  if (!m) throw new Error(`pgbench printed no tps:\n${out}`)
  return Number(m[1])
}

async function players(db: Awaited<ReturnType<typeof openDb>>['db']): Promise<number[]> {
  const ids: number[] = []
  const now = new Date()
  for (let i = 0; i < PLAYERS; i++) ids.push(await insertUser(db, plainUser('bench', i, now, 2_000_000_000)))
  return ids
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

export async function walletBench(seconds = 5): Promise<WalletBench> {
  const base = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  const name = `bench_wallet_${process.pid}`
  const admin = new pg.Client({ connectionString: base.toString() })
  await admin.connect()
  await admin.query(`drop database if exists ${name}`)
  await admin.query(`create database ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  try {
    pgbenchInit(base, name)
    const handle = await openDb({ databaseUrl: url.toString() })
    try {
      await migrate(handle)
      const ids = await players(handle.db)
      const ledger = createLedger(handle.db, systemClock)
      for (const id of ids)
        await ledger.transfer(
          { key: `fund:${id}`, kind: 'adjustment', userId: id, system: ['payment_clearing'] },
          () => ({
            amount: 1_000_000,
            legs: [{ from: 'payment_clearing', to: 'cash', amount: 1_000_000 }],
          }),
        )
      const latencies: number[] = []
      let n = 0
      const run = async (until: number, record: boolean) => {
        while (performance.now() < until) {
          const id = ids[Math.floor(Math.random() * ids.length)] ?? 0
          const key = `b:${process.pid}:${n++}`
          const t0 = performance.now()
          await ledger.transfer({ key, kind: 'bet', userId: id, system: ['house'] }, () => ({
            amount: 100,
            legs: [{ from: 'cash', to: 'house', amount: 100 }],
          }))
          if (record) latencies.push(performance.now() - t0)
        }
      }
      // Warm-up, then rounds of pgbench and the wallet in turn, with as many clients as pgbench has.
      const warm = performance.now() + 2000
      await Promise.all(Array.from({ length: CLIENTS }, () => run(warm, false)))
      const pgbench: number[] = []
      const wallet: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        pgbench.push(pgbenchTps(base, name, seconds))
        const before = latencies.length
        const start = performance.now()
        const end = start + seconds * 1000
        await Promise.all(Array.from({ length: CLIENTS }, () => run(end, true)))
        wallet.push((latencies.length - before) / ((performance.now() - start) / 1000))
      }
      latencies.sort((a, b) => a - b)
      const r = await reconcile(handle.db)
      return {
        pgbenchTps: median(pgbench),
        transfersPerSec: median(wallet),
        p99Ms: Math.round((latencies[Math.floor(latencies.length * 0.99)] ?? 0) * 10) / 10,
        transfers: latencies.length,
        clients: CLIENTS,
        reconciled: r.ok,
      }
    } finally {
      await handle.close()
    }
  } finally {
    await admin.query(`drop database if exists ${name}`)
    await admin.end()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  walletBench()
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((err) => {
      console.error(err)
      process.exit(1)
    })
}
