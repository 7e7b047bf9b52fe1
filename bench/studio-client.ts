import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts'
import { generateCatalogue } from '../server/seed/catalogue.ts'
import { startCasino } from './lib/processes.ts'
import { printTable, type Row } from './lib/table.ts'

/**
 * The game client's two figures (issue 12, item 6): its gzipped JS, and the time to the first possible
 * spin on a repeat visit under emulated Slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU):
 * a first visit fills the HTTP cache, then a fresh launch opens the game again, throttled, and the
 * client's 'studio:ready' User Timing mark (the Spin button is live) is read from the page.
 */
const DIST = 'dist/studio'
const READY_MARK = 'studio:ready'
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
}

/** Gzipped bytes of every script the client build emits (its entry and the games chunk it imports). */
function clientGzipBytes(dist = DIST): {
  files: { path: string; gzipBytes: number }[]
  total: number
} {
  const assets = join(dist, 'assets')
  const files = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ path: join(assets, f), gzipBytes: gzipSync(readFileSync(join(assets, f))).length }))
  if (files.length === 0) throw new Error(`${assets} has no script: is the studio client built?`)
  return { files, total: files.reduce((a, f) => a + f.gzipBytes, 0) }
}

/** A slot every device may open for fun: the game the player would most likely open first. */
function funSlot(): string {
  const g = generateCatalogue(new Date('2026-01-01T00:00:00Z')).find(
    (x) => x.category === 'slots' && !x.only_for_money && x.platform === 'all',
  )
  if (!g) throw new Error('the catalogue has no fun slot for every device')
  return g.game_id
}

async function launchUrl(casino: string, gameId: string): Promise<string> {
  const res = await fetch(`${casino}/games-api/games/launch/go`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: casino },
    body: JSON.stringify({ game_id: gameId, mode: 'fun', platform: 'mobile', lobby: '/' }),
  })
  const body = (await res.json()) as { success: boolean; data?: { url: string }; errorMessage?: string }
  if (!body.success || !body.data) throw new Error(`launch failed (${res.status}): ${body.errorMessage}`)
  return new URL(body.data.url, casino).href
}

/** Milliseconds from navigation start to the client's ready mark, on a repeat visit under Slow 4G. */
async function timeToFirstSpin(casino: string, runs = 3): Promise<{ medianMs: number; runsMs: number[] }> {
  const gameId = funSlot()
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const first = await context.newPage()
    await first.goto(await launchUrl(casino, gameId))
    await first.getByRole('button', { name: 'Spin', exact: true }).waitFor()
    await first.close()
    const runsMs: number[] = []
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const url = await launchUrl(casino, gameId)
      await page.goto(url)
      const spin = page.getByRole('button', { name: 'Spin', exact: true })
      await spin.waitFor()
      if (!(await spin.isEnabled())) throw new Error('the Spin button is not enabled after the game opened')
      const ms = await page.evaluate(
        (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
        READY_MARK,
      )
      if (!Number.isFinite(ms)) throw new Error(`the client set no ${READY_MARK} mark`)
      runsMs.push(Math.round(ms))
      await page.close()
    }
    const sorted = [...runsMs].sort((a, b) => a - b)
    return { medianMs: sorted[Math.floor(sorted.length / 2)] as number, runsMs }
  } finally {
    await browser?.close()
  }
}

/** Both rows for `npm run bench`'s table. */
export async function studioClientRows(rows: Row[], casino: string): Promise<void> {
  const size = clientGzipBytes()
  const kb = size.total / 1024
  rows.push({ figure: 'game client JS (gzip)', value: `${kb.toFixed(1)} KB`, goal: '<= 60 KB', ok: kb <= 60 })
  const t = await timeToFirstSpin(casino)
  rows.push({
    figure: 'game client first spin, repeat visit, Slow 4G + 4x CPU',
    value: `${t.medianMs} ms, median of ${t.runsMs.join(' / ')}`,
    goal: '<= 1000 ms',
    ok: t.medianMs <= 1000,
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('build first: npm run build')
  const port = Number(process.env.BENCH_PORT ?? 8193)
  const casino = await startCasino(port)
  try {
    const rows: Row[] = []
    await studioClientRows(rows, casino.url)
    printTable(rows)
  } finally {
    await casino.stop()
  }
}
