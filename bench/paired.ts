import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { resolve } from 'node:path'
import { isLoggedInLoad, loginLoad, scryptPerSecond } from './accounts.ts'
import { type LoadResult, load } from './lib/load.ts'
import { type Running, startBareFastify, startCasino } from './lib/processes.ts'
import { catalogPrefixes, searchLoad } from './search.ts'

/**
 * `npx tsx bench/paired.ts <other checkout> [turns]`: the API figures of `npm run bench` for this
 * checkout ("after") and another one ("before", e.g. a worktree at an older commit), measured in
 * turns on the same machine at the same time: before, after, before, after… with the same
 * autocannon settings, so a load that comes and goes on a shared machine hits both sides alike.
 * Prints each side's median and its ratio to the bare Fastify route measured in the same turns.
 * Beside throughput it prints each server's CPU time per request (Linux /proc), which another
 * user's load on the machine changes far less than it changes req/s.
 * PAIRED_LOGINS=1 adds the password logins against scrypt (slow: every turn measures scrypt too).
 */
const beforeDir = resolve(process.argv[2] ?? '/work/wt/before')
const turns = Number(process.argv[3] ?? 3)
const AFTER_PORT = Number(process.env.BENCH_PORT ?? 8291)
const BEFORE_PORT = Number(process.env.BENCH_BEFORE_PORT ?? 8293)
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 8295)
const SMART_SEARCH =
  '/games-api/v2/games/smart-search?filter%5Btheme%5D=vikinger&page%5Bsize%5D=30&page%5Bnumber%5D=1'
// The per-IP login limit would stop the load generator, which is one IP (as in bench/run.ts).
const ENV = { RATE_LOGIN_PER_MIN: '100000000' }

/** startCasino runs the server of the working directory; the other checkout's is started from there. */
async function startIn(dir: string, port: number): Promise<Running> {
  const here = process.cwd()
  process.chdir(dir)
  try {
    // The child is spawned synchronously, so it gets `dir` as its working directory.
    const started = startCasino(port, ENV)
    process.chdir(here)
    return await started
  } finally {
    process.chdir(here)
  }
}

/** The process listening on a TCP port, found through /proc (startCasino does not tell its pid). */
function pidOnPort(port: number): number | null {
  const hex = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'])
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/)
      // st 0A: listening.
      if (f[1]?.endsWith(`:${hex}`) && f[3] === '0A' && f[9]) inodes.add(`socket:[${f[9]}]`)
    }
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d)))
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`))
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid)
    } catch {
      // another user's process, or one that has ended
    }
  return null
}

/** User and system CPU seconds of a process so far. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(f[11]) + Number(f[12])) / 100
}

type Workload = { figure: string; run: (base: string) => Promise<LoadResult> }

function checked(what: string, r: LoadResult): LoadResult {
  if (r.errors || r.non2xx) throw new Error(`${what} answered ${r.errors} errors, ${r.non2xx} non-2xx`)
  return r
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2
}

async function main() {
  const [after, before, bare] = await Promise.all([
    startIn(process.cwd(), AFTER_PORT),
    startIn(beforeDir, BEFORE_PORT),
    startBareFastify(BARE_PORT),
  ])
  try {
    // The same URLs on both sides: the prefixes of this checkout's catalogue.
    const prefixes = await catalogPrefixes(after.url)
    const workloads: Workload[] = [
      {
        figure: 'smart-search first page, 50 conns',
        run: async (b) => checked('smart-search', await load(b + SMART_SEARCH)),
      },
      {
        figure: `search, ${prefixes.length} rotating 3-letter prefixes`,
        run: (b) => searchLoad(b, prefixes, false),
      },
      { figure: 'search, every URL new (no answer cache)', run: (b) => searchLoad(b, prefixes, true) },
      { figure: 'isLoggedIn with a session, 50 conns', run: (b) => isLoggedInLoad(b) },
    ]
    if (process.env.PAIRED_LOGINS === '1')
      workloads.push({ figure: 'password logins, 6 conns (vs scrypt)', run: (b) => loginLoad(b) })

    const pids = { after: pidOnPort(AFTER_PORT), before: pidOnPort(BEFORE_PORT) }
    const bareRuns: number[] = []
    const scryptRuns: number[] = []
    const runs = workloads.map(() => ({ before: [] as number[], after: [] as number[] }))
    // Server CPU µs per request; load() warms up for 2 s before its 10 s, counted at the same rate.
    const cpu = workloads.map(() => ({ before: [] as number[], after: [] as number[] }))
    for (let t = 0; t < turns; t++) {
      bareRuns.push((await load(`${bare.url}/bare`)).requestsPerSec)
      if (process.env.PAIRED_LOGINS === '1') scryptRuns.push(await scryptPerSecond())
      for (const [i, w] of workloads.entries()) {
        // Who goes first alternates by turn, so neither side always meets a warmer or cooler machine.
        const order = t % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const)
        for (const side of order) {
          const pid = pids[side]
          const cpuBefore = pid ? cpuSeconds(pid) : 0
          const r = await w.run(side === 'after' ? after.url : before.url)
          const us = pid ? ((cpuSeconds(pid) - cpuBefore) * 1e6) / (r.requestsPerSec * 12) : Number.NaN
          runs[i]?.[side].push(r.requestsPerSec)
          cpu[i]?.[side].push(us)
          console.error(
            `turn ${t + 1} ${side.padEnd(6)} ${w.figure}: ${r.requestsPerSec.toFixed(0)} req/s, ${us.toFixed(0)} µs CPU/req`,
          )
        }
      }
    }

    const bareMedian = median(bareRuns)
    const scryptMedian = median(scryptRuns)
    console.log(`\n${turns} turns, medians; before = ${beforeDir}, after = ${process.cwd()}`)
    console.log(
      `bare Fastify route: ${bareMedian.toFixed(0)} req/s (${bareRuns.map((x) => x.toFixed(0)).join(' / ')})`,
    )
    if (scryptRuns.length) console.log(`scrypt verifications: ${scryptMedian.toFixed(0)} /s`)
    for (const [i, w] of workloads.entries()) {
      const r = runs[i]
      if (!r) continue
      const yard = w.figure.startsWith('password') ? scryptMedian : bareMedian
      const [b, a] = [median(r.before), median(r.after)]
      const pct = (x: number) => `${((x / yard) * 100).toFixed(0)} %`
      const c = cpu[i]
      const [cb, ca] = [median(c?.before ?? []), median(c?.after ?? [])]
      console.log(
        `${w.figure}: before ${b.toFixed(0)} req/s (${pct(b)}), after ${a.toFixed(0)} req/s (${pct(a)}), after/before ${((a / b) * 100).toFixed(0)} %` +
          `  [before ${r.before.map((x) => x.toFixed(0)).join(' / ')}; after ${r.after.map((x) => x.toFixed(0)).join(' / ')}]` +
          `; server CPU per request: before ${cb.toFixed(0)} µs, after ${ca.toFixed(0)} µs`,
      )
    }
  } finally {
    await Promise.all([after.stop(), before.stop(), bare.stop()])
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
