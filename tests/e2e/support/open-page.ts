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
