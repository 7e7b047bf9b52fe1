import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'

/**
 * The newcomer's visit (run.sh): against the server `npm start` runs in a fresh clone, at NEWCOMER_URL.
 * No webServer: starting it the README's way is what is tested.
 */
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }
export default defineConfig({
  testDir: '.',
  testMatch: ['*.spec.ts'],
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.NEWCOMER_URL,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    ...devices['Desktop Chrome'],
    launchOptions,
  },
})
