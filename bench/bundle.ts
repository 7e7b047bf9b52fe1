import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts'

export type BundleResult = { files: { path: string; gzipBytes: number }[]; totalGzipBytes: number }

/**
 * The gzipped JS a first visit to `/` loads before the lobby shows: every script the page itself
 * requests until the network is idle (service workers blocked, so the precache does not count),
 * each compressed from dist/ as the server would send it.
 */
export async function measureFirstRenderJs(baseUrl: string, distDir = 'dist'): Promise<BundleResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname)
    })
    await page.goto(baseUrl, { waitUntil: 'networkidle' })
    const files = [...scripts].sort().map((path) => ({
      path,
      gzipBytes: gzipSync(readFileSync(join(distDir, path))).length,
    }))
    if (files.length === 0) throw new Error('no script was loaded for /: is dist/ built?')
    return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) }
  } finally {
    await browser.close()
  }
}
