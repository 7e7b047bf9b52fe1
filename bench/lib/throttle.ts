import type { BrowserContext, Page } from '@playwright/test'

/** Slow 4G as Lighthouse's mobile run emulates it: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
}

/** The page on a mid-range phone: a 4x slower CPU and, unless `network` is false, Slow 4G. */
export async function slowPhone(context: BrowserContext, page: Page, { network = true } = {}) {
  const cdp = await context.newCDPSession(page)
  if (network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return cdp
}
