import { expect, test } from '../e2e/support/test.ts'
import { allInCacheStorage, gameLinks, visibleGameNames, waitUntilOfflineReady } from './worker.ts'

// What the player reads when a call cannot reach the server (the Danish text, not the code's constant).
const OFFLINE_MESSAGE = 'Du er offline. Tjek din internetforbindelse og prøv igen.'

test.describe('a visitor who loaded the lobby once, with the network cut', () => {
  test('reloads the home lobby and still sees its games', async ({ page, context }) => {
    await page.goto('/')
    const games = await visibleGameNames(page, 5)
    expect(games.length).toBeGreaterThan(0)
    await waitUntilOfflineReady(page)

    await context.setOffline(true)
    await page.reload()

    for (const name of games) await expect(gameLinks(page).filter({ hasText: name }).first()).toBeVisible()
  })

  test('reloads the slots list and still sees its games and their count', async ({ page, context }) => {
    await page.goto('/')
    await waitUntilOfflineReady(page)
    await page.goto('/alle-spil/slots')
    await expect(page.getByRole('heading', { name: 'Alle spil' })).toBeVisible()
    // The banner with the game count (SPEC.md section 2), e.g. '520 spil'.
    const count = () => page.getByText(/\d+\s+spil\b/i).first()
    await expect(count()).toBeVisible()
    const countText = (await count().textContent())?.trim() ?? ''
    const games = await visibleGameNames(page, 10)
    await waitUntilOfflineReady(page)

    await context.setOffline(true)
    await page.reload()

    await expect(page.getByRole('heading', { name: 'Alle spil' })).toBeVisible()
    await expect(count()).toHaveText(countText)
    for (const name of games) await expect(gameLinks(page).filter({ hasText: name }).first()).toBeVisible()
  })

  test('sees the game images it saw online', async ({ page, context }) => {
    await page.goto('/')
    const image = gameLinks(page).first().locator('img').first()
    await expect(image).toBeVisible()
    await waitUntilOfflineReady(page)

    await context.setOffline(true)
    await page.reload()

    const offlineImage = gameLinks(page).first().locator('img').first()
    await expect(offlineImage).toBeVisible()
    await expect
      .poll(() => offlineImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const src = await offlineImage.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(await allInCacheStorage(page, [src]), `${src} is kept by the worker`).toBe(true)
  })

  test('gets the offline message from a money route, never a stored answer', async ({ page, context }) => {
    await page.goto('/')
    await waitUntilOfflineReady(page)
    const isLoggedIn = () =>
      page.evaluate(async () => {
        const response = await fetch('/rest/punter/isLoggedIn', { credentials: 'include' })
        return { status: response.status, body: (await response.json()) as unknown }
      })
    const online = await isLoggedIn()
    expect(online.status).not.toBe(503)

    await context.setOffline(true)

    expect(await isLoggedIn()).toEqual({
      status: 503,
      body: { success: false, errorMessage: OFFLINE_MESSAGE },
    })
  })
})
