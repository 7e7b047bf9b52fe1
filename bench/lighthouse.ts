import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts'

export type LighthouseResult = { performance: number; metrics: Record<string, number> }

/** Lighthouse's default (mobile, simulated slow 4G) performance score for one URL. */
export async function lighthouseMobile(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    })
    if (!result) throw new Error('lighthouse returned no result')
    const { lhr } = result
    const score = lhr.categories.performance?.score
    if (typeof score !== 'number')
      throw new Error(`lighthouse gave no performance score: ${lhr.runtimeError?.message}`)
    const metric = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? Number.NaN))
    return {
      performance: Math.round(score * 100),
      metrics: {
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN),
      },
    }
  } finally {
    chrome.kill()
  }
}
