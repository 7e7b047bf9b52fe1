import type { Game } from '../../contract/games.ts'
import { logIn, logInWithMitId, submitLogin } from './support/login.ts'
import { createPlayer } from './support/new-player.ts'
import { openPasswordChange } from './support/open-page.ts'
import { expect, type Page, test } from './support/test.ts'

// Issue 32 item 6: flows that end where a player expects, each driven as a player on a computer.

/** The first game card of the list on screen: its name, and its link to the game page. */
async function firstCard(page: Page) {
  const name = (await page.locator('main .card__name').first().textContent()) ?? ''
  expect(name).not.toBe('')
  return { name, link: page.getByRole('main').getByRole('link', { name, exact: true }).first() }
}

/** The games of a list as the catalogue gives them to a computer. */
async function listGames(page: Page, list: string): Promise<Game[]> {
  const res = await page.request.get(`/games-api/games/${list}?platform=desktop`)
  return ((await res.json()) as { data: { games: Game[] } }).data.games
}

/** The card of a slot playable for fun (no live table, which asks for money) in the list on screen. */
async function slotCard(page: Page, list: string) {
  await expect(page.locator('main .card__name').first()).toBeVisible()
  for (const g of await listGames(page, list)) {
    if (g.category !== 'slots' || g.onlyForMoney || g.platform === 'mobile') continue
    const link = page.getByRole('main').getByRole('link', { name: g.name, exact: true }).first()
    if (await link.count()) return { name: g.name, link }
  }
  throw new Error(`no slot on ${list}`)
}

/** The game frame of the game page, once its controls are there. */
async function gameFrame(page: Page, name: string) {
  const frame = page.getByTitle(`Spillet ${name}`).contentFrame()
  await expect(frame.getByRole('button', { name: 'Tilbage til lobbyen' })).toBeVisible({ timeout: 30_000 })
  return frame
}

test('Tilbage til lobbyen returns to the list the game was opened from, also after Se flere', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/alle-spil/slots')
  let card = await slotCard(page, 'slots')
  await card.link.click()
  await expect(page).toHaveURL(/\/spil\/[^/]+\/fun$/)
  let frame = await gameFrame(page, card.name)
  await frame.getByRole('button', { name: 'Tilbage til lobbyen' }).click()
  await expect(page).toHaveURL(/\/alle-spil\/slots$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Alle spil' })).toBeVisible()

  // From the home page's 'Se flere' into the list of new games, a game, and back to that list.
  await page.goto('/')
  await page.getByRole('region', { name: 'Nye spil' }).getByRole('link', { name: 'Se flere' }).first().click()
  await expect(page).toHaveURL(/\/alle-spil\/new$/)
  card = await slotCard(page, 'new')
  await card.link.click()
  frame = await gameFrame(page, card.name)
  await frame.getByRole('button', { name: 'Tilbage til lobbyen' }).click()
  await expect(page).toHaveURL(/\/alle-spil\/new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nyheder' })).toBeVisible()
})

test('closing a game’s info popup returns to the list it was opened from', async ({ page }) => {
  await page.goto('/alle-spil/popular')
  const { name } = await firstCard(page)
  await page
    .getByRole('button', { name: `Info om ${name}` })
    .first()
    .click()
  const popup = page.getByRole('dialog', { name })
  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: 'Luk', exact: true }).click()
  await expect(popup).toBeHidden()
  await expect(page).toHaveURL(/\/alle-spil\/popular$/)
})

test('closing the login opened at /log-ind leaves /log-ind', async ({ page }) => {
  await page.goto('/log-ind')
  const login = page.getByRole('dialog', { name: 'Log ind' })
  await expect(login).toBeVisible()
  await login.getByRole('button', { name: 'Luk', exact: true }).click()
  await expect(login).toBeHidden()
  await expect(page).not.toHaveURL(/\/log-ind$/)
  // A visitor with no earlier page lands on the landing page, with no login over it.
  await expect(page).toHaveURL(/\/velkommen$/)
  await expect(page.getByRole('dialog', { name: 'Log ind' })).toHaveCount(0)
})

test('a logged-in player who opens /log-ind or /opret-konto is sent to / without a modal', async ({
  page,
}) => {
  await logIn(page, 'demo1234', 'Demo1234')
  for (const path of ['/log-ind', '/opret-konto']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByText('Saldo')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Nye spil' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Log ind' })).toHaveCount(0)
    await expect(page.getByRole('dialog', { name: 'Opret konto' })).toHaveCount(0)
  }
})

test('logging in on /velkommen goes to /', async ({ page }) => {
  await page.goto('/velkommen')
  await page.getByRole('banner').getByRole('button', { name: 'Log ind', exact: true }).click()
  const login = page.getByRole('dialog', { name: 'Log ind' })
  await login.getByRole('button', { name: 'Log ind med brugernavn og kodeord' }).click()
  await login.getByLabel('Brugernavn').fill('demo1234')
  await login.getByLabel('Kodeord', { exact: true }).fill('Demo1234')
  await login.getByRole('button', { name: 'Log ind', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByText('Saldo')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Min konto' })).toBeVisible()
})

test('a MitID login opens the user area, as a password login does', async ({ page }) => {
  await logInWithMitId(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByText('Saldo')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Min konto' })).toBeVisible()
  // A computer gets no PIN offer.
  await expect(page.getByRole('dialog', { name: 'Log ind med PIN kode' })).toHaveCount(0)
})

test('/deposit/error opened on its own says what went wrong', async ({ page }) => {
  await page.goto('/deposit/error?reason=DEPOSIT_PPT_DECLINED')
  await expect(page).toHaveURL(/\/velkommen$/)
  await expect(page.getByRole('status').getByText('Indbetaling afvist')).toBeVisible()

  await page.goto('/deposit/error')
  await expect(
    page.getByRole('status').getByText('Fejl - prøv igen og kontakt kundesupport hvis problemet fortsætter'),
  ).toBeVisible()
})

test('the verification notice is remembered per player, not per browser', async ({ page, request }) => {
  test.setTimeout(120_000)
  const other = await createPlayer(request, { temp: true })
  const notice = page.getByRole('dialog', { name: 'Verificér din konto' })
  // The user area is open after each login, under the notice.
  const logOut = async () => {
    await page.getByRole('dialog', { name: 'Min konto' }).getByRole('button', { name: 'Log ud' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log ind', exact: true })).toBeVisible()
  }

  await logIn(page, 'temp1234', 'Temp1234')
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: 'OK' }).click()
  await expect(notice).toBeHidden()
  await logOut()

  // Another temp player on the same browser is told too.
  await logIn(page, other.userName, other.password)
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: 'OK' }).click()
  await logOut()

  // The first one, back again, is not told twice.
  await logIn(page, 'temp1234', 'Temp1234')
  await expect(page.getByRole('banner').getByText('Saldo')).toBeVisible()
  await page.waitForTimeout(1_500)
  await expect(notice).toHaveCount(0)
})

/** Lands on the landing page (no game lists in it), then moves to `path` inside the app. */
async function openInApp(page: Page, path: string) {
  await page.goto('/velkommen')
  // The page is painted before the app runs it: a move before the app has taken the whole page over
  // would be hydrated as another route (React #418 on /alle-spil/jackpots in CI). The footer is the
  // app's own, rendered once the first screen is hydrated (src/app/AfterFirstScreen.tsx).
  await expect(page.getByRole('contentinfo')).toBeAttached()
  await page.waitForLoadState('networkidle')
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

test.describe('with the network under the test’s control', () => {
  // The service worker answers game lists and images from its cache; the page's own requests are routed.
  test.use({ serviceWorkers: 'block' })

  test('a game image that fails falls back to the thumbnail, then to a skeleton, never a broken image', async ({
    page,
  }) => {
    await page.goto('/alle-spil/new')
    // The dynamic grid's large cards are drawn from the game's large art, the others from its thumbnail.
    const card = page.locator('main .card--large').first()
    await expect(card.locator('img')).toBeVisible()
    const name = (await card.locator('.card__name').textContent()) ?? ''
    const game = (await listGames(page, 'new')).find((g) => g.name === name)
    if (!game) throw new Error(`${name} is not in the list`)
    expect(game.images.svg).not.toBe(game.images.thumb)
    const thumbPath = new URL(game.images.thumb, page.url()).pathname

    // Every size of its art fails, all but the plain thumbnail: the thumbnail shows instead.
    await page.route(`**/cdn/games/${game.game_id}_*`, (route) =>
      new URL(route.request().url()).pathname === thumbPath ? route.continue() : route.abort(),
    )
    await page.reload()
    const img = page.locator('main .card--large').filter({ hasText: name }).locator('img')
    await expect(img).toBeVisible()
    await expect(img).toHaveAttribute('src', game.images.thumb)
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
      .toBe(true)

    // Nothing of it loads: a skeleton tile stands in its place, and no image on the page is broken.
    await page.unrouteAll()
    await page.route('**/cdn/games/**', (route) => route.abort())
    await page.reload()
    const bare = page.locator('main .card').filter({ hasText: name }).first()
    await expect(bare.locator('.card__skeleton')).toBeVisible()
    await expect(bare.locator('img')).toHaveCount(0)
    await expect(bare.getByRole('link', { name, exact: true })).toBeVisible()
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.querySelectorAll<HTMLImageElement>('main img')].filter(
              (i) => i.complete && i.naturalWidth === 0 && i.getBoundingClientRect().width > 0,
            ).length,
        ),
      )
      .toBe(0)
  })

  test('a list that cannot load shows the toast and stops saying Henter spil…', async ({ page }) => {
    await page.route('**/games-api/games/new**', (route) => route.abort())
    // The server renders a list a player lands on with its games; a list opened inside the app loads them.
    await openInApp(page, '/alle-spil/new')
    await expect(
      page.getByRole('status').getByText('Netværksfejl. Tjek din forbindelse, og prøv igen.'),
    ).toBeVisible()
    await expect(
      page.getByRole('alert').getByText('Spillene kunne ikke hentes. Prøv igen senere.'),
    ).toBeVisible()
    await expect(page.getByRole('main').getByText('Henter spil…')).toHaveCount(0)
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0)
  })

  test('a list shows skeleton tiles while its games load', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((r) => {
      release = r
    })
    await page.route('**/games-api/games/jackpots**', async (route) => {
      await held
      await route.continue()
    })
    await openInApp(page, '/alle-spil/jackpots')
    const grid = page.getByRole('main').getByRole('list').first()
    await expect(grid).toHaveAttribute('aria-busy', 'true')
    const tiles = grid.locator('.card__skeleton')
    await expect(tiles.first()).toBeVisible()
    expect(await tiles.count()).toBeGreaterThanOrEqual(6)
    await expect(page.getByRole('main').getByText('Henter spil…')).toBeVisible()
    release()
    await expect(page.getByRole('main').getByText(/^\d+ spil$/)).toBeVisible()
    await expect(grid).not.toHaveAttribute('aria-busy', 'true')
    await expect(grid.locator('.card__skeleton')).toHaveCount(0)
    await expect(grid.getByRole('link').first()).toBeVisible()
  })
})

test('a wrong password for a player this browser knows says Forkert kodeord, prøv venligst igen', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  await logIn(page, player.userName, player.password)
  await page.getByRole('dialog', { name: 'Min konto' }).getByRole('button', { name: 'Log ud' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log ind', exact: true })).toBeVisible()

  const login = await submitLogin(page, player.userName, 'Forkert123')
  await expect(login.getByRole('alert')).toContainText('Forkert kodeord, prøv venligst igen')
  await expect(login.getByRole('alert')).toContainText('Forsøg tilbage: 5')
  // A name this browser has never seen is not told whether it exists.
  await login.getByLabel('Brugernavn').fill('ukendt-spiller')
  await login.getByRole('button', { name: 'Log ind', exact: true }).click()
  await expect(login.getByRole('alert')).toContainText('Brugernavn eller kode er forkert')
})

test('the settings forms check a field when the player leaves it', async ({ page, request }) => {
  const player = await createPlayer(request)
  await logIn(page, player.userName, player.password)
  await page.goto('/konto/indstillinger/din-konto')
  const info = page.getByRole('dialog', { name: 'Dine oplysninger' })
  const email = info.getByLabel('E-mail')
  await email.fill('ikke-en-email')
  await expect(info.getByText('Ugyldig email')).toHaveCount(0)
  await email.blur()
  await expect(info.getByText('Ugyldig email')).toBeVisible()
  await email.fill('ny@example.dk')
  await expect(info.getByText('Ugyldig email')).toHaveCount(0)
  const mobile = info.getByLabel('Mobilnummer')
  await mobile.fill('1234')
  await mobile.blur()
  await expect(info.getByText('Mobilnummeret skal have mindst 8 cifre')).toBeVisible()

  const form = await openPasswordChange(page)
  const fresh = form.getByLabel('Nyt kodeord', { exact: true })
  await fresh.fill('kort')
  await fresh.blur()
  await expect(form.getByText('Det nye kodeord skal have mindst 10 tegn')).toBeVisible()
  const current = form.getByLabel('Nuværende kodeord')
  await current.focus()
  await current.blur()
  await expect(form.getByText('Skal udfyldes')).toBeVisible()
})

test('/lobby is not a page under construction: it returns to the lobby', async ({ page }) => {
  await page.goto('/lobby')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('region', { name: 'Nye spil' })).toBeVisible()
  await expect(page.getByText('under udvikling')).toHaveCount(0)
  await page.goto('/lobby/alle-spil/slots')
  await expect(page).toHaveURL(/\/alle-spil\/slots$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Alle spil' })).toBeVisible()
  await expect(page.getByText('under udvikling')).toHaveCount(0)
})

test('the home rows carry favourite hearts: a visitor is asked to log in, a player keeps the game', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const row = page.getByRole('region', { name: 'Nye spil' })
  const heart = row.getByRole('button', { name: /^Tilføj .* til favoritter$/ }).first()
  await expect(heart).toBeEnabled()
  await heart.click()
  await expect(
    page.getByText('For at kunne tilføje spillet til favoritter, skal du være logget ind.'),
  ).toBeVisible()

  const player = await createPlayer(request)
  await logIn(page, player.userName, player.password)
  await page.goto('/')
  await expect(page.getByRole('banner').getByText('Saldo')).toBeVisible()
  const first = page
    .getByRole('region', { name: 'Nye spil' })
    .getByRole('button', { name: /^Tilføj .* til favoritter$/ })
    .first()
  const label = (await first.getAttribute('aria-label')) ?? ''
  const name = label.replace(/^Tilføj (.*) til favoritter$/, '$1')
  await first.click()
  await expect(
    page
      .getByRole('region', { name: 'Nye spil' })
      .getByRole('button', { name: `Fjern ${name} fra favoritter` }),
  ).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  const favourites = page.getByRole('region', { name: 'Dine favoritter' })
  await expect(favourites.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(favourites.getByRole('button', { name: `Fjern ${name} fra favoritter` })).toBeVisible()
})

test('the game page’s header is transparent, the lobby’s is not', async ({ page }) => {
  const background = () =>
    page
      .getByRole('banner')
      .first()
      .evaluate((h) => getComputedStyle(h).backgroundColor)
  await page.goto('/alle-spil/slots')
  await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible()
  expect(await background()).not.toBe('rgba(0, 0, 0, 0)')
  const { name, link } = await firstCard(page)
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect.poll(background).toBe('rgba(0, 0, 0, 0)')
})
