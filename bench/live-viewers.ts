import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { liveTableDefs } from '../studio/server/live/tables.ts'
import { printTable, type Row } from './lib/table.ts'

/**
 * Issue 15: round-state messages to 1,000 simultaneous SSE viewers of one live table. The server runs
 * in its own process (as `npm start`, embedded database, 3 s rounds); four receiving processes hold
 * the 1,000 streams. Latency = the viewer's receipt time minus the state's `serverTime` (set when the server
 * builds the message, before it writes it to every stream; one machine, one clock). Memory per
 * viewer is measured between two points after warm-up (a quarter of the viewers connected, then all
 * of them), each after a forced garbage collection in the server (bench/lib/heap-probe.mjs), so the
 * start-up's memory does not count: (live memory with all - with a quarter) / the viewers added.
 */
const PORT = 8193
const VIEWERS = Number(process.env.LIVE_VIEWERS ?? 1000)
const MEASURE_MS = Number(process.env.LIVE_MEASURE_MS ?? 20_000)
/** Receiving processes the viewers are spread over (they stand in for 1,000 devices). */
const RECEIVERS = 4

type Memory = { heapUsed: number; external: number }

/** The server's memory right after a forced collection (SIGUSR2 to bench/lib/heap-probe.mjs). */
async function liveMemory(pid: number, probeFile: string): Promise<Memory> {
  rmSync(probeFile, { force: true })
  process.kill(pid, 'SIGUSR2')
  for (let i = 0; i < 100 && !existsSync(probeFile); i++) await sleep(50)
  await sleep(50)
  return JSON.parse(readFileSync(probeFile, 'utf8')) as Memory
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0
}

/** A receiving process holding `n` streams (bench/lib/sse-viewers.ts). */
function receivers(url: string, n: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/sse-viewers.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, LIVE_URL: url, LIVE_N: String(n) },
  })
  let out = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (d: string) => {
    out += d
  })
  const ready = (async () => {
    while (!out.includes('ready\n')) {
      if (child.exitCode !== null) throw new Error('receiver exited')
      await sleep(50)
    }
  })()
  return {
    ready,
    start: () => child.stdin.write('start\n'),
    async stop(): Promise<number[]> {
      const exited = new Promise<void>((r) => child.once('exit', () => r()))
      child.stdin.write('stop\n')
      await exited
      const line = out.split('\n').find((l) => l.startsWith('['))
      return line ? (JSON.parse(line) as number[]) : []
    },
    kill: () => child.kill('SIGTERM'),
  }
}

export async function liveViewerRows(rows: Row[]) {
  const table = [...liveTableDefs().values()].find((d) => d.kind === 'roulette' && d.game)
  if (!table) throw new Error('no live roulette table')
  const dataDir = mkdtempSync(join(tmpdir(), 'live-bench-'))
  const probeFile = join(dataDir, 'heap.json')
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', './bench/lib/heap-probe.mjs', '--import', 'tsx', 'server/main.ts'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        HEAP_PROBE_FILE: probeFile,
        LIVE_BETTING_MS: '3000',
        LIVE_CLOSED_MS: '500',
        LIVE_PAUSE_MS: '500',
      },
    },
  )
  const base = `http://127.0.0.1:${PORT}`
  const closers: (() => void)[] = []
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error('server exited')
      if (i > 600) throw new Error('server not ready')
      try {
        if ((await fetch(`${base}/health`)).ok) break
      } catch {
        // not yet
      }
      await sleep(200)
    }
    const pid = child.pid as number
    const url = `${base}/studio/live/api/tables/${table.tableId}/events`
    const connect = () => {
      const g = receivers(url, VIEWERS / RECEIVERS)
      closers.push(g.kill)
      return g
    }
    // A quarter first (the warm-up and the first measuring point), then the rest.
    const first = connect()
    await first.ready
    await sleep(3000)
    const withQuarter = await liveMemory(pid, probeFile)
    const groups = [first, ...Array.from({ length: RECEIVERS - 1 }, connect)]
    await Promise.all(groups.map((g) => g.ready))
    await sleep(3000)
    const withViewers = await liveMemory(pid, probeFile)
    for (const g of groups) g.start()
    await sleep(MEASURE_MS)
    const latencies = (await Promise.all(groups.map((g) => g.stop()))).flat()
    const p50 = pct(latencies, 50)
    const p99 = pct(latencies, 99)
    const added = VIEWERS - VIEWERS / RECEIVERS
    const live = (m: Memory) => m.heapUsed + m.external
    const perViewerKb = (live(withViewers) - live(withQuarter)) / 1024 / added
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
    rows.push({
      figure: `live: state messages to ${VIEWERS} SSE viewers of one table (${latencies.length} received)`,
      value: `p50 ${p50} ms, p99 ${p99} ms`,
      goal: 'p99 <= 250 ms',
      ok: latencies.length >= VIEWERS && p99 <= 250,
    })
    rows.push({
      figure: 'live: server memory per SSE viewer',
      value: `${perViewerKb.toFixed(1)} KB live heap (${mb(live(withQuarter))} -> ${mb(live(withViewers))} MB from ${VIEWERS - added} to ${VIEWERS} viewers)`,
      goal: 'none set',
      ok: true,
    })
    return { viewers: VIEWERS, received: latencies.length, p50, p99, perViewerKb }
  } finally {
    for (const c of closers) c()
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows: Row[] = []
  await liveViewerRows(rows)
  printTable(rows)
  process.exit(0)
}
