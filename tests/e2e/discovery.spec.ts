import { expectNoSeriousA11yIssues } from './support/a11y.ts'
import { gameCards, statedGameCount } from './support/game-list.ts'
import { openMenuDropdown, openPage } from './support/open-page.ts'
import { expect, test } from './support/test.ts'

test('a visitor opens the provider list and a provider page with its games', async ({ page }) => {
  await openPage(page, '/alle-spil/spiludviklere', 'Spiludviklere')
  await expect(page.getByText(/^\d+ spiludviklere$/)).toBeVisible()
  await page.getByRole('link', { name: /NetEnt/ }).click()
  await expect(page).toHaveURL(/\/alle-spil\/spiludviklere\/netent$/)
  await expect(page.getByRole('heading', { name: 'NetEnt', level: 1 })).toBeVisible()
  const n = await statedGameCount(page)
  expect(n).toBeGreaterThan(0)
  await expect.poll(() => gameCards(page).count()).toBe(Math.min(n, 20))
  await expectNoSeriousA11yIssues(page)
})

test('/providers/scientific shows Light & Wonder with its GDM games; an unknown provider is a 404', async ({
  page,
}) => {
  await openPage(page, '/providers/scientific', 'Light & Wonder')
  const n = await statedGameCount(page)
  const both = (await (
    await page.request.get(
      '/games-api/v2/games/smart-search?filter[subprovider]=scientific,gdm&page[size]=100&platform=desktop',
    )
  ).json()) as { data: { count: number } }
  expect(n).toBe(both.data.count)
  await page.goto('/alle-spil/spiludviklere/findes-ikke')
  await expect(page).toHaveURL(/\/404$/)
})

test('a visitor opens the categories, a feature category and a theme category', async ({ page }) => {
  await openPage(page, '/alle-spil/kategorier', /^Kategorier/)
  await expect(page.getByRole('heading', { name: 'Funktioner', level: 2 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Temaer', level: 2 })).toBeVisible()
  await expect(page.getByText('40 kategorier')).toBeVisible()
  await expectNoSeriousA11yIssues(page)

  await page.getByRole('link', { name: /^Megaways/ }).click()
  await expect(page).toHaveURL(/\/alle-spil\/kategorier\/sort\?key=features&value=megaways$/)
  await expect(page.getByRole('heading', { name: 'Megaways', level: 1 })).toBeVisible()
  expect(await statedGameCount(page)).toBeGreaterThan(0)
  await expectNoSeriousA11yIssues(page)

  await page.goto('/alle-spil/kategorier')
  await page.getByRole('link', { name: /^Vikinger/ }).click()
  await expect(page.getByRole('heading', { name: 'Vikinger', level: 1 })).toBeVisible()
  const n = await statedGameCount(page)
  expect(n).toBeGreaterThan(0)
  // Infinite scroll: the end of the list brings the rest.
  await page.locator('.sentinel').scrollIntoViewIfNeeded()
  await expect.poll(() => gameCards(page).count()).toBe(n)

  await page.goto('/alle-spil/kategorier/sort?key=theme&value=findes_ikke')
  await expect(page).toHaveURL(/\/404$/)
})

test("the 'Alle spil' dropdown shows Kategorier with NYT, and the providers behind Tilbage", async ({
  page,
}) => {
  const nav = await openMenuDropdown(page, 'Alle spil')
  await expect(nav.getByRole('link', { name: /^Kategorier\s*NYT$/ })).toBeVisible()
  await nav.getByRole('button', { name: /^Spiludviklere/ }).click()
  await expect(nav.getByRole('link', { name: /^NetEnt\s*\d+$/ })).toBeVisible()
  await nav.getByRole('button', { name: /Tilbage/ }).click()
  await expect(nav.getByRole('link', { name: /^Jackpot\s*\d+$/ })).toBeVisible()
  await nav.getByRole('link', { name: /^Kategorier/ }).click()
  await expect(page.getByRole('heading', { name: /^Kategorier/, level: 1 })).toBeVisible()
})

test('the sub-menu appears once the page is scrolled, with the current route highlighted', async ({
  page,
}) => {
  await openPage(page, '/live-casino/roulette', 'Roulette')
  await expect(page.getByText(/^\d+ borde åbne nu$/)).toBeVisible()
  const sub = page.getByRole('navigation', { name: 'Undermenu' })
  await expect(sub).toBeHidden()
  await page.mouse.wheel(0, 600)
  await expect(sub).toBeVisible()
  await expect(sub.getByRole('link', { name: 'Roulette' })).toHaveAttribute('aria-current', 'page')
  const width = await sub
    .getByRole('link', { name: 'Roulette' })
    .evaluate((a) => a.parentElement?.getBoundingClientRect().width)
  expect(width).toBe(150)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(sub).toBeHidden()
})

test('live casino pages have a banner with the open tables and live counters', async ({ page }) => {
  await page.goto('/live-casino/all')
  await expect(page.getByText('100 borde åbne nu')).toBeVisible()
  const counters = page.getByRole('navigation', { name: 'Borde lige nu' })
  await expect(counters.getByRole('link', { name: /^Blackjack\s*30$/ })).toBeVisible()
  await counters.getByRole('link', { name: /^Game shows/ }).click()
  await expect(page).toHaveURL(/\/live-casino\/game-show$/)
  await expect(page.getByText('15 borde åbne nu')).toBeVisible()
})
