import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts'
import { WATCH_FIRST_SCREEN, waitForFirstScreenLive } from './first-screen-live.ts'

type ScriptFile = { path: string; gzipBytes: number }
export type BundleResult = {
  /** The scripts asked for before the first screen was the app's: its first-render JS. */
  files: ScriptFile[]
  totalGzipBytes: number
  /** Every script the visit asked for until the network was idle (what loads after the first screen too). */
  untilIdle: ScriptFile[]
  untilIdleGzipBytes: number
  /** When the first screen's buttons came alive, from navigation start. */
  hydratedMs: number
}

export type Device = 'phone' | 'desktop'
const DEVICES = { phone: devices['Pixel 7'], desktop: devices['Desktop Chrome'] }

const gzipped = (distDir: string, paths: string[]): ScriptFile[] =>
  [...new Set(paths)]
    .sort()
    .map((path) => ({ path, gzipBytes: gzipSync(readFileSync(join(distDir, path))).length }))
const sum = (files: ScriptFile[]) => files.reduce((s, f) => s + f.gzipBytes, 0)

/**
 * The gzipped JS a first visit to `/` needs before its first screen is the app's (issue 28: at most
 * 100 KB, React included): every script the page asked for (module, preload or import) before its
 * buttons came alive, each compressed from dist/ as the server sends it. What the app loads after that
 * (the footer, the watches, the modal hosts, embla, ofetch) is not the first screen's, and is counted
 * apart until the network is idle. Service workers are blocked, so the precache does not count.
 */
export async function measureFirstRenderJs(
  baseUrl: string,
  distDir = 'dist',
  device: Device = 'phone',
  shared?: Browser,
): Promise<BundleResult> {
  const browser = shared ?? (await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }))
  try {
    const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: 'block' })
    await context.addInitScript(WATCH_FIRST_SCREEN)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 120_000 })
    await waitForFirstScreenLive(page, 60_000)
    const { hydratedMs, before, all } = await page.evaluate(() => {
      const at = (window as { __firstScreenLive?: number }).__firstScreenLive ?? Number.POSITIVE_INFINITY
      const scripts = performance
        .getEntriesByType('resource')
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime }))
        .filter((e) => e.path.startsWith('/assets/') && e.path.endsWith('.js'))
      return {
        hydratedMs: Math.round(at),
        before: scripts.filter((s) => s.start <= at).map((s) => s.path),
        all: scripts.map((s) => s.path),
      }
    })
    await context.close()
    if (before.length === 0) throw new Error('no script was loaded for /: is dist/ built?')
    const files = gzipped(distDir, before)
    const untilIdle = gzipped(distDir, all)
    return {
      files,
      totalGzipBytes: sum(files),
      untilIdle,
      untilIdleGzipBytes: sum(untilIdle),
      hydratedMs,
    }
  } finally {
    if (!shared) await browser.close()
  }
}
