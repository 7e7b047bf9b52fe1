// Renders the PWA's PNG icons from public/icons/*.svg, and with BASE_URL the manifest's screenshots
// from a running build (npx tsx scripts/pwa-icons.ts; BASE_URL=http://localhost:4303 for screenshots).
// The PNGs are committed: the build copies public/ as it is.
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'

const ICONS = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon.svg', 'apple-touch-icon.png', 180],
  ['favicon.svg', 'favicon-32.png', 32],
  ['maskable.svg', 'maskable-512.png', 512],
] as const

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
for (const [svg, png, size] of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  const markup = readFileSync(`public/icons/${svg}`, 'utf8')
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`,
  )
  await page.screenshot({ path: `public/icons/${png}`, omitBackground: true })
  await page.close()
}

const base = process.env.BASE_URL
if (base) {
  // JPEG: the worker precaches every PNG of the build (vite.config.ts globPatterns), and a phone on a
  // weak connection has no use for 400 KB of store screenshots.
  const shots = [
    ['narrow.jpg', { width: 390, height: 844 }],
    ['wide.jpg', { width: 1280, height: 800 }],
  ] as const
  for (const [png, viewport] of shots) {
    const page = await browser.newPage({ viewport })
    await page.goto(`${base}/`, { waitUntil: 'networkidle' })
    await page.screenshot({ path: `public/screenshots/${png}`, type: 'jpeg', quality: 70 })
    await page.close()
  }
}
await browser.close()
