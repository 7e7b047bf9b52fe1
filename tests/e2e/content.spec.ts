import { expectNoSeriousA11yIssues } from './support/a11y.ts'
import { logIn, logInAsNewPlayer } from './support/login.ts'
import { openSidebar } from './support/open-page.ts'
import { expect, test } from './support/test.ts'

test('/velkommen: hero, provider logos to provider pages, banners that open sign-up', async ({ page }) => {
  await page.goto('/velkommen')
  await expect(
    page.getByRole('heading', { name: 'Velkommen til GO Casino – dansk licens, over 500 spil' }),
  ).toBeVisible()
  await expect(page).toHaveTitle('Velkommen til GO Casino')
  for (const banner of ['GO knappen', 'Over 500 spilleautomater', '100 live borde', 'GO Casino på iPhone'])
    await expect(page.getByRole('heading', { name: banner })).toBeVisible()
  await expectNoSeriousA11yIssues(page)
  await page.getByRole('link', { name: 'Opret konto: 100 live borde' }).click()
  await expect(page).toHaveURL(/\/opret-konto$/)
  await page.goto('/lp')
  await expect(
    page.getByRole('heading', { name: 'Spil med GO: 100 live borde og over 500 spilleautomater' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Spil fra NetEnt' }).click()
  await expect(page.getByRole('heading', { name: 'NetEnt', level: 1 })).toBeVisible()
})

test('a player with a stored user id who opens /velkommen lands on /', async ({ page }) => {
  await logIn(page, 'demo1234', 'Demo1234')
  await page.goto('/velkommen')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Nye spil' })).toBeVisible()
})

test('every text page opens from the sidebar', async ({ page }) => {
  await page.goto('/')
  const pages = [
    'Om GO Casino',
    'Vilkår og betingelser',
    'Ansvarligt spil',
    'Privatlivspolitik',
    'Bonusvilkår',
    'Cookiepolitik',
  ]
  const sidebar = await openSidebar(page)
  await expectNoSeriousA11yIssues(page, 'dialog[open]')
  for (const title of pages) {
    // The text page opens on top of the sidebar; closing it leaves the sidebar open (the modal stack).
    await sidebar.getByRole('button', { name: title }).click()
    const text = page.getByRole('dialog', { name: title })
    await expect(text.locator('.prose p').first()).toBeVisible()
    await text.getByRole('button', { name: 'Luk', exact: true }).click()
    await expect(text).toBeHidden()
    await expect(sidebar).toBeVisible()
  }
  await expect(sidebar.getByRole('link', { name: 'Hent vilkår som PDF' })).toHaveAttribute(
    'href',
    '/cms/common/download-pdf',
  )
  await sidebar.getByRole('button', { name: 'Luk', exact: true }).click()
  await expect(sidebar).toBeHidden()
})

test('rate us: the two review sites and feedback that is sent once', async ({ page, request }) => {
  await logInAsNewPlayer(page, request)
  await page.goto('/konto/anmeld-os')
  const dialog = page.getByRole('dialog', { name: 'Anmeld os' })
  await expect(dialog.getByRole('link', { name: 'Anmeld os på Trustpilot' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
  await expect(dialog.getByRole('link', { name: 'Anmeld os på Casinoanmeldelser' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog.getByText('Vælg 1 til 5 stjerner')).toBeVisible()
  await dialog.getByRole('radio', { name: '4 stjerner' }).check()
  await dialog.getByLabel('Din besked (valgfri)').fill('Hurtige udbetalinger <b>tak</b>')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog.getByText('Tak for din feedback!')).toBeVisible()
  await dialog.getByRole('button', { name: 'Luk', exact: true }).click()
  await expect(page).not.toHaveURL(/anmeld-os/)
  await page.goto('/konto/anmeld-os')
  await expect(
    page.getByRole('dialog', { name: 'Anmeld os' }).getByText('Du har allerede sendt os feedback. Tak!'),
  ).toBeVisible()
})

test('a support chat message gets an agent reply; the chat closes at logout', async ({ page, browser }) => {
  await logIn(page, 'demo1234', 'Demo1234')
  await page.goto('/konto/kundeservice')
  const service = page.getByRole('dialog', { name: 'Kundeservice' })
  await expect(service.getByRole('link', { name: 'Gå til hjælpecenteret' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
  await service.getByRole('button', { name: 'Start chat' }).click()
  const question = `Hvornår kommer min udbetaling? (${Date.now()})`
  await service.getByLabel('Skriv en besked').fill(question)
  await service.getByRole('button', { name: 'Send' }).click()
  await expect(service.getByText(question)).toBeVisible()

  // The operator answers from the agent page, in a browser of their own.
  const agent = await browser.newContext({ httpCredentials: { username: 'agent', password: 'kundeservice' } })
  const desk = await agent.newPage()
  await desk.goto('/cms/support/agent')
  const chat = desk.getByRole('region').filter({ hasText: question })
  await expect(chat).toBeVisible()
  await chat.getByRole('textbox').fill('Den er sendt i dag og er på din konto i morgen.')
  await chat.getByRole('button', { name: 'Send svar' }).click()
  await expect(desk.getByText('Den er sendt i dag og er på din konto i morgen.')).toBeVisible()

  await expect(service.getByText('Den er sendt i dag og er på din konto i morgen.')).toBeVisible()
  await expect(service.getByText('Kundeservice', { exact: true }).last()).toBeVisible()

  await service.getByRole('button', { name: 'Luk', exact: true }).click()
  await page.getByRole('banner').getByRole('button', { name: 'Min konto' }).click()
  await page.getByRole('dialog', { name: 'Min konto' }).getByRole('button', { name: 'Log ud' }).click()
  await expect(page).toHaveURL(/\/velkommen$/)
  await desk.reload()
  await expect(desk.getByText(question)).toHaveCount(0)
  await agent.close()
})

test('a logged-in player keeps favourites; home shows them under Dine favoritter', async ({
  page,
  request,
}) => {
  await logInAsNewPlayer(page, request)
  await page.goto('/alle-spil/new')
  const heart = page
    .locator('main')
    .getByRole('button', { name: /^Tilføj .* til favoritter$/ })
    .first()
  const name = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Tilføj (.*) til favoritter$/, '$1')
  await heart.click()
  await expect(
    page.locator('main').getByRole('button', { name: `Fjern ${name} fra favoritter` }),
  ).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/')
  const row = page.getByRole('region', { name: 'Dine favoritter' })
  await expect(row.getByRole('link', { name })).toBeVisible()
  await page.goto('/konto/favoritter')
  const modal = page.getByRole('dialog', { name: 'Favoritter' })
  await modal.getByRole('button', { name: `Fjern ${name} fra favoritter` }).click()
  await expect(modal.getByText('Du har ingen favoritter endnu.', { exact: false })).toBeVisible()
})

test('the scroll-to-top button appears past 400 px and takes the page back up', async ({ page }) => {
  await page.goto('/alle-spil/slots')
  await expect(page.getByText(/^\d+ spil$/)).toBeVisible()
  const toTop = page.getByRole('button', { name: 'Til toppen' })
  await expect(toTop).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 390))
  await expect(toTop).toBeHidden()
  // The list may still be growing on a loaded machine, so a scroll to 800 px can land short of it:
  // scroll until the page is really there.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, 800)
        return window.scrollY
      }),
    )
    .toBeGreaterThanOrEqual(800)
  await expect(toTop).toBeVisible()
  await toTop.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(toTop).toBeHidden()
})

test('cookie settings from the footer: opt-in switches, remembered, and told to the data layer', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-indstillinger' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cookie-indstillinger' })
  await expect(dialog.getByRole('switch', { name: 'Nødvendige (altid til)' })).toBeChecked()
  await expect(dialog.getByRole('switch', { name: 'Nødvendige (altid til)' })).toBeDisabled()
  const statistics = dialog.getByRole('switch', { name: 'Statistik: hvordan siden bruges' })
  const marketing = dialog.getByRole('switch', { name: 'Marketing: tilbud på andre sider' })
  await expect(statistics).not.toBeChecked()
  await expect(marketing).not.toBeChecked()
  await expectNoSeriousA11yIssues(page, 'dialog[open]')
  await statistics.check()
  await dialog.getByRole('button', { name: 'Gem indstillinger' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Dine cookie-indstillinger er gemt.')).toBeVisible()
  expect(await page.evaluate(() => window.dataLayer)).toContainEqual({
    event: 'cookie_consent',
    statistics: true,
    marketing: false,
  })

  await page.reload()
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-indstillinger' }).click()
  await expect(dialog.getByRole('switch', { name: 'Statistik: hvordan siden bruges' })).toBeChecked()
  await expect(dialog.getByRole('switch', { name: 'Marketing: tilbud på andre sider' })).not.toBeChecked()
  await dialog.getByRole('button', { name: 'Læs cookiepolitikken' }).click()
  await expect(page.getByRole('dialog', { name: 'Cookiepolitik' }).locator('.prose p').first()).toBeVisible()
})
