import { STUDIO_GAME_OF_KIND } from './support/studio-games.ts'
import { expect, type Page, test } from './support/test.ts'

/**
 * Issue 30: visual baselines of each game kind at 390×844 and 1366×900 (fun mode, a new visitor, so
 * the resting screen is the same every time); the clock, timers, balance and result are masked. A
 * layout change fails here until its new baseline is accepted (--update-snapshots).
 */

async function gameShot(page: Page, id: string, name: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`/spil/${id}/fun`)
  const frame = page.locator('iframe[title^="Spillet "]').first()
  const f = frame.contentFrame()
  await expect(f.locator('.controls .main')).toBeVisible({ timeout: 20_000 })
  await f.locator('body').evaluate(() => document.fonts.ready)
  await expect(frame).toHaveScreenshot(name, {
    mask: [f.locator('.guard'), f.locator('.balance'), f.locator('.message')],
    maxDiffPixelRatio: 0.01,
  })
}

for (const vp of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`${vp.width}×${vp.height}`, () => {
    test.use({ viewport: vp })
    for (const [kind, id] of Object.entries(STUDIO_GAME_OF_KIND))
      test(`${kind} looks as accepted at ${vp.width}×${vp.height}`, async ({ page }) => {
        await gameShot(page, id, `${kind}-${vp.width}x${vp.height}.png`)
      })
  })
}
