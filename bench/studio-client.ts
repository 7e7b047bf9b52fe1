import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts'
import { generateCatalogue } from '../server/seed/catalogue.ts'
import { animationWindow, endTrace, type FrameCount, framesIn, startTrace } from './lib/frames.ts'
import { startCasino } from './lib/processes.ts'
import { printTable, type Row } from './lib/table.ts'
import { slowPhone } from './lib/throttle.ts'

/**
 * The game client's figures. Issue 12, item 6: its gzipped JS, and the time to the first possible
 * spin on a repeat visit under emulated Slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU):
 * a first visit fills the HTTP cache, then a fresh launch opens the game again, throttled, and the
 * client's 'studio:ready' User Timing mark (the Spin button is live) is read from the page.
 * Issue 30: the bytes a first visit to the slot transfers, and the frame rate of a spin on a phone with
 * a 4x slower CPU, both measured in Chromium over CDP.
 */
const DIST = 'dist/studio'
const READY_MARK = 'studio:ready'
/** A phone-sized page, as the game opens on a phone. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
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
async function timeToFirstSpin(
  browser: Browser,
  casino: string,
  runs = 3,
): Promise<{ medianMs: number; runsMs: number[] }> {
  const gameId = funSlot()
  const context = await browser.newContext(PHONE)
  try {
    const first = await context.newPage()
    await first.goto(await launchUrl(casino, gameId))
    await first.getByRole('button', { name: 'Spin', exact: true }).waitFor()
    await first.close()
    const runsMs: number[] = []
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage()
      await slowPhone(context, page)
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
    await context.close()
  }
}

/** Waits until the Spin button is live: a trial click waits for it to be visible, stable and enabled. */
async function spinReady(page: Page) {
  const spin = page.getByRole('button', { name: 'Spin', exact: true })
  await spin.click({ trial: true, timeout: 60_000 })
  return spin
}

type Kind = 'script' | 'stylesheet' | 'image' | 'font' | 'document' | 'other' | 'API'
const KINDS: Kind[] = ['script', 'stylesheet', 'image', 'font', 'document', 'other', 'API']
type Tally = { count: number; wire: number; gzip: number }

/** The studio's and the casino's JSON routes: the game's data, not its download (issue 30 counts them apart). */
const API_PATH = /^\/(games-api|studio\/api)\//

function kindOf(type: string | undefined, url: string): Kind {
  if ((type === 'Fetch' || type === 'XHR') && API_PATH.test(new URL(url).pathname)) return 'API'
  const kinds: Record<string, Kind> = {
    Script: 'script',
    Stylesheet: 'stylesheet',
    Image: 'image',
    Font: 'font',
    Document: 'document',
  }
  return kinds[type ?? ''] ?? 'other'
}

/** One response's body gzipped (zlib's default level, as the JS row above), or null if CDP kept none. */
async function gzipOfBody(cdp: CDPSession, requestId: string): Promise<number | null> {
  try {
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId })
    return gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length
  } catch {
    return null
  }
}

type FirstLoad = { byKind: Map<Kind, Tally>; inPage: number; noBody: number }

/**
 * A first visit's downloads, by kind: what crossed the wire (Network.loadingFinished's encodedDataLength,
 * headers included, compressed as the server sent it) and each body gzipped. Only http(s) responses
 * count: blob: and data: URLs (the themes' SVG art is made in the page from its script) cost no
 * transfer, their bytes are already in the script that made them; they are counted as `inPage`.
 */
async function slotFirstLoad(browser: Browser, casino: string): Promise<FirstLoad> {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const requests = new Map<string, { url: string; type?: string }>()
    const done: Promise<{ kind: Kind; wire: number; gzip: number | null }>[] = []
    let inPage = 0
    cdp.on('Network.requestWillBeSent', (e) =>
      requests.set(e.requestId, { url: e.request.url, type: e.type }),
    )
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId)
      if (r) r.type = e.type
    })
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId)
      if (!r) return
      if (!/^https?:/.test(r.url)) {
        inPage++
        return
      }
      const kind = kindOf(r.type, r.url)
      done.push(gzipOfBody(cdp, e.requestId).then((gzip) => ({ kind, wire: e.encodedDataLength, gzip })))
    })
    await page.goto(await launchUrl(casino, funSlot()))
    await spinReady(page)
    await page.waitForLoadState('networkidle')
    const byKind = new Map<Kind, Tally>()
    let noBody = 0
    for (const { kind, wire, gzip } of await Promise.all(done)) {
      const t = byKind.get(kind) ?? { count: 0, wire: 0, gzip: 0 }
      if (gzip === null) noBody++
      byKind.set(kind, { count: t.count + 1, wire: t.wire + wire, gzip: t.gzip + (gzip ?? wire) })
    }
    return { byKind, inPage, noBody }
  } finally {
    await context.close()
  }
}

/** Polls rarely: each look runs in the throttled page and would cost the frames it is measuring. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/**
 * Spins on a phone with a 4x slower CPU, each traced on its own: the game loads unthrottled, then the
 * CPU is slowed and Spin pressed once per trace, which runs until the round is over (Spin is live again).
 * The window is the reels' own animation (first strip starts to last strip stops, about 0.7 s + 0.22 s
 * per reel: see studio/client/reels.ts), so the wait for the server's answer and the win display after
 * the reels stop are not counted as still frames. A few spins, as one on a shared machine is noisy.
 */
async function spinFrameRates(browser: Browser, casino: string, runs = 3): Promise<FrameCount[]> {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    // Playwright may start pages with reduced motion, and the reels then take a short cut (reels.ts).
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto(await launchUrl(casino, funSlot()))
    const spin = await spinReady(page)
    if (await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)) {
      throw new Error('the page prefers reduced motion: the reels would not run their full animation')
    }
    const cdp = await slowPhone(context, page, { network: false })
    const counts: FrameCount[] = []
    for (let i = 0; i < runs; i++) {
      await startTrace(cdp)
      await spin.click()
      await until('the round to end (Spin live again)', () => spin.isEnabled())
      const events = await endTrace(cdp)
      counts.push(framesIn(events, animationWindow(events, /class='strip'/)))
    }
    return counts
  } finally {
    await context.close()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** "12.3 KB gzip (wire 11.0 KB): script 6 / 8.1 KB, ..., API 1 / 2.2 KB (not counted)". */
function firstLoadRow(load: FirstLoad): Row {
  const counted = KINDS.filter((k) => k !== 'API').map(
    (k) => load.byKind.get(k) ?? { count: 0, wire: 0, gzip: 0 },
  )
  const gzip = counted.reduce((a, t) => a + t.gzip, 0)
  const wire = counted.reduce((a, t) => a + t.wire, 0)
  const parts = KINDS.map((k) => {
    const t = load.byKind.get(k) ?? { count: 0, wire: 0, gzip: 0 }
    return `${k} ${t.count} / ${kb(t.gzip)}${k === 'API' ? ' (not counted)' : ''}`
  })
  const notes = [
    load.inPage > 0 ? `${load.inPage} blob:/data: made in the page, no transfer` : '',
    load.noBody > 0 ? `${load.noBody} without a body to gzip, counted as sent` : '',
  ].filter(Boolean)
  return {
    figure: 'slot first load (JS, CSS, art and fonts, gzip)',
    value: `${kb(gzip)} gzip (sent: ${kb(wire)} incl. headers): ${parts.join(', ')}${notes.length ? `; ${notes.join('; ')}` : ''}`,
    goal: '<= 150 KB',
    ok: gzip <= 150 * 1024,
  }
}

/** The median spin by frame rate, and every spin's rate. */
function frameRateRow(counts: FrameCount[]): Row {
  const sorted = [...counts].sort((a, b) => a.fps - b.fps)
  const f = sorted[Math.floor(sorted.length / 2)]
  if (!f) throw new Error('no spin was traced')
  return {
    figure: 'slot spin frame rate, 390x844, 4x CPU',
    value:
      `${f.fps.toFixed(1)} fps, median of ${counts.map((c) => c.fps.toFixed(1)).join(' / ')}: ` +
      `${f.presented} frames presented in ${Math.round(f.ms)} ms of reel animation ` +
      `(trace PipelineReporter; ${f.partial} partial counted, ${f.dropped} dropped not)`,
    goal: '>= 50 fps',
    ok: f.fps >= 50,
  }
}

/** The client's rows for `npm run bench`'s table. */
export async function studioClientRows(rows: Row[], casino: string): Promise<void> {
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    const t = await timeToFirstSpin(browser, casino)
    rows.push({
      figure: 'game client first spin, repeat visit, Slow 4G + 4x CPU',
      value: `${t.medianMs} ms, median of ${t.runsMs.join(' / ')}`,
      goal: '<= 1000 ms',
      ok: t.medianMs <= 1000,
    })
    const load = await slotFirstLoad(browser, casino)
    // The scripts a game loads, not every theme's art chunk the build emits (a game loads its own).
    const js = load.byKind.get('script') ?? { count: 0, wire: 0, gzip: 0 }
    rows.push({
      figure: "game client JS a slot's first visit loads (gzip)",
      value: `${kb(js.gzip)} in ${js.count} files`,
      goal: '<= 60 KB',
      ok: js.gzip <= 60 * 1024,
    })
    rows.push(firstLoadRow(load))
    rows.push(frameRateRow(await spinFrameRates(browser, casino)))
  } finally {
    await browser?.close()
  }
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
