import { type BrowserContext, chromium, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts'
import { type BundleResult, type Device, measureFirstRenderJs } from './bundle.ts'
import { hydrationLongestTask } from './hydration-task.ts'
import type { Row } from './lib/table.ts'
import { slowPhone } from './lib/throttle.ts'
import { lighthouseMobile } from './lighthouse.ts'

/**
 * The first game tile of `/` on a phone on a first and a repeat visit, under emulated Slow 4G (150 ms
 * RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU). The repeat visit runs in the same browser profile, so
 * the HTTP cache and the service worker (with what it stored on the first visit) answer as they would
 * on the phone.
 */
const FIRST_TILE = 'main a[href^="/spil/"] img'

/** Milliseconds from navigation start until the first game tile's image has loaded and shows. */
async function firstTileMs(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage()
  await slowPhone(context, page)
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 })
  const handle = await page.waitForFunction(
    (sel) => {
      const img = document.querySelector<HTMLImageElement>(sel)
      return img?.complete && img.naturalWidth > 0 ? performance.now() : false
    },
    FIRST_TILE,
    { polling: 'raf', timeout: 120_000 },
  )
  const ms = Math.round((await handle.jsonValue()) as number)
  await page.close()
  return ms
}

async function firstTileVisits(baseUrl: string): Promise<{ firstMs: number; repeatMs: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] })
    const firstMs = await firstTileMs(context, `${baseUrl}/`)
    // Let the first visit finish as a player's would: the worker installs and stores the lobby.
    const warm = await context.newPage()
    await warm.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    await warm.evaluate(() => navigator.serviceWorker?.ready.then(() => true))
    await warm.waitForTimeout(3000)
    await warm.close()
    const repeatMs = await firstTileMs(context, `${baseUrl}/`)
    return { firstMs, repeatMs }
  } finally {
    await browser.close()
  }
}

const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/**
 * Issue 16's and issue 28's rows for a phone: first game tile (first and repeat visit), Lighthouse
 * mobile performance and accessibility, LCP, TBT and CLS of `/` and `/velkommen` (simulated Slow 4G,
 * 4x CPU), the longest main-thread task while `/` hydrates (4x CPU) and the first-render JS of `/`.
 */
export async function pwaRows(rows: Row[], baseUrl: string, distDir: string) {
  const tiles = await firstTileVisits(baseUrl)
  rows.push({
    figure: 'first game tile of /, first visit (phone, Slow 4G, 4x CPU)',
    value: sec(tiles.firstMs),
    goal: '<= 1.5 s',
    ok: tiles.firstMs <= 1500,
  })
  rows.push({
    figure: 'first game tile of /, repeat visit (phone, Slow 4G, 4x CPU)',
    value: sec(tiles.repeatMs),
    goal: '<= 0.6 s',
    ok: tiles.repeatMs <= 600,
  })
  const lighthouse: Record<string, Awaited<ReturnType<typeof lighthouseMobile>>> = {}
  for (const path of ['/', '/velkommen']) {
    const lh = await lighthouseMobile(`${baseUrl}${path}`)
    lighthouse[path] = lh
    rows.push({
      figure: `Lighthouse mobile performance, ${path}`,
      value: `${lh.performance}, median of ${lh.scores.join(' / ')} (FCP ${lh.metrics.fcpMs} ms)`,
      goal: '>= 95',
      ok: lh.performance >= 95,
    })
    rows.push({
      figure: `Lighthouse mobile accessibility, ${path}`,
      value: String(lh.accessibility),
      goal: '>= 95',
      ok: lh.accessibility >= 95,
    })
    const lcp = lh.metrics.lcpMs ?? Number.NaN
    rows.push({
      figure: `LCP of ${path} (Lighthouse mobile, Slow 4G, 4x CPU)`,
      value: sec(lcp),
      goal: '<= 1.2 s',
      ok: lcp <= 1200,
    })
    const tbt = lh.metrics.tbtMs ?? Number.NaN
    rows.push({
      figure: `TBT of ${path} (Lighthouse mobile, Slow 4G, 4x CPU)`,
      value: `${tbt} ms`,
      goal: '<= 150 ms',
      ok: tbt <= 150,
    })
    const cls = lh.metrics.cls ?? Number.NaN
    rows.push({
      figure: `CLS of ${path} (Lighthouse mobile, Slow 4G, 4x CPU)`,
      value: cls.toFixed(3),
      goal: '<= 0.02',
      ok: cls <= 0.02,
    })
  }
  const hydration = await hydrationLongestTask(baseUrl)
  rows.push({
    figure: 'longest main-thread task while / hydrates (phone, 4x CPU)',
    value: `${hydration.longestMs} ms, median of ${hydration.runs.join(' / ')} (first screen live at ${sec(hydration.liveMs)})`,
    goal: '<= 100 ms',
    ok: hydration.longestMs <= 100,
  })
  const bundle: Record<Device, BundleResult> = {
    phone: await measureFirstRenderJs(baseUrl, distDir, 'phone'),
    desktop: await measureFirstRenderJs(baseUrl, distDir, 'desktop'),
  }
  for (const device of ['phone', 'desktop'] as const) {
    const b = bundle[device]
    const kb = b.totalGzipBytes / 1024
    rows.push({
      figure: `first-render JS of / (gzip, React included, ${device})`,
      value: `${kb.toFixed(1)} KB in ${b.files.length} files (${(b.untilIdleGzipBytes / 1024).toFixed(1)} KB by network idle)`,
      goal: '<= 100 KB',
      ok: kb <= 100,
    })
  }
  return { tiles, lighthouse, hydration, bundle }
}
