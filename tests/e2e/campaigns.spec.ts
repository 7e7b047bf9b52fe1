import { expectNoSeriousA11yIssues } from './support/a11y.ts'
import { logInAsNewPlayer } from './support/login.ts'
import { openPage } from './support/open-page.ts'
import { expect, test } from './support/test.ts'

test('a visitor reads the campaigns on /aktuelt and opens one in its popup', async ({ page }) => {
  await openPage(page, '/aktuelt', 'Aktuelt')
  await expect(page.getByRole('heading', { name: 'Vikingetogt: 50 gratis spins' })).toBeVisible()
  // Inactive and hidden campaigns never show.
  await expect(page.getByText('Sommerferie: solskinsspins')).toHaveCount(0)
  await expect(page.getByText('VIP aften (kun for inviterede)')).toHaveCount(0)
  await expectNoSeriousA11yIssues(page)
  await page.getByRole('link', { name: 'Læs mere: Faraos skat: dobbelt op i weekenden' }).click()
  await expect(page).toHaveURL(/\/aktuelt\/faraos-skat$/)
  await expect(page.getByRole('dialog', { name: 'Faraos skat: dobbelt op i weekenden' })).toBeVisible()
})

test('a campaign opened by its URL shows image, text and Start spillet, and closes back to /aktuelt', async ({
  page,
}) => {
  await page.goto('/aktuelt/vikingetogt')
  const popup = page.getByRole('dialog', { name: 'Vikingetogt: 50 gratis spins' })
  await expect(popup).toBeVisible()
  await expect(popup.getByText('Tag med på vikingetogt', { exact: false })).toBeVisible()
  await expect(popup.locator('strong', { hasText: 'vikingetogt' })).toBeVisible()
  await expect(popup.getByRole('link', { name: 'Start spillet' })).toHaveAttribute(
    'href',
    /^\/spil\/[a-z0-9-]+\/money$/,
  )
  await expect(popup.locator('img')).toBeVisible()
  await expectNoSeriousA11yIssues(page, 'dialog[open]')
  await popup.getByRole('button', { name: 'Luk', exact: true }).click()
  await expect(popup).toBeHidden()
  await expect(page).toHaveURL(/\/aktuelt$/)

  // A click outside closes it too.
  await page.goto('/aktuelt/live-fredag')
  const live = page.getByRole('dialog', { name: 'Live fredag: cashback på live casino' })
  await expect(live).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(live).toBeHidden()
  await expect(page).toHaveURL(/\/aktuelt$/)

  await page.goto('/aktuelt/sommerferie')
  await expect(page).toHaveURL(/\/404$/)
})

test('the highlights carousel on the home page moves on by itself every 10 seconds and loops', async ({
  page,
}) => {
  // The page's clock runs on, and the test moves it further; each step allows for a slow machine.
  await page.clock.install()
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Aktuelt' })
  const current = carousel.locator('[aria-roledescription="slide"][aria-current="true"]')
  await expect(current).toHaveAttribute('aria-label', '1 af 3')
  await expect(current.getByText('Vikingetogt: 50 gratis spins')).toBeVisible()
  // The first slide is painted with the page; the carousel moves once the app has it (its buttons work).
  await expect(carousel.getByRole('button', { name: 'Næste' })).toBeEnabled()
  await page.clock.runFor(4_000)
  await expect(current).toHaveAttribute('aria-label', '1 af 3')
  await page.clock.runFor(6_500)
  await expect(current).toHaveAttribute('aria-label', '2 af 3')
  await page.clock.runFor(10_000)
  await expect(current).toHaveAttribute('aria-label', '3 af 3')
  await page.clock.runFor(10_000)
  await expect(current).toHaveAttribute('aria-label', '1 af 3')
})

test('the GO popup counts down from 3 and asks a logged-out visitor to log in', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Nye spil' })).toBeVisible()
  // The app has the page (its 'Log ind' works): before that the painted 'GO knap' is a plain link to
  // /go, a page load whose popup came too late for the countdown's first second (CI).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log ind', exact: true })).toBeEnabled()
  await page
    .getByRole('navigation', { name: 'Hovedmenu' })
    .getByRole('link', { name: /^GO knap/ })
    .click()
  const popup = page.getByRole('dialog', { name: 'GO knappen' })
  const timer = popup.getByRole('timer')
  // 3, 2, 1 one second apart, then the offer: about three seconds in all.
  await expect(timer).toHaveText('3')
  const started = Date.now()
  await expect(timer).toHaveText('2')
  await expect(timer).toHaveText('1')
  await expect(timer).toBeHidden()
  const took = Date.now() - started
  expect(took).toBeGreaterThan(1_500)
  expect(took).toBeLessThan(6_000)
  await expect(page).not.toHaveURL(/\/go$/)
  // The newest offer replaces the previous one.
  await expect(popup.getByRole('heading', { name: '25 gratis spins på ugens vikingeautomat' })).toBeVisible()
  await expect(popup.getByText('10 gratis spins', { exact: true })).toHaveCount(0)
  await popup.getByRole('button', { name: 'Log ind for at trykke GO' }).click()
  await expect(page.getByRole('dialog', { name: 'Log ind' })).toBeVisible()
})

test('a logged-in player presses GO once; the GO icon stops pulsing', async ({ page, request }) => {
  await logInAsNewPlayer(page, request)
  await page.goto('/go')
  const popup = page.getByRole('dialog', { name: 'GO knappen' })
  // Two waits: the page loads and the app opens the popup (as long as the machine takes), then the
  // countdown's three seconds end in the offer. CI's loaded box spent the whole 8 s on the first.
  await expect(popup.getByRole('timer')).toBeVisible()
  await expect(popup.getByRole('button', { name: 'GO', exact: true })).toBeVisible({ timeout: 8_000 })
  const nav = page.getByRole('navigation', { name: 'Hovedmenu' })
  await expect(nav.getByRole('link', { name: /Nyt GO-tilbud/ })).toHaveCount(1)
  await popup.getByRole('button', { name: 'GO', exact: true }).click()
  await expect(page.getByText('Tilbuddet er aktiveret. God fornøjelse!')).toBeVisible()
  await expect(popup.getByText('Du har brugt dette tilbud.')).toBeVisible()
  await expect(nav.getByRole('link', { name: /Nyt GO-tilbud/ })).toHaveCount(0)
  await popup.getByRole('button', { name: 'Luk', exact: true }).click() // a toast drawn inside it says 'Luk besked'
  await expect(page).not.toHaveURL(/\/go$/)
})

test("'Kommer snart' opens the trailers with name and release date", async ({ page }) => {
  await page.goto('/')
  const upcoming = page.getByRole('region', { name: 'Kommer snart' })
  const first = upcoming.getByRole('button', { name: /^Se trailer: / }).first()
  await expect(first).toBeVisible()
  const name = ((await first.getAttribute('aria-label')) ?? '').replace('Se trailer: ', '')
  await first.click()
  const popup = page.getByRole('dialog', { name: 'Trailere' })
  await expect(popup.getByRole('heading', { name })).toBeVisible()
  await expect(popup.getByText(/^Udkommer \d{1,2}\. \w+ \d{4}$/)).toBeVisible()
  await expect(popup.locator('video')).toHaveAttribute('src', /\/cdn\/videos\//)
  // A real trailer: the browser reads its metadata (duration about four seconds).
  await expect
    .poll(() => popup.locator('video').evaluate((v: HTMLVideoElement) => Math.round(v.duration || 0)))
    .toBe(4)
  await popup.getByRole('button', { name: 'Næste trailer' }).click()
  await expect(popup.getByRole('heading', { name })).toHaveCount(0)
})
