import { expectHydratedAsSent, SERVER_RENDERED } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

for (const route of SERVER_RENDERED) {
  test(`${route.name} rendered by the server is hydrated as sent on a desktop`, async ({ page }) => {
    await expectHydratedAsSent(page, route, 'desktop')
  })
}

test("a returning player's stored grid and sort follow the server's list without a mismatch", async ({
  page,
}) => {
  // Stored before the page loads, as a visit last week left them (SPEC.md section 2: remembered locally).
  await page.addInitScript(() => {
    localStorage.setItem('gridType', JSON.stringify('small'))
    localStorage.setItem('sortMethod', JSON.stringify('name'))
  })
  const slots = SERVER_RENDERED.find((r) => r.name === '/alle-spil/slots')
  if (!slots) throw new Error('/alle-spil/slots is server-rendered')
  await expectHydratedAsSent(page, slots, 'desktop', { storedChoice: true })
  await expect(page.getByRole('button', { name: 'Lille' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: /^Navn/ })).toHaveAttribute('aria-pressed', 'true')
  const names = await page.locator('main a.card__link .card__name').allTextContents()
  expect(names.length).toBeGreaterThan(20)
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'da')))
})
