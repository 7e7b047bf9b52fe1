import { THEME_ART } from '../../art/themes.ts'
import { generateCatalogue } from '../../server/seed/catalogue.ts'
import { newPlayerWithMoney } from './support/money.ts'
import { expect, type FrameLocator, type Page, test } from './support/test.ts'

/**
 * Issue 30, item 1 as a player sees it: one slot of every theme, opened as a player opens it, shows
 * reels that look like no other theme's (a pixel comparison of the reel area), and its 'Regler'
 * paytable shows the very symbols that are on its reels. Fun mode for every theme; money mode, with a
 * logged-in player, for a few of them, compared with the fun screens of the other themes.
 */
const catalogue = generateCatalogue(new Date('2026-11-22T00:00:00Z'))
const THEMES = Object.keys(THEME_ART)
/** One slot a theme that opens for fun on a desktop browser. */
const SLOTS = THEMES.map((theme) => {
  const g = catalogue.find(
    (x) => x.category === 'slots' && x.themes[0] === theme && x.platform === 'all' && !x.only_for_money,
  )
  if (!g) throw new Error(`no slot with theme ${theme}`)
  return { theme, id: g.game_id, name: g.name }
})
const MONEY_THEMES = ['wild_west', 'egypten', 'vikinger', 'frugt']

/** Raster side of the comparison: every shot is scaled to this, so reels of 5 and 6 columns compare. */
const W = 96
const H = 60
type Raster = number[]

/**
 * Decodes a PNG screenshot in the browser (no image package in the project) and scales it to W×H RGBA.
 * The page is only a decoder here; the pixels compared are the screenshot's.
 */
async function raster(page: Page, png: Buffer): Promise<Raster> {
  return page.evaluate(
    async ({ b64, w, h }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(w, h)
      const ctx = canvas.getContext('2d')
      if (!ctx) throw new Error('no 2d context')
      ctx.drawImage(bmp, 0, 0, w, h)
      return [...ctx.getImageData(0, 0, w, h).data]
    },
    { b64: png.toString('base64'), w: W, h: H },
  )
}

/** The share of pixels (0–1) whose colour differs by more than a sixth of the range in any channel. */
function difference(a: Raster, b: Raster): number {
  let differ = 0
  for (let i = 0; i < a.length; i += 4) {
    const d = Math.max(
      Math.abs((a[i] ?? 0) - (b[i] ?? 0)),
      Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)),
      Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0)),
    )
    if (d > 42) differ++
  }
  return differ / (a.length / 4)
}

/** Two themes "look alike" below this share of differing pixels; the same game twice stays far under it. */
const ALIKE = 0.2

const frameOf = (page: Page, name: string): FrameLocator => page.getByTitle(`Spillet ${name}`).contentFrame()

/** Opens the slot, waits for its art, and answers a screenshot of the reel area. */
async function reelShot(page: Page, slot: (typeof SLOTS)[number], mode: 'fun' | 'money') {
  await page.goto(`/spil/${slot.id}/${mode}`)
  const f = frameOf(page, slot.name)
  await expect(f.locator('.controls .main')).toBeVisible({ timeout: 30_000 })
  const reels = f.getByRole('group', { name: 'Hjul' })
  // Every symbol image decoded, so the shot shows the art and not an empty cell.
  await expect
    .poll(() =>
      reels
        .locator('img')
        .evaluateAll(
          (imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0),
        ),
    )
    .toBe(true)
  return { f, png: await reels.screenshot({ animations: 'disabled' }) }
}

/** The reels' symbols and the paytable's, by engine symbol: the same image, and at least three shown. */
async function rulesMatchReels(f: FrameLocator, name: string) {
  const onReels = await f
    .getByRole('group', { name: 'Hjul' })
    .locator('img[data-symbol]')
    .evaluateAll((imgs) =>
      imgs.map((i) => [(i as HTMLImageElement).dataset.symbol ?? '', (i as HTMLImageElement).src] as const),
    )
  await f.getByRole('button', { name: 'Regler', exact: true }).click()
  const rules = f.getByRole('dialog', { name: `Regler: ${name}` })
  await expect(rules).toBeVisible()
  const inRules = new Map(
    await rules
      .locator('.paytable img[data-symbol]')
      .evaluateAll((imgs) =>
        imgs.map((i) => [(i as HTMLImageElement).dataset.symbol ?? '', (i as HTMLImageElement).src] as const),
      ),
  )
  let matched = 0
  for (const [symbol, src] of onReels) {
    const row = inRules.get(symbol)
    if (row === undefined) continue
    expect(row, `the paytable's ${symbol} is the reels' ${symbol}`).toBe(src)
    matched++
  }
  expect(matched).toBeGreaterThanOrEqual(3)
  // The paytable's images are drawn (not broken links) and are the theme's art, not text glyphs.
  await expect
    .poll(() =>
      rules
        .locator('.paytable img')
        .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true)
  await rules.getByRole('button', { name: 'Luk', exact: true }).click()
}

test.use({ viewport: { width: 1366, height: 900 } })

test('every theme has reels of its own, in fun and in money mode, and its Regler show the reels’ symbols', async ({
  page,
}) => {
  test.setTimeout(600_000)
  expect(SLOTS.length).toBe(THEMES.length)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const fun = new Map<string, Raster>()
  let closest = { d: 1, pair: '' }
  for (const slot of SLOTS) {
    const { f, png } = await reelShot(page, slot, 'fun')
    fun.set(slot.theme, await raster(page, png))
    await rulesMatchReels(f, slot.name)
  }
  // Every pair of themes compared; the list of those that look alike must be empty.
  const alike: string[] = []
  for (let i = 0; i < SLOTS.length; i++)
    for (let j = i + 1; j < SLOTS.length; j++) {
      const a = SLOTS[i] as (typeof SLOTS)[number]
      const b = SLOTS[j] as (typeof SLOTS)[number]
      const d = difference(fun.get(a.theme) as Raster, fun.get(b.theme) as Raster)
      if (d < closest.d) closest = { d, pair: `${a.theme}/${b.theme}` }
      if (d <= ALIKE) alike.push(`${a.name} (${a.theme}) / ${b.name} (${b.theme}): ${d.toFixed(3)}`)
    }
  expect(alike).toEqual([])
  test.info().annotations.push({ type: 'closest themes', description: `${closest.pair}: ${closest.d}` })
  await newPlayerWithMoney(page, 100, { timeout: 30_000 })
  for (const theme of MONEY_THEMES) {
    const slot = SLOTS.find((s) => s.theme === theme) as (typeof SLOTS)[number]
    const { f, png } = await reelShot(page, slot, 'money')
    await expect(f.getByText('Rigtige penge')).toBeVisible()
    const shot = await raster(page, png)
    for (const other of SLOTS) {
      const d = difference(shot, fun.get(other.theme) as Raster)
      // The comparison can tell a theme from itself: the same game for money is its fun screen.
      if (other.theme === theme) expect(d, `${slot.name} for money and for fun`).toBeLessThan(ALIKE / 4)
      else expect(d, `${slot.name} for money looks like ${other.name}`).toBeGreaterThan(ALIKE)
    }
    await rulesMatchReels(f, slot.name)
  }
})
