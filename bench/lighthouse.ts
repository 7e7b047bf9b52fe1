import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts'

export type LighthouseResult = { performance: number; metrics: Record<string, number> }

/**
 * Lighthouse's default (mobile, simulated slow 4G) performance score for one URL: the median of
 * `runs` runs, as Lighthouse's own docs advise, since one run on a shared machine swings by ±5.
 */
export async function lighthouseMobile(
  url: string,
  runs = 3,
): Promise<LighthouseResult & { scores: number[] }> {
  const results: LighthouseResult[] = []
  for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(url))
  results.sort((a, b) => a.performance - b.performance)
  const median = results[Math.floor(results.length / 2)] as LighthouseResult
  return { ...median, scores: results.map((r) => r.performance) }
}

async function lighthouseOnce(url: string): Promise<LighthouseResult> {
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
