import { execFileSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { systemClock } from '../platform/clock.ts'
import { openDb } from '../server/db/index.ts'
import { migrate } from '../server/db/migrate.ts'
import { insertUser } from '../server/player/repo.ts'
import { createLedger, type Leg } from '../server/wallet/ledger.ts'
import { reconcile } from '../server/wallet/reconcile.ts'
import { plainUser } from '../tests/server/helpers/plain-user.ts'
import { printWhenRun, withBenchDatabase } from './lib/main.ts'
import { median, p99 } from './lib/stats.ts'

/**
 * Wallet transfers per second on PostgreSQL, next to `pgbench -b simple-update` on the same database in
 * the same run (the yardstick: one UPDATE, one SELECT, one INSERT per transaction), each the median of
 * five turns taken in alternation. A transfer is a whole ledger operation as the seamless wallet
 * makes it: a stake (player to house) or a win (house to player), taken in turn, through
 * `ledger.post`, the one-statement path wins take: lock the player's and the house shard's rows,
 * check, write the operation, its transfer and both balances, commit. The same transfers through
 * `ledger.transfer` (the general path, whose plan reads the locked balances inside a transaction:
 * bets, deposits, withdrawals) are measured once more, for the record.
 */
export type WalletBench = {
  pgbenchTps: number
  transfersPerSec: number
  p99Ms: number
  transfers: number
  generalPerSec: number
  generalP99Ms: number
  clients: number
  reconciled: boolean
}

const CLIENTS = 8
/** The system accounts the seamless wallet declares for stakes and wins. */
const SYSTEM = ['house', 'jackpot_pool'] as const
const PLAYERS = 1000
/** pgbench and the wallet take turns, so a neighbour's load on a shared machine hits both alike. */
const ROUNDS = 5

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

export async function walletBench(seconds = 5): Promise<WalletBench> {
  const name = `bench_wallet_${process.pid}`
  return withBenchDatabase(name, async ({ base, url }) => {
    pgbenchInit(base, name)
    const handle = await openDb({ databaseUrl: url.toString() })
    try {
      await migrate(handle)
      const ids = await players(handle.db)
      const ledger = createLedger(handle.db, systemClock)
      for (const id of ids)
        await ledger.post(
          { key: `fund:${id}`, kind: 'adjustment', userId: id, system: ['payment_clearing'] },
          { amount: 1_000_000, legs: [{ from: 'payment_clearing', to: 'cash', amount: 1_000_000 }] },
        )
      let n = 0
      /** One client's loop until `until`; each transfer's latency goes to `into`. */
      const run = async (until: number, general: boolean, into?: number[]) => {
        while (performance.now() < until) {
          const userId = ids[Math.floor(Math.random() * ids.length)] ?? 0
          const i = n++
          const spec = {
            key: `b:${process.pid}:${i}`,
            kind: i % 2 ? 'win' : 'bet',
            userId,
            system: SYSTEM,
          } as const
          const legs: Leg[] = [
            i % 2 ? { from: 'house', to: 'cash', amount: 100 } : { from: 'cash', to: 'house', amount: 100 },
          ]
          const t0 = performance.now()
          if (general) await ledger.transfer(spec, () => ({ amount: 100, legs }))
          else await ledger.post(spec, { amount: 100, legs })
          into?.push(performance.now() - t0)
        }
      }
      /** CLIENTS loops for `seconds`: transfers per second. */
      const turn = async (general: boolean, into?: number[]) => {
        const before = into?.length ?? 0
        const start = performance.now()
        const end = start + seconds * 1000
        await Promise.all(Array.from({ length: CLIENTS }, () => run(end, general, into)))
        return ((into?.length ?? 0) - before) / ((performance.now() - start) / 1000)
      }
      // Warm-up, then rounds of pgbench and the wallet in turn, with as many clients as pgbench has.
      const warm = performance.now() + 2000
      await Promise.all(Array.from({ length: CLIENTS }, () => run(warm, false)))
      const pgbench: number[] = []
      const wallet: number[] = []
      const latencies: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        pgbench.push(pgbenchTps(base, name, seconds))
        wallet.push(await turn(false, latencies))
      }
      const generalLatencies: number[] = []
      const generalPerSec = await turn(true, generalLatencies)
      const r = await reconcile(handle.db)
      return {
        pgbenchTps: median(pgbench),
        transfersPerSec: median(wallet),
        p99Ms: p99(latencies),
        transfers: latencies.length,
        generalPerSec,
        generalP99Ms: p99(generalLatencies),
        clients: CLIENTS,
        reconciled: r.ok,
      }
    } finally {
      await handle.close()
    }
  })
}

printWhenRun(import.meta.url, walletBench)
