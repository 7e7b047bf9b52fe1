/**
 * Writes an HTML sheet of every theme's symbols (and, with an argument, tiles) and screenshots it,
 * for looking at the art: npx tsx art/preview.ts [out-dir]
 */
import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts'
import { loadThemeArt, THEME_ART } from './index.ts'

const dir = process.argv[2] ?? '/tmp'
const only = process.argv[3]?.split(',')
const order = [
  'high0',
  'high1',
  'high2',
  'high3',
  'high4',
  'wild',
  'scatter',
  'bonus',
  'ace',
  'king',
  'queen',
  'jack',
  'ten',
  'nine',
]
const rows: string[] = []
for (const theme of Object.keys(THEME_ART).filter((t) => !only || only.includes(t))) {
  const art = await loadThemeArt(theme)
  const cells = order.map((id) => `<div class="c">${art.symbols[id]?.svg ?? ''}</div>`).join('')
  rows.push(
    `<section style="background:${art.background.css}"><h2>${art.label}</h2><div class="reel" style="background:${art.frame.panel};border-image:${art.frame.border} 1">${cells}</div></section>`,
  )
}
const html = `<!doctype html><meta charset="utf-8"><style>body{margin:0;background:#111;font:14px system-ui;color:#fff}section{padding:8px 12px}h2{margin:0 0 6px;font-size:14px}.reel{display:flex;gap:4px;padding:6px;border:6px solid;}.c{width:96px;height:96px}.c svg{width:100%;height:100%}</style>${rows.join('')}`
writeFileSync(`${dir}/symbols.html`, html)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
const page = await browser.newPage({ viewport: { width: 1460, height: 400 } })
await page.goto(`file://${dir}/symbols.html`)
await page.screenshot({ path: `${dir}/symbols.png`, fullPage: true })
await browser.close()
