import { expectNoSeriousA11yIssues } from './support/a11y.ts'
import { gameCards, statedGameCount } from './support/game-list.ts'
import { logIn } from './support/login.ts'
import { openMenuDropdown, openPage } from './support/open-page.ts'
import { expect, type Page, test } from './support/test.ts'

/**
 * Scrolls until the end of the list just enters the bottom of the view, as a player scrolling down
 * would, so exactly one page loads (centring it could leave it in reach after the page is added).
 */
const scrollToListEnd = (page: Page) =>
  page.locator('.sentinel').evaluate((el) => el.scrollIntoView({ block: 'end' }))

/** The card count once the grid has stopped filling the screen (whole pages of `pageSize`, unchanged for a moment). */
async function settledCount(page: Page, pageSize: number) {
  let last = -1
  await expect
    .poll(
      async () => {
        const n = await gameCards(page).count()
        const settled = n === last && n % pageSize === 0
        last = n
        return settled
      },
      { intervals: [400] },
    )
    .toBe(true)
  return last
}

test('a visitor sees the home lobby with real games in every section', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Nye spil' })).toBeVisible()
  for (const heading of [
    'Top 5 populære spil',
    'Spiludviklere',
    'Jackpots',
    'Live roulette',
    'Kommer snart',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  }
  const newGames = page.getByRole('region', { name: 'Nye spil' }).locator('a[href^="/spil/"]')
  await expect(newGames).toHaveCount(11)
  await expect(
    page.getByRole('region', { name: 'Top 5 populære spil' }).locator('a[href^="/spil/"]'),
  ).toHaveCount(5)
  await expect(page.getByRole('link', { name: 'Light & Wonder' })).toBeVisible()
  await expect(
    page.getByText('Over 500 spilleautomater, over tredive jackpotspil og 100 live borde.'),
  ).toBeVisible()
  await expectNoSeriousA11yIssues(page)
})

test('a visitor browses all slots: count, sort with direction flip, grid switch remembered, infinite scroll', async ({
  page,
}) => {
  await openPage(page, '/alle-spil/slots', 'Alle spil')
  expect(await statedGameCount(page)).toBeGreaterThanOrEqual(500)
  await expectNoSeriousA11yIssues(page)

  // The dynamic grid loads 14 at a time until the screen is full; scrolling to the end loads 14 more.
  const before = await settledCount(page, 14)
  expect(before).toBeLessThan(500)
  await scrollToListEnd(page)
  await expect.poll(() => gameCards(page).count()).toBe(before + 14)

  await page.getByRole('button', { name: /^Navn/ }).click()
  const firstName = async () => (await gameCards(page).first().textContent()) ?? ''
  const aToZ = await firstName()
  await page.getByRole('button', { name: /^Navn/ }).click()
  await expect.poll(firstName).not.toBe(aToZ)
  const zToA = await firstName()
  expect(zToA.localeCompare(aToZ, 'da')).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Lille' }).click()
  await expect(page.locator('ul[data-grid="small"]')).toBeVisible()
  const small = await settledCount(page, 30)
  await scrollToListEnd(page)
  await expect.poll(() => gameCards(page).count()).toBe(small + 30)

  await page.reload()
  await expect(page.getByRole('button', { name: 'Lille' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: /^Navn/ })).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(firstName).toBe(zToA)
})

test('an unknown list category and an unknown path show the 404 page', async ({ page }) => {
  await page.goto('/nope')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText('Siden blev ikke fundet.', { exact: false })).toBeVisible()
  await expectNoSeriousA11yIssues(page)
  await page.goto('/appswitch')
  await expect(page).toHaveURL(/\/404$/)
  await page.goto('/alle-spil/ukendt')
  await expect(page).toHaveURL(/\/404$/)
  await page.getByRole('link', { name: 'Til forsiden' }).click()
  await expect(page.getByRole('heading', { name: 'Nye spil' })).toBeVisible()
})

test('a bare /alle-spil goes to the new games and page views reach the data layer with marketing consent', async ({
  page,
  context,
  baseURL,
}) => {
  const events = () => page.evaluate(() => (window.dataLayer ?? []) as { event: string; page_path: string }[])
  // No choice made means no consent: no page view is tracked.
  await openPage(page, '/alle-spil', 'Nyheder')
  // The heading comes painted with the page; page views are the app's, so wait until it runs the page.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log ind' })).toBeEnabled()
  expect((await events()).filter((e) => e.event === 'page_view')).toEqual([])
  await context.addCookies([
    { name: 'cookie_consent', value: 'statistics=0&marketing=1', url: baseURL ?? 'http://localhost' },
  ])
  await page.goto('/alle-spil')
  await expect(page).toHaveURL(/\/alle-spil\/new$/)
  await expect(page.getByRole('heading', { name: 'Nyheder', level: 1 })).toBeVisible()
  await expect.poll(events).toContainEqual({ event: 'page_view', page_path: '/alle-spil/new' })
  // Logged in, a page view names the user.
  await logIn(page, 'demo1234', 'Demo1234')
  await openPage(page, '/alle-spil/popular', 'Populære')
  await expect.poll(events).toContainEqual({
    event: 'page_view',
    page_path: '/alle-spil/popular',
    user_id: expect.any(Number),
  })
})

test('the navigation dropdowns list sub-entries with counts and close on an outside click', async ({
  page,
}) => {
  const nav = await openMenuDropdown(page, 'Live casino')
  const live = nav.getByRole('link', { name: /^Live casino\s*100$/ })
  await expect(live).toBeVisible()
  await expect(nav.getByRole('link', { name: /^Roulette\s*\d+$/ })).toBeVisible()
  await page.getByRole('heading', { name: 'Nye spil' }).click()
  await expect(live).toBeHidden()

  await nav.getByRole('button', { name: 'Alle spil: underpunkter' }).click()
  const slots = nav.getByRole('link', { name: /^Alle spil\s*\d+$/ })
  expect(Number((await slots.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(500)
  const box = await page.locator('.dropdown__list').boundingBox()
  expect(box?.width).toBe(260)
  await nav.getByRole('link', { name: /^Jackpot\s*\d+$/ }).click()
  await expect(page.getByRole('heading', { name: 'Jackpot', level: 1 })).toBeVisible()
  await expect(page.locator('.dropdown__list')).toBeHidden()
})
