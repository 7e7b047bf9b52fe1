import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { isLoggedInLoad, loginLoad, scryptPerSecond } from './accounts.ts'
import { load } from './lib/load.ts'
import { startBareFastify, startCasino } from './lib/processes.ts'
import { printTable, type Row } from './lib/table.ts'
import { liveViewerRows } from './live-viewers.ts'
import { pwaRows } from './pwa-shell.ts'
import { catalogPrefixes, searchLoad } from './search.ts'
import { studioClientRows } from './studio-client.ts'
import { studioRoundRows } from './studio-rounds.ts'
import { walletRows } from './wallet-rows.ts'

/**
 * `npm run bench`: every figure the issues name, measured in one run on this machine and quoted
 * against a yardstick measured in the same run (these machines are noisy; ratios travel, absolutes don't).
 */
// BENCH_PORT lets two checkouts bench side by side on this shared machine.
const CASINO_PORT = Number(process.env.BENCH_PORT ?? 8191)
const BARE_PORT = 8192
const SMART_SEARCH =
  '/games-api/v2/games/smart-search?filter%5Btheme%5D=vikinger&page%5Bsize%5D=30&page%5Bnumber%5D=1'

/**
 * BENCH_ONLY=pwa: the phone rows of issues 16 and 28 alone (first tile, Lighthouse of / and /velkommen,
 * LCP, TBT, CLS, the hydration's longest task, first-render JS); the whole run loads the shared
 * machine for long.
 */
async function pwaOnly() {
  const dist = process.env.DIST_DIR ?? 'dist'
  const casino = await startCasino(CASINO_PORT, { DIST_DIR: dist })
  try {
    const rows: Row[] = []
    const pwa = await pwaRows(rows, casino.url, dist)
    printTable(rows)
    mkdirSync('bench/results', { recursive: true })
    writeFileSync(
      'bench/results/pwa.json',
      JSON.stringify({ at: new Date().toISOString(), ...pwa, rows }, null, 2),
    )
  } finally {
    await casino.stop()
  }
}

/** npm run build's three steps (the PWA, its server render, the game client), unless all are there. */
function buildIfNeeded() {
  const built = ['dist/index.html', 'dist/.server/entry-server.js', 'dist/studio/index.html'].every((f) =>
    existsSync(f),
  )
  if (!built || process.env.BENCH_BUILD === '1') {
    for (const config of [[], ['--ssr', 'src/entry-server.tsx'], ['-c', 'studio/client/vite.config.ts']]) {
      const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...config], {
        stdio: 'inherit',
      })
      if (build.status !== 0) throw new Error('vite build failed')
    }
  }
}

/**
 * The figures measured against the casino's own server (search, logins, the phone, the game client),
 * next to the bare route. Both servers stop before the next rows: those start servers of their own, and
 * the casino's background work (jobs, live tables) must not share the 2 cores with them.
 */
async function casinoRows(rows: Row[]) {
  // The per-IP login limit would stop the load generator, which is one IP; it is tested in tests/server.
  const casino = await startCasino(CASINO_PORT, { RATE_LOGIN_PER_MIN: '100000000' })
  const bare = await startBareFastify(BARE_PORT)
  try {
    const ours = await load(casino.url + SMART_SEARCH)
    const base = await load(`${bare.url}/bare`)
    if (ours.errors || ours.non2xx)
      throw new Error(`smart-search answered ${ours.errors} errors, ${ours.non2xx} non-2xx`)
    const ratio = ours.requestsPerSec / base.requestsPerSec
    rows.push({
      figure: 'bare Fastify route, 50 conns',
      value: `${base.requestsPerSec.toFixed(0)} req/s, p99 ${base.p99Ms} ms`,
      goal: 'yardstick',
      ok: true,
    })
    rows.push({
      figure: 'smart-search first page, 50 conns',
      value: `${ours.requestsPerSec.toFixed(0)} req/s, p99 ${ours.p99Ms} ms (${(ratio * 100).toFixed(0)} % of bare)`,
      goal: '>= 30 % of bare',
      ok: ratio >= 0.3,
    })

    // Name search (issue 5): 3-letter prefixes across the whole catalogue, next to the bare route.
    const prefixes = await catalogPrefixes(casino.url)
    const search = await searchLoad(casino.url, prefixes, false)
    const searchFresh = await searchLoad(casino.url, prefixes, true)
    for (const [label, r] of [
      [`search, ${prefixes.length} rotating 3-letter prefixes, 50 conns`, search],
      ['search, same prefixes, every URL new (no answer cache)', searchFresh],
    ] as const)
      rows.push({
        figure: label,
        value: `${r.requestsPerSec.toFixed(0)} req/s, p99 ${r.p99Ms} ms (${((r.requestsPerSec / base.requestsPerSec) * 100).toFixed(0)} % of bare)`,
        goal: 'p99 < 20 ms',
        ok: r.p99Ms < 20,
      })

    const loggedIn = await isLoggedInLoad(casino.url)
    const loggedInRatio = loggedIn.requestsPerSec / base.requestsPerSec
    rows.push({
      figure: 'isLoggedIn with a session, 50 conns',
      value: `${loggedIn.requestsPerSec.toFixed(0)} req/s, p99 ${loggedIn.p99Ms} ms (${(loggedInRatio * 100).toFixed(0)} % of bare)`,
      // Issue 3 asks for the figure next to the bare route, with no goal; each call reads its session row.
      goal: 'none set',
      ok: true,
    })
    const logins = await loginLoad(casino.url)
    const scrypt = await scryptPerSecond()
    const loginRatio = logins.requestsPerSec / scrypt
    rows.push({
      figure: 'scrypt verifications/s, 4 threads',
      value: `${scrypt.toFixed(0)} /s`,
      goal: 'yardstick',
      ok: true,
    })
    rows.push({
      figure: 'password logins (scrypt incl.), 6 conns',
      value: `${logins.requestsPerSec.toFixed(1)} /s, p99 ${logins.p99Ms} ms (${(loginRatio * 100).toFixed(0)} % of bare scrypt)`,
      goal: '>= 50 % of scrypt',
      ok: loginRatio >= 0.5,
    })

    // Issues 16 and 28: the phone on a weak connection (first tile, Lighthouse of / and /velkommen with
    // LCP, TBT and CLS, the longest task of the hydration, the first-render JS).
    const pwa = await pwaRows(rows, casino.url, 'dist')

    // Issue 12: the game client's gzipped JS and its first spin on a repeat visit under Slow 4G.
    await studioClientRows(rows, casino.url)
    return {
      smartSearch: ours,
      search,
      searchFresh,
      searchPrefixes: prefixes.length,
      bare: base,
      isLoggedIn: loggedIn,
      logins,
      scryptPerSec: scrypt,
      pwa,
    }
  } finally {
    await bare.stop()
    await casino.stop()
  }
}

/**
 * The engine's rows from a fresh process (bench/engine.ts --json): in this one the studio bench has
 * just played other games through the same engine functions, which V8 has tuned to all of them.
 */
function engineRowsApart(): Row[] {
  const args = ['--import', 'tsx', 'bench/engine.ts', '--json']
  if (process.env.ENGINE_LONG === '1') args.push('--long')
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  if (run.status !== 0) throw new Error(`bench/engine.ts exited ${run.status}`)
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]') as Row[]
}

async function main() {
  if (process.env.BENCH_ONLY === 'pwa') {
    if (!process.env.DIST_DIR) buildIfNeeded()
    return pwaOnly()
  }
  buildIfNeeded()
  const rows: Row[] = []
  const casino = await casinoRows(rows)
  const wallet = await walletRows(rows)
  const studioRounds = await studioRoundRows(rows, wallet)
  // Issue 11: engine speed on one core; ENGINE_LONG=1 adds the 10^8-round cascade simulations.
  rows.push(...engineRowsApart())
  // Issue 15: 1,000 SSE viewers of one live table (a server process of its own).
  const live = await liveViewerRows(rows)

  printTable(rows)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/latest.json',
    JSON.stringify({ at: new Date().toISOString(), ...casino, wallet, studioRounds, live, rows }, null, 2),
  )
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
