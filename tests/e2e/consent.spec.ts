import { openPage } from './support/open-page.ts'
import { expect, type Page, test } from './support/test.ts'

// Issue 32 item 4: a first visit meets the consent banner; this story alone starts without a choice.
test.use({ storageState: { cookies: [], origins: [] } })

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window.dataLayer ?? []) as { event?: string; page_path?: string }[]).filter(
      (e) => e.event === 'page_view',
    ),
  )

async function banner(page: Page) {
  const region = page.getByRole('region', { name: 'Vi bruger cookies' })
  await expect(region).toBeVisible()
  return region
}

test('the first visit asks with three equal buttons, and the answer is kept for 365 days', async ({
  page,
  context,
}) => {
  await openPage(page, '/alle-spil/slots', 'Alle spil')
  const region = await banner(page)
  const buttons = ['Accepter alle', 'Kun nødvendige', 'Indstillinger'].map((name) =>
    region.getByRole('button', { name, exact: true }),
  )
  // Equal weight (Datatilsynet): same size and the same look.
  const looks = await Promise.all(
    buttons.map(async (b) => {
      const box = await b.boundingBox()
      const style = await b.evaluate((el) => {
        const s = getComputedStyle(el)
        return `${s.backgroundColor}|${s.color}|${s.fontSize}|${s.fontWeight}|${s.borderTopWidth}`
      })
      return { w: Math.round(box?.width ?? 0), h: Math.round(box?.height ?? 0), style }
    }),
  )
  expect(new Set(looks.map((l) => `${l.w}x${l.h}|${l.style}`)).size).toBe(1)
  // The keyboard reaches them.
  await buttons[1]?.focus()
  await expect(buttons[1] as ReturnType<typeof region.getByRole>).toBeFocused()
  // 'Indstillinger' opens the cookie settings.
  await buttons[2]?.click()
  await expect(page.getByRole('dialog', { name: 'Cookie-indstillinger' })).toBeVisible()
  await page
    .getByRole('dialog', { name: 'Cookie-indstillinger' })
    .getByRole('button', { name: 'Gem indstillinger' })
    .click()
  await expect(page.getByRole('region', { name: 'Vi bruger cookies' })).toHaveCount(0)
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent')
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(365.01)
})

test("'Kun nødvendige' pushes no page view, here or on the next page", async ({ page }) => {
  await openPage(page, '/alle-spil/slots', 'Alle spil')
  await (await banner(page)).getByRole('button', { name: 'Kun nødvendige' }).click()
  await expect(page.getByRole('region', { name: 'Vi bruger cookies' })).toHaveCount(0)
  expect(await pageViews(page)).toEqual([])
  await openPage(page, '/alle-spil/popular', 'Populære')
  // Checked once the app runs the page (it would push the page view): its footer is the app's own.
  await expect(page.getByRole('contentinfo')).toBeAttached()
  await expect(page.getByRole('region', { name: 'Vi bruger cookies' })).toHaveCount(0)
  expect(await pageViews(page)).toEqual([])
})

test("'Accepter alle' counts this page and the next", async ({ page }) => {
  await openPage(page, '/alle-spil/slots', 'Alle spil')
  expect(await pageViews(page)).toEqual([])
  await (await banner(page)).getByRole('button', { name: 'Accepter alle' }).click()
  await expect
    .poll(() => pageViews(page))
    .toContainEqual({ event: 'page_view', page_path: '/alle-spil/slots' })
  // The heading comes painted with the page; its page view is the app's, once it runs the page.
  await openPage(page, '/alle-spil/popular', 'Populære')
  await expect(page.getByRole('region', { name: 'Vi bruger cookies' })).toHaveCount(0)
  await expect
    .poll(() => pageViews(page))
    .toContainEqual({ event: 'page_view', page_path: '/alle-spil/popular' })
})
