import { openSidebar } from './support/open-page.ts'
import { expect, test } from './support/test.ts'

/** The home lobby's answers that come inside the page (issue 16): the app must not ask for them again. */
const FIRST_SCREEN_ANSWERS = [
  '/cms/highlight/get-all?area=home&platform=mobile',
  '/games-api/games/new?platform=mobile',
  '/games-api/games/popular/1/5?platform=mobile',
  '/games-api/games/jackpots?platform=mobile',
]

test.describe('before the app', () => {
  // No worker either: the page as the server sent it.
  test.use({ serviceWorkers: 'block' })

  test('on a phone with no JS yet, the home page already shows the campaign picture and the new games', async ({
    page,
  }) => {
    // The app's bundle never arrives: what the player sees is the page's own HTML.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/')
    const tiles = page.locator('main a[href^="/spil/"] img')
    // SPEC.md section 2: eleven new games on the home page.
    await expect(tiles).toHaveCount(11)
    await expect(page.locator('main h2', { hasText: 'Nye spil' })).toBeVisible()
    await expect
      .poll(() => tiles.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    const picture = page.locator('main .highlight img').first()
    await expect(picture).toBeVisible()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true)
    // Its buttons have nothing behind them yet: they say so instead of swallowing a tap.
    await expect(page.getByRole('button', { name: 'Søg' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeDisabled()
    await expect(page.getByRole('button', { name: /^Info om / }).first()).toBeDisabled()
  })
})

test('the app starts from the answers in the page: no second fetch, nothing moves, no CSP error', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (r) => asked.push(new URL(r.url()).pathname + new URL(r.url()).search))
  const cspErrors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text())
  })
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number; painted?: Element | null; tile?: Element | null }
    w.shifted = 0
    // The campaign picture as the HTML painted it, before any of the app's JS ran.
    document.addEventListener('readystatechange', () => {
      w.painted ??= document.querySelector('main .highlight img')
      w.tile ??= document.querySelector('main a[href^="/spil/"] img')
    })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifted += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/')
  // The app's own lobby (below the first screen) is there: the app has run.
  await expect(page.getByRole('heading', { name: 'Top 5 populære spil' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Live roulette' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Aktuelt' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The app took the painted buttons over: they work.
  await expect(page.getByRole('button', { name: 'Log ind' })).toBeEnabled()
  await expect(page.getByRole('button', { name: /^Info om / }).first()).toBeEnabled()
  for (const url of FIRST_SCREEN_ANSWERS) expect(asked, url).not.toContain(url)
  expect(cspErrors).toEqual([])
  // The app took that picture and the first tile over rather than drawing copies: the page's largest content was painted
  // once, by the HTML (a copy would be a later LCP).
  const kept = await page.evaluate(() => {
    const w = window as unknown as { painted?: Element | null; tile?: Element | null }
    return (
      w.painted != null &&
      w.painted === document.querySelector('main .highlight img') &&
      w.tile != null &&
      w.tile === document.querySelector('main a[href^="/spil/"] img')
    )
  })
  expect(kept).toBe(true)
  // Issue 16: CLS of / at most 0.05.
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThanOrEqual(
    0.05,
  )
  await openSidebar(page)
})
