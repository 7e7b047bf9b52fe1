import { expect, test } from '../e2e/support/test.ts'
import { waitUntilOfflineReady } from './worker.ts'

// What the player reads when a call cannot reach the server (the Danish text, not the code's constant).
const OFFLINE_MESSAGE = 'Du er offline. Tjek din internetforbindelse og prøv igen.'

test.describe('content a visitor saw once, with the network cut', () => {
  test('reloads /aktuelt and still sees the campaigns, and the text pages from the sidebar', async ({
    page,
    context,
  }) => {
    await page.goto('/aktuelt')
    await expect(page.getByRole('heading', { name: 'Vikingetogt: 50 gratis spins' })).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Om GO Casino' }),
    ).toBeVisible()
    await waitUntilOfflineReady(page)

    await context.setOffline(true)
    await page.reload()

    await expect(page.getByRole('heading', { name: 'Vikingetogt: 50 gratis spins' })).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    const sidebar = page.getByRole('dialog', { name: 'Menu' })
    await sidebar.getByRole('button', { name: 'Vilkår og betingelser' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Vilkår og betingelser' }).getByText('1. Generelt'),
    ).toBeVisible()
  })

  test("never answers one player's data or the support chat from a cache", async ({ page, context }) => {
    await page.goto('/')
    await waitUntilOfflineReady(page)
    const call = (url: string) =>
      page.evaluate(async (u) => {
        const response = await fetch(u, { credentials: 'include' })
        return { status: response.status, body: (await response.json()) as unknown }
      }, url)
    const urls = [
      '/cms/support/chat',
      '/games-api/offers',
      '/cms/get-hash?hash=abc',
      '/games-api/clients/1/games',
    ]
    for (const url of urls) expect((await call(url)).status, url).not.toBe(503)
    await context.setOffline(true)
    for (const url of urls)
      expect(await call(url), url).toEqual({
        status: 503,
        body: { success: false, errorMessage: OFFLINE_MESSAGE },
      })
  })
})
