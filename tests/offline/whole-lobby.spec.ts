import type { Game, Provider } from '../../contract/games.ts'
import { createPlayer } from '../e2e/support/new-player.ts'
import { expect, type Page, test } from '../e2e/support/test.ts'
import { gameLinks, requestLog, waitUntilLobbyKept, waitUntilOfflineReady } from './worker.ts'

// What the player reads when a call cannot reach the server (the Danish text, not the code's constant).
const OFFLINE_MESSAGE = 'Du er offline. Tjek din internetforbindelse og prøv igen.'

/**
 * Issue 16's acceptance: one online visit of / only, then the network cut. Every lobby route, a
 * provider page, a category page, a text page and a game info popup come from what the worker kept
 * by itself; a search never made online finds its game; money says it cannot run.
 */

/** The server's own lists, read past the worker (page.request does not go through it). */
async function fromServer<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { data: T }).data
}

async function visitHomeOnly(page: Page) {
  await page.goto('/')
  await expect(gameLinks(page).first()).toBeVisible()
  await waitUntilOfflineReady(page)
  await waitUntilLobbyKept(page, 'desktop')
}

const LIST_ROUTES = [
  ['/alle-spil/slots', 'Alle spil'],
  ['/alle-spil/new', 'Nyheder'],
  ['/alle-spil/popular', 'Populære'],
  ['/alle-spil/bonus', 'Køb Bonusspil'],
  ['/alle-spil/jackpots', 'Jackpot'],
  ['/alle-spil/exclusive-spil', 'Eksklusive spil'],
] as const

test.describe('after one visit of / and the network cut', () => {
  test('every lobby list, a provider page, a category page, a text page and a game popup open', async ({
    page,
    context,
  }) => {
    const providers = await fromServer<Provider[]>(page, '/games-api/providers')
    const provider = providers.find((p) => !p.hidden && !p.isLive && p.games.count > 0)
    if (!provider) throw new Error('the seed has a provider with games')
    const all = await fromServer<{ games: Game[] }>(page, '/games-api/games?platform=desktop')
    const game = all.games.find((g) => g.category === 'slots' && g.platform !== 'mobile')
    if (!game) throw new Error('the seed has a desktop slot')
    await visitHomeOnly(page)

    await context.setOffline(true)
    await page.goto('/alle-spil/slots')
    await expect(page.getByRole('status').getByText('Du er offline')).toBeVisible()

    for (const [path, heading] of LIST_ROUTES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: heading, level: 1 }), path).toBeVisible()
      await expect(gameLinks(page).first(), path).toBeVisible()
    }
    await page.goto('/live-casino/all')
    await expect(gameLinks(page).first(), 'live casino').toBeVisible()

    await page.goto(`/alle-spil/spiludviklere/${provider.name}`)
    await expect(page.getByRole('heading', { name: provider.title, level: 1 })).toBeVisible()
    await expect(page.getByText(new RegExp(`^${provider.games.count} spil`))).toBeVisible()
    await expect(gameLinks(page).first()).toBeVisible()

    await page.goto('/alle-spil/kategorier/sort?key=theme&value=vikinger')
    await expect(page.getByRole('heading', { name: 'Vikinger', level: 1 })).toBeVisible()
    await expect(gameLinks(page).first()).toBeVisible()

    await page.goto(`/spil/info/${game.game_id}`)
    const popup = page.getByRole('dialog', { name: game.name })
    await expect(popup).toBeVisible()
    // Its art, in sizes the lobby never loaded: the game's stored art or a skeleton, never a broken image.
    const images = popup.locator('img')
    await expect(images.first()).toBeVisible()
    await expect
      .poll(() => images.evaluateAll((all) => all.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true)

    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Vilkår og betingelser' })
      .click()
    await expect(
      page.getByRole('dialog', { name: 'Vilkår og betingelser' }).getByText('1. Generelt'),
    ).toBeVisible()
  })

  test('a search never made online finds its game, with a Danish letter spelt out and a typo', async ({
    page,
    context,
  }) => {
    const all = await fromServer<{ games: Game[] }>(page, '/games-api/games')
    const danish = all.games.find((g) => /[æøå]/i.test(g.name) && g.name.length >= 6)
    if (!danish) throw new Error('the seed has a game with æ, ø or å in its name')
    // 'Bjørn Rush' typed as 'bjoern rush'; the server answers the same (tests/unit/sw-search-parity).
    const typed = danish.name.toLowerCase().replace(/æ/g, 'ae').replace(/ø/g, 'oe').replace(/å/g, 'aa')
    await visitHomeOnly(page)

    await context.setOffline(true)
    await page.getByRole('banner').getByRole('button', { name: 'Søg' }).click()
    const dialog = page.getByRole('dialog', { name: 'Søg' })
    await dialog.getByPlaceholder('Søg efter spil').fill(typed)
    await expect(dialog.locator('a[href^="/spil/"]').filter({ hasText: danish.name }).first()).toBeVisible()
    await expect(dialog.getByText(/^\d+ spil fundet$/)).toBeVisible()
  })

  test('a deposit says it cannot run offline; no player call was answered from a cache', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await createPlayer(page.request)
    await page.reload()
    await expect(page.getByRole('banner').getByText('Saldo')).toBeVisible()
    await waitUntilOfflineReady(page)
    await waitUntilLobbyKept(page, 'desktop')

    await context.setOffline(true)
    await expect(page.getByRole('status').getByText('Du er offline')).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: 'Indbetal' }).click()
    await expect(page.getByText(OFFLINE_MESSAGE).first()).toBeVisible()

    const log = await requestLog(page)
    const punter = log.filter((line) => new URL(line.url).pathname.startsWith('/rest/punter/'))
    expect(punter.length, 'the worker logged the player calls').toBeGreaterThan(0)
    expect(punter.filter((line) => line.from === 'offline').length).toBeGreaterThan(0)
    expect(punter.filter((line) => line.from !== 'network' && line.from !== 'offline')).toEqual([])
  })

  test('reconnecting refreshes the data by itself', async ({ page, context }) => {
    await visitHomeOnly(page)
    await context.setOffline(true)
    await page.goto('/alle-spil/new')
    await expect(page.getByRole('status').getByText('Du er offline')).toBeVisible()
    const before = Date.now()

    await context.setOffline(false)
    await expect(page.getByRole('status').getByText('Du er offline')).toBeHidden()
    // The worker asked the server again for the lobby, past the stored copies' TTL.
    await expect
      .poll(
        async () =>
          (await requestLog(page))
            .filter((l) => l.at >= before && l.from === 'network')
            .map((l) => new URL(l.url).pathname),
        { timeout: 20_000 },
      )
      .toEqual(expect.arrayContaining(['/games-api/games/new', '/games-api/providers', '/cms/api.php']))
    await expect(gameLinks(page).first()).toBeVisible()
  })
})
