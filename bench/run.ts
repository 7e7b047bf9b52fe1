import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { measureFirstRenderJs } from './bundle.ts'
import { load } from './lib/load.ts'
import { startBareFastify, startCasino } from './lib/processes.ts'
import { printTable, type Row } from './lib/table.ts'
import { lighthouseMobile } from './lighthouse.ts'

/**
 * `npm run bench`: every figure the issues name, measured in one run on this machine and quoted
 * against a yardstick measured in the same run (these machines are noisy; ratios travel, absolutes don't).
 */
const CASINO_PORT = 8191
const BARE_PORT = 8192
const SMART_SEARCH =
  '/games-api/v2/games/smart-search?filter%5Btheme%5D=vikinger&page%5Bsize%5D=30&page%5Bnumber%5D=1'

async function main() {
  if (!existsSync('dist/index.html') || process.env.BENCH_BUILD === '1') {
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
      stdio: 'inherit',
    })
    if (build.status !== 0) throw new Error('vite build failed')
  }
  const rows: Row[] = []
  const casino = await startCasino(CASINO_PORT)
  const bare = await startBareFastify(BARE_PORT)
  try {
    const bundle = await measureFirstRenderJs(casino.url)
    const kb = bundle.totalGzipBytes / 1024
    rows.push({
      figure: 'first-render JS for / (gzip)',
      value: `${kb.toFixed(1)} KB`,
      goal: '<= 120 KB',
      ok: kb <= 120,
    })

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

    const lh = await lighthouseMobile(`${casino.url}/`)
    rows.push({
      figure: 'Lighthouse mobile performance, /',
      value: `${lh.performance} (FCP ${lh.metrics.fcpMs} ms, LCP ${lh.metrics.lcpMs} ms, TBT ${lh.metrics.tbtMs} ms)`,
      goal: '>= 90',
      ok: lh.performance >= 90,
    })

    printTable(rows)
    mkdirSync('bench/results', { recursive: true })
    writeFileSync(
      'bench/results/latest.json',
      JSON.stringify(
        { at: new Date().toISOString(), bundle, smartSearch: ours, bare: base, lighthouse: lh, rows },
        null,
        2,
      ),
    )
  } finally {
    await bare.stop()
    await casino.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
