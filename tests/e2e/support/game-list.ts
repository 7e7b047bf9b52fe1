import { expect, type Page } from '@playwright/test'

/** The game cards a list page shows (each links to its game). */
export const gameCards = (page: Page) => page.locator('main a[href^="/spil/"]')

/** The count the list's banner states ('123 spil'), once it shows. */
export async function statedGameCount(page: Page) {
  const banner = page
    .locator('main')
    .getByText(/^\d+ spil$/)
    .first()
  await expect(banner).toBeVisible()
  return Number(((await banner.textContent()) ?? '').split(' ')[0])
}
