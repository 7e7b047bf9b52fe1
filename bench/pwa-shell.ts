import { type BrowserContext, chromium, devices, type Page } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts'
import { measureFirstRenderJs } from './bundle.ts'
import type { Row } from './lib/table.ts'
import { lighthouseMobile } from './lighthouse.ts'

/**
 * Issue 16's figures for a player on a phone with a weak connection: the first game tile of `/` on a
 * first and a repeat visit, under emulated Slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x
 * CPU); Lighthouse mobile performance and accessibility, LCP and CLS of `/` and `/velkommen`; and the
 * first-render JS of `/`. The repeat visit runs in the same browser profile, so the HTTP cache and the
 * service worker (with what it stored on the first visit) answer as they would on the phone.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
}
const FIRST_TILE = 'main a[href^="/spil/"] img'

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Milliseconds from navigation start until the first game tile's image has loaded and shows. */
async function firstTileMs(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage()
  await throttle(context, page)
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

export async function firstTileVisits(baseUrl: string): Promise<{ firstMs: number; repeatMs: number }> {
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

export async function pwaRows(rows: Row[], baseUrl: string, distDir: string) {
  const tiles = await firstTileVisits(baseUrl)
  rows.push({
    figure: 'first game tile of /, first visit (Slow 4G, 4x CPU)',
    value: sec(tiles.firstMs),
    goal: '<= 2.0 s',
    ok: tiles.firstMs <= 2000,
  })
  rows.push({
    figure: 'first game tile of /, repeat visit (Slow 4G, 4x CPU)',
    value: sec(tiles.repeatMs),
    goal: '<= 0.8 s',
    ok: tiles.repeatMs <= 800,
  })
  const lighthouse: Record<string, Awaited<ReturnType<typeof lighthouseMobile>>> = {}
  for (const path of ['/', '/velkommen']) {
    const lh = await lighthouseMobile(`${baseUrl}${path}`)
    lighthouse[path] = lh
    rows.push({
      figure: `Lighthouse mobile performance, ${path}`,
      value: `${lh.performance}, median of ${lh.scores.join(' / ')} (FCP ${lh.metrics.fcpMs} ms, TBT ${lh.metrics.tbtMs} ms)`,
      goal: '>= 95',
      ok: lh.performance >= 95,
    })
    rows.push({
      figure: `Lighthouse mobile accessibility, ${path}`,
      value: String(lh.accessibility),
      goal: '>= 95',
      ok: lh.accessibility >= 95,
    })
    if (path === '/')
      rows.push({
        figure: 'LCP of / (Lighthouse mobile)',
        value: sec(lh.metrics.lcpMs ?? Number.NaN),
        goal: '<= 1.5 s',
        ok: (lh.metrics.lcpMs ?? Number.POSITIVE_INFINITY) <= 1500,
      })
    const cls = lh.metrics.cls ?? Number.NaN
    rows.push({
      figure: `CLS of ${path} (Lighthouse mobile)`,
      value: cls.toFixed(3),
      goal: '<= 0.05',
      ok: cls <= 0.05,
    })
  }
  const bundle = await measureFirstRenderJs(baseUrl, distDir)
  const kb = bundle.totalGzipBytes / 1024
  rows.push({
    figure: 'first-render JS of / (gzip)',
    value: `${kb.toFixed(1)} KB`,
    goal: '<= 100 KB',
    ok: kb <= 100,
  })
  return { tiles, lighthouse, bundle }
}
