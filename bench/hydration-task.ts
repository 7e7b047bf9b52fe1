import { chromium, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts'
import { WATCH_FIRST_SCREEN, waitForFirstScreenLive } from './first-screen-live.ts'
import { slowPhone } from './lib/throttle.ts'

export type HydrationTasks = {
  /** The longest main-thread task from navigation until the first screen was the app's, in ms. */
  longestMs: number
  /** When the first screen's buttons came alive, from navigation start, in ms. */
  liveMs: number
  /** Every task of 50 ms or more in that time (the Long Tasks API reports no shorter ones). */
  longTasks: number[]
}

// Every long task from the start, read by the page itself (the bench runs under tsx: no functions).
const WATCH_LONG_TASKS = `(() => {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
})()`

/**
 * Issue 28: the longest main-thread task while `/` hydrates on a phone at 4x CPU (goal 100 ms): hydration
 * comes in pieces (the route's Suspense boundary after the layout, the sections below the fold in
 * tasks of their own), so no single task should keep a tap waiting. The tasks counted are those that
 * started before the first screen was the app's (bench/first-screen-live.ts), the one that finished it
 * included. A first visit with the service worker blocked, as the first render is measured.
 */
async function once(baseUrl: string): Promise<HydrationTasks> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' })
    await context.addInitScript(WATCH_LONG_TASKS)
    await context.addInitScript(WATCH_FIRST_SCREEN)
    const page = await context.newPage()
    await slowPhone(context, page, { network: false })
    await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 120_000 })
    await waitForFirstScreenLive(page, 120_000)
    // The long-task entry of the task that made the first screen live arrives once that task is over.
    await page.waitForTimeout(500)
    return await page.evaluate(() => {
      const w = window as unknown as {
        __firstScreenLive: number
        __longTasks: { start: number; duration: number }[]
      }
      const during = w.__longTasks.filter((t) => t.start <= w.__firstScreenLive)
      const durations = during.map((t) => Math.round(t.duration))
      return {
        longestMs: Math.max(0, ...durations),
        liveMs: Math.round(w.__firstScreenLive),
        longTasks: durations,
      }
    })
  } finally {
    await browser.close()
  }
}

/** The median run of `runs` (one run on a shared machine swings with whatever else runs). */
export async function hydrationLongestTask(
  baseUrl: string,
  runs = 3,
): Promise<HydrationTasks & { runs: number[] }> {
  const results: HydrationTasks[] = []
  for (let i = 0; i < runs; i++) results.push(await once(baseUrl))
  results.sort((a, b) => a.longestMs - b.longestMs)
  const median = results[Math.floor(results.length / 2)] as HydrationTasks
  return { ...median, runs: results.map((r) => r.longestMs) }
}
