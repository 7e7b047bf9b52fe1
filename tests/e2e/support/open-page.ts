import { expect, type Page } from '@playwright/test'

/** Goes to `path` and waits until the page's main heading reads `heading`. */
export async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}
