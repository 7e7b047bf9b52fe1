import { expect, type Page } from '@playwright/test'

/** Goes to `path` and waits until the page's main heading reads `heading`. */
export async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

/** On the home page, opens the main menu's dropdown under `entry` ('Alle spil', 'Live casino'); answers the menu. */
export async function openMenuDropdown(page: Page, entry: string) {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Hovedmenu' })
  await nav.getByRole('button', { name: `${entry}: underpunkter` }).click()
  return nav
}

/** Goes to `path` (a route that opens the `dialog` modal) and presses `button` in that dialog. */
export async function pressInDialogAt(page: Page, path: string, dialog: string, button: string) {
  await page.goto(path)
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click()
}

/** Opens the sidebar with the header's 'Menu' button; answers it once it shows. */
export async function openSidebar(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  const sidebar = page.getByRole('dialog', { name: 'Menu' })
  await expect(sidebar).toBeVisible()
  return sidebar
}

/** In the lobby, opens the game's info popup and presses 'Prøv gratis': the game opens for fun. */
export async function tryForFun(page: Page, game: { name: string; game_id: string }) {
  await page
    .getByRole('button', { name: `Info om ${game.name}` })
    .first()
    .click()
  await page.getByRole('dialog', { name: game.name }).getByRole('button', { name: 'Prøv gratis' }).click()
  await expect(page).toHaveURL(`/spil/${game.game_id}/fun`)
}

/** Opens 'Skift kodeord' from the account's password settings; answers the form. */
export async function openPasswordChange(page: Page) {
  await pressInDialogAt(page, '/konto/indstillinger/adgangskoder', 'Adgangskoder', 'Skift kodeord')
  return page.getByRole('dialog', { name: 'Skift kodeord' })
}
