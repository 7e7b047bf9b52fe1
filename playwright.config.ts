import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts'

const PORT = Number(process.env.E2E_PORT ?? 4173)
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'offline/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Whole player stories on a 2-core CI box with the server, the build and two browsers sharing it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['**/*.mobile.spec.ts', '**/responsible.spec.ts'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'mobile',
      testMatch: ['e2e/**/*.mobile.spec.ts'],
      use: { ...devices['Pixel 7'], launchOptions },
    },
    {
      // These stories move the server's test clock by days (limits, exclusions), which ends every other
      // story's session: they run alone, after the others.
      name: 'clock',
      testMatch: ['e2e/responsible.spec.ts'],
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // DIST_DIR lets two checkouts' builds (dist-<name>/) be tested side by side on different E2E_PORTs.
    env: { E2E_PORT: String(PORT), ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}) },
  },
})
