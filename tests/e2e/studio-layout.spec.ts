import { newPlayerWithMoney } from './support/money.ts'
import { LIVE_TABLE_OF_KIND, STUDIO_GAME_OF_KIND } from './support/studio-games.ts'
import { expect, type FrameLocator, type Locator, type Page, test } from './support/test.ts'

/**
 * Issue 30, item 4: everything in view. At each screen size, a logged-in player opens every game kind
 * for money; Spin (the main button), the stake, the balance and the clock are inside the screen with
 * nothing scrolled, and on a phone the buttons are at least 44 px. Then the minimised window and a
 * 4-tile multi-screen show the whole game scaled, and the visual baselines of each kind.
 */

const GAMES = { ...STUDIO_GAME_OF_KIND, ...LIVE_TABLE_OF_KIND }
type Kind = keyof typeof GAMES

const VIEWPORTS = [
  { name: 'laptop 1366×768', width: 1366, height: 768 },
  { name: 'desktop 1366×900', width: 1366, height: 900 },
  { name: 'phone 390×844', width: 390, height: 844 },
  { name: 'small phone 360×640', width: 360, height: 640 },
  { name: 'phone landscape 844×390', width: 844, height: 390 },
] as const

const frameOf = (page: Page): FrameLocator => page.locator('iframe[title^="Spillet "]').first().contentFrame()

/** What the player must always see: Spin (or the live table's bet button), the stake, the balance, the clock. */
const essentials = (f: FrameLocator, kind: string): Record<string, Locator> => ({
  main: f.locator('.controls .main').first(),
  stake: kind.startsWith('live-') ? f.locator('.live-chips') : f.locator('.stake'),
  balance: f.locator('output.balance'),
  clock: f.locator('.guard .clock'),
  session: f.locator('.guard .session-time'),
})

async function expectInside(page: Page, what: Record<string, Locator>, label: string) {
  const vp = page.viewportSize()
  if (!vp) throw new Error('no viewport')
  for (const [name, loc] of Object.entries(what)) {
    await expect(loc, `${label}: ${name}`).toBeVisible()
    const b = await loc.boundingBox()
    if (!b) throw new Error(`${label}: ${name} has no box`)
    expect(b.y, `${label}: ${name} top`).toBeGreaterThanOrEqual(-0.5)
    expect(b.x, `${label}: ${name} left`).toBeGreaterThanOrEqual(-0.5)
    expect(b.y + b.height, `${label}: ${name} bottom`).toBeLessThanOrEqual(vp.height + 0.5)
    expect(b.x + b.width, `${label}: ${name} right`).toBeLessThanOrEqual(vp.width + 0.5)
  }
  expect(await page.evaluate(() => window.scrollY), `${label}: the page is not scrolled`).toBe(0)
}

async function openGame(page: Page, kind: Kind) {
  await page.goto(`/spil/${GAMES[kind]}/money`)
  const f = frameOf(page)
  await expect(f.locator('.controls .main').first()).toBeVisible({ timeout: 20_000 })
  return f
}

for (const vp of VIEWPORTS) {
  test.describe(vp.name, () => {
    test(`every game kind fits: Spin, stake, balance and clock in view (${vp.name})`, async ({ page }) => {
      test.setTimeout(240_000)
      // The deposit as on a computer; then the screen of this size.
      await newPlayerWithMoney(page, 500, { timeout: 30_000 })
      await page.setViewportSize({ width: vp.width, height: vp.height })
      for (const kind of Object.keys(GAMES) as Kind[]) {
        const f = await openGame(page, kind)
        await expectInside(page, essentials(f, kind), `${kind} at ${vp.name}`)
        // The game's own page never scrolls either.
        const over = await f.locator('html').evaluate((el) => el.scrollHeight - el.clientHeight)
        expect(over, `${kind}: the game's page does not scroll`).toBeLessThanOrEqual(1)
        if (vp.width < 768) {
          // Tap targets on a phone: every button of the top and the controls is at least 44 px.
          for (const b of await f.locator('header button:visible, footer button:visible').all()) {
            const box = await b.boundingBox()
            if (!box) continue
            expect(
              Math.round(box.height),
              `${kind}: ${await b.getAttribute('aria-label')}`,
            ).toBeGreaterThanOrEqual(44)
            expect(
              Math.round(box.width),
              `${kind}: ${await b.getAttribute('aria-label')}`,
            ).toBeGreaterThanOrEqual(44)
          }
        }
      }
    })
  })
}

test.describe('minimised and multi-screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } })
  test('the minimised window and a 4-tile multi-screen show each whole game, scaled', async ({ page }) => {
    test.setTimeout(180_000)
    await newPlayerWithMoney(page, 500, { timeout: 30_000 })
    await openGame(page, 'slot')
    await page.getByRole('banner').getByRole('link', { name: 'Hjem' }).click()
    await expect(page).toHaveURL('/')
    const win = page.getByRole('region', { name: /\(minimeret\)$/ })
    await expect(win).toBeVisible()
    const f = frameOf(page)
    const box = await win.boundingBox()
    if (!box) throw new Error('no window')
    for (const [name, loc] of Object.entries(essentials(f, 'slot'))) {
      const b = await loc.boundingBox()
      if (!b) throw new Error(`minimised: ${name} has no box`)
      expect(b.y + b.height, `minimised: ${name} inside the window`).toBeLessThanOrEqual(
        box.y + box.height + 0.5,
      )
      expect(b.x + b.width, `minimised: ${name} inside the window`).toBeLessThanOrEqual(
        box.x + box.width + 0.5,
      )
      expect(b.y).toBeGreaterThanOrEqual(box.y - 0.5)
    }

    const four = [GAMES.slot, GAMES.roulette, GAMES.blackjack, GAMES.sicbo]
    await page.goto(`/spil/${four[0]}/money?flere=${four.slice(1).join(',')}`)
    const frames = page.locator('iframe[title^="Spillet "]')
    await expect(frames).toHaveCount(4, { timeout: 20_000 })
    for (let i = 0; i < 4; i++) {
      const tile = frames.nth(i)
      const tf = tile.contentFrame()
      await expect(tf.locator('.controls .main').first()).toBeVisible({ timeout: 20_000 })
      const tb = await tile.boundingBox()
      if (!tb) throw new Error('no tile')
      for (const [name, loc] of Object.entries(essentials(tf, 'slot'))) {
        const b = await loc.boundingBox()
        if (!b) throw new Error(`tile ${i}: ${name} has no box`)
        expect(b.y + b.height, `tile ${i}: ${name} inside`).toBeLessThanOrEqual(tb.y + tb.height + 0.5)
        expect(b.x + b.width, `tile ${i}: ${name} inside`).toBeLessThanOrEqual(tb.x + tb.width + 0.5)
      }
      const over = await tf.locator('html').evaluate((el) => el.scrollHeight - el.clientHeight)
      expect(over, `tile ${i} does not scroll`).toBeLessThanOrEqual(1)
    }
  })
})
