import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { buildApp } from '../server/app.ts'
import { systemClock } from '../server/clock.ts'
import { loadConfig } from '../server/config.ts'
import { openDb } from '../server/db/index.ts'
import { migrate } from '../server/db/migrate.ts'
import { insertUser } from '../server/player/repo.ts'
import { createLedger } from '../server/wallet/ledger.ts'
import { SANDBOX_PROVIDERS } from '../server/wallet/money-config.ts'
import { reconcile } from '../server/wallet/reconcile.ts'
import { sign } from '../server/wallet/signing.ts'
import { studioGames } from '../studio/server/games.ts'
import { openCasinoSession } from '../tests/server/casino-session.ts'
import { plainUser } from '../tests/server/plain-user.ts'
import { printWhenRun, withBenchDatabase } from './lib/main.ts'
import type { Row } from './lib/table.ts'
import type { WalletBench } from './wallet.ts'

/**
 * Money rounds per second end to end on PostgreSQL (issue 12): CLIENTS game clients, each a player
 * of its own with a live casino session, spin a money slot over HTTP as the game client does
 * (`POST /studio/api/round/spin` with its sequence number and session cookie). Each round is the
 * whole path: the studio's session and sequence, its round row, the signed wallet bet, the draw,
 * the wallet win when there is one, the settled row and the answer's balance. The ledger reconciles
 * afterwards. The figure is quoted next to the wallet's own bet throughput (bench/wallet.ts) from
 * the same run of `npm run bench`, and next to signed wallet-API bets of the same players on the same
 * server, taken in turn with the rounds (a round's ceiling: every new stake passes the wallet's
 * session and money-gate checks before the ledger).
 */
export type StudioRoundsBench = {
  roundsPerSec: number
  p99Ms: number
  /** Signed wallet-API bets per second on the same server (the studio's own ceiling: each round is one). */
  walletApiBetsPerSec: number
  walletApiP99Ms: number
  rounds: number
  clients: number
  game: string
  reconciled: boolean
  errors: number
}

const CLIENTS = 8
const TURNS = 3
const STUDIO_SECRET = SANDBOX_PROVIDERS.slice(SANDBOX_PROVIDERS.indexOf(':') + 1)

const p99 = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return Math.round((sorted[Math.floor(sorted.length * 0.99)] ?? 0) * 10) / 10
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

/** A plain money slot every platform may open (no jackpot: the common round). */
function benchGame() {
  for (const g of studioGames().values())
    if (g.kind === 'slot' && g.platform === 'all' && g.math.kind === 'slot' && !g.math.jackpot) return g
  throw new Error('no plain slot in the studio')
}

export async function studioRoundsBench(seconds = 5): Promise<StudioRoundsBench> {
  const name = `bench_studio_${process.pid}`
  return withBenchDatabase(name, async ({ url }) => {
    const db = await openDb({ databaseUrl: url.toString() })
    await migrate(db)
    const config = loadConfig({
      NODE_ENV: 'development',
      DIST_DIR: '/nonexistent',
      JOBS: '0',
      SESSION_MAX_HOURS: '24',
    })
    const app = await buildApp({ config, db, clock: systemClock })
    try {
      await app.listen({ port: 0, host: '127.0.0.1' })
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
      const game = benchGame()
      const ledger = createLedger(db.db, systemClock)
      const now = new Date()
      const clients: { cookie: string; seq: number; userId: number; casinoSession: string }[] = []
      for (let i = 0; i < CLIENTS; i++) {
        const userId = await insertUser(db.db, plainUser('studiobench', i, now, 2_100_000_000))
        await db.db
          .insertInto('deposit_limits')
          .values({ user_id: userId, period: 'daily', amount_ore: 10_000_000, updated_at: now })
          .execute()
        await ledger.post(
          { key: `fund:${userId}`, kind: 'adjustment', userId, system: ['payment_clearing'] },
          { amount: 100_000_000, legs: [{ from: 'payment_clearing', to: 'cash', amount: 100_000_000 }] },
        )
        // A live casino session, as a login leaves it; the launch passes its game session id on.
        const casinoSession = await openCasinoSession(db.db, userId, now)
        const launch = JSON.stringify({
          userId,
          gameId: game.gameId,
          mode: 'money',
          platform: 'desktop',
          lobbyUrl: '/spil',
          ip: '127.0.0.1',
          casinoSession,
        })
        const l = await fetch(`${origin}/studio/api/launch`, {
          method: 'POST',
          body: launch,
          headers: {
            'content-type': 'application/json',
            'x-signature': sign(STUDIO_SECRET, launch, Date.now()),
          },
        })
        if (!l.ok) throw new Error(`launch answered ${l.status}: ${await l.text()}`)
        const token = new URL((await l.json()).data.url, origin).searchParams.get('token') ?? ''
        const s = await fetch(`${origin}/studio/api/session`, {
          method: 'POST',
          body: JSON.stringify({ token }),
          headers: { 'content-type': 'application/json' },
        })
        if (!s.ok) throw new Error(`session answered ${s.status}: ${await s.text()}`)
        const cookie = (s.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
        clients.push({
          cookie,
          seq: (await s.json()).data.seq as number,
          userId,
          casinoSession,
        })
      }
      const stake = game.minStake
      let errors = 0
      /** One game client spinning until `until`; each round's latency goes to `into`. */
      const spin = async (c: (typeof clients)[number], until: number, into?: number[]) => {
        while (performance.now() < until) {
          const t0 = performance.now()
          const res = await fetch(`${origin}/studio/api/round/spin`, {
            method: 'POST',
            body: JSON.stringify({ seq: ++c.seq, stake, purchase: false }),
            headers: { 'content-type': 'application/json', cookie: c.cookie },
          })
          const body = (await res.json()) as { success: boolean; data?: { round: { state: string } } }
          if (!body.success || body.data?.round.state !== 'settled') errors++
          into?.push(performance.now() - t0)
        }
      }
      let betN = 0
      /** The same player's bets straight to the wallet API, signed as the studio signs them. */
      const bet = async (c: (typeof clients)[number], until: number, into?: number[]) => {
        while (performance.now() < until) {
          const body = JSON.stringify({
            userId: c.userId,
            roundId: `bench-${process.pid}-${betN}`,
            transactionId: `bench-${process.pid}-${betN++}:bet:0`,
            gameId: game.gameId,
            amount: stake,
            jackpotContribution: 0,
            ip: '127.0.0.1',
            casinoSession: c.casinoSession,
          })
          const t0 = performance.now()
          const res = await fetch(`${origin}/wallet-api/bet`, {
            method: 'POST',
            body,
            headers: {
              'content-type': 'application/json',
              'x-provider': 'studio',
              'x-signature': sign(STUDIO_SECRET, body, Date.now()),
            },
          })
          if (!res.ok) errors++
          await res.arrayBuffer()
          into?.push(performance.now() - t0)
        }
      }
      const turn = async (what: typeof spin | typeof bet, into?: number[]) => {
        const before = into?.length ?? 0
        const start = performance.now()
        const end = start + seconds * 1000
        await Promise.all(clients.map((c) => what(c, end, into)))
        return ((into?.length ?? 0) - before) / ((performance.now() - start) / 1000)
      }
      await turn(spin)
      await turn(bet)
      errors = 0
      const latencies: number[] = []
      const perSec: number[] = []
      const betLatencies: number[] = []
      const betsPerSec: number[] = []
      // Rounds and bare wallet bets in turn, so a neighbour's load on a shared machine hits both alike.
      for (let i = 0; i < TURNS; i++) {
        perSec.push(await turn(spin, latencies))
        betsPerSec.push(await turn(bet, betLatencies))
      }
      const r = await reconcile(db.db)
      return {
        roundsPerSec: median(perSec),
        p99Ms: p99(latencies),
        walletApiBetsPerSec: median(betsPerSec),
        walletApiP99Ms: p99(betLatencies),
        rounds: latencies.length,
        clients: CLIENTS,
        game: game.gameId,
        reconciled: r.ok,
        errors,
      }
    } finally {
      await app.close()
      await db.close()
    }
  })
}

printWhenRun(import.meta.url, studioRoundsBench)

/**
 * The rows of `npm run bench`: money rounds per second next to the wallet's own bet throughput, read
 * as the seamless wallet's bet calls (`/wallet-api/bet`, signed, the same players, the same server,
 * taken in turn with the rounds): that is the wallet a round goes through, and each round makes one
 * such call, so the goal measures what the studio adds around it (its session, sequence, round rows,
 * the draw and the win call). The ledger's own transfers (bench/wallet.ts, in process, without HTTP,
 * signature or money gate) are quoted beside it for the record.
 */
export async function studioRoundRows(
  rows: Row[],
  wallet: WalletBench | { error: string },
): Promise<StudioRoundsBench | { error: string }> {
  try {
    const s = await studioRoundsBench()
    const pct = (x: number) => `${((s.roundsPerSec / x) * 100).toFixed(0)} %`
    rows.push({
      figure: `signed wallet-API bets on PostgreSQL, ${s.clients} clients`,
      value: `${s.walletApiBetsPerSec.toFixed(0)} /s, p99 ${s.walletApiP99Ms} ms`,
      goal: 'yardstick',
      ok: true,
    })
    const ledger = 'error' in wallet ? null : wallet.generalPerSec
    const ok = s.reconciled && s.errors === 0
    rows.push({
      figure: `studio money rounds end to end on PostgreSQL, ${s.clients} clients`,
      value: `${s.roundsPerSec.toFixed(0)} /s, p99 ${s.p99Ms} ms (${pct(s.walletApiBetsPerSec)} of wallet-API bets${ledger ? `; ${pct(ledger)} of the ledger's in-process transfers` : ''})${ok ? '' : ', NOT RECONCILED OR ERRORS'}`,
      goal: '>= 50 % of wallet-API bets',
      ok: ok && s.roundsPerSec >= s.walletApiBetsPerSec / 2,
    })
    return s
  } catch (err) {
    const error = (err as Error).message.split('\n')[0] ?? String(err)
    rows.push({
      figure: 'studio money rounds on PostgreSQL',
      value: `not measured: ${error}`,
      goal: '',
      ok: false,
    })
    return { error }
  }
}
