import { expect, test } from './support/test.ts'

test('on a phone the navigation sits at the bottom and a normal list loads 10 games at a time', async ({
  page,
}) => {
  await page.goto('/alle-spil/slots')
  // The list's own buttons: the app has replaced the painted shell (its nav is then the app's, not
  // one about to be removed).
  await expect(page.getByRole('button', { name: 'Normal' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Hovedmenu' })
  await expect(nav.getByRole('link', { name: 'Hjem' })).toBeVisible()
  const box = await nav.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height)

  await page.getByRole('button', { name: 'Normal' }).click()
  const cards = page.locator('main a[href^="/spil/"]')
  // Whole pages only, and at least one (0 would pass before the list has loaded).
  await expect(cards.first()).toBeVisible()
  await expect.poll(async () => (await cards.count()) % 10).toBe(0)
  const before = await cards.count()
  expect(before).toBeLessThan(100)
  await page.locator('.sentinel').scrollIntoViewIfNeeded()
  // One page more: exactly 10 on a phone (SPEC.md section 9).
  await expect.poll(() => cards.count()).toBe(before + 10)
})
