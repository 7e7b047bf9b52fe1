import type { Game } from '../../contract/games.ts'
import { tryForFun } from './support/open-page.ts'
import { expect, test } from './support/test.ts'

/** On a phone the game fills the screen in the game modal over its pushed URL; back closes it (SPEC.md section 2). */
test('a phone opens the game in the game modal; the browser’s back closes it', async ({ page }) => {
  await page.goto('/')
  const res = await page.request.get('/games-api/games/new?platform=mobile')
  const games = ((await res.json()) as { data: { games: Game[] } }).data.games
  const slot = games.find((g) => g.category === 'slots' && !g.onlyForMoney && g.platform !== 'desktop')
  if (!slot) throw new Error('no phone slot')
  await tryForFun(page, slot)
  const modal = page.getByRole('dialog', { name: slot.name })
  const frame = modal.getByTitle(`Spillet ${slot.name}`).contentFrame()
  await expect(frame.getByRole('button', { name: 'Spin', exact: true })).toBeVisible()
  await page.goBack()
  await expect(page).not.toHaveURL(/\/spil\//)
  await expect(modal).toHaveCount(0)
})

test('a live table opens its page with the table’s facts; a visitor is asked to log in first', async ({
  page,
}) => {
  await page.goto('/spil/live-roulette-1/money')
  await expect(page.getByText('Indsatsgrænser')).toBeVisible()
  await expect(page.getByText('Spillere ved bordet')).toBeVisible()
  await expect(page.getByText('Log ind for at spille for rigtige penge.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Til live casino' })).toBeVisible()
})
