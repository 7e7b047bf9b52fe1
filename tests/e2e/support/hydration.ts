import type { APIRequestContext } from '@playwright/test'
import { expect, type Page } from './test.ts'

type Platform = 'desktop' | 'mobile'
type Envelope<T> = { success: boolean; data: T }
type ListedGame = { game_id: string }

const api = async <T>(request: APIRequestContext, url: string): Promise<T> => {
  const res = await request.get(url)
  expect(res.ok(), url).toBe(true)
  return ((await res.json()) as Envelope<T>).data
}

/** Every game of a smart-search, read 100 at a time as the pages read them. */
async function searched(request: APIRequestContext, filter: string, platform: Platform) {
  const games: ListedGame[] = []
  for (let page = 1; page <= 20; page++) {
    const q = `${filter}&platform=${platform}&page%5Bsize%5D=100&page%5Bnumber%5D=${page}`
    const r = await api<{ games: ListedGame[]; count: number }>(
      request,
      `/games-api/v2/games/smart-search?${q}`,
    )
    games.push(...r.games)
    if (games.length >= r.count || r.games.length === 0) break
  }
  return games
}

/**
 * A lobby route a player lands on, which the server renders with React (server/web/first-screen.ts):
 * where it is (some found from the catalogue, as a player would follow a link) and, for a page of game
 * tiles, every game it may show, read from the API.
 */
export type ServerRendered = {
  name: string
  at: (request: APIRequestContext) => Promise<string>
  games?: (request: APIRequestContext, platform: Platform) => Promise<ListedGame[]>
}

const fixed = (path: string) => async () => path

/** A provider with listed games, as the providers page links it. */
async function providerName(request: APIRequestContext): Promise<string> {
  const list = await api<{ name: string; hidden?: boolean; isLive?: boolean; games: { count: number } }[]>(
    request,
    '/games-api/providers',
  )
  const p = list.find((x) => !x.hidden && !x.isLive && x.games.count > 0)
  if (!p) throw new Error('the seed has a provider with games')
  return p.name
}

/** A feature with games, as the categories page links it. */
async function featureName(request: APIRequestContext): Promise<string> {
  const c = await api<{ features: { name: string; games_count: number }[] }>(
    request,
    '/games-api/v2/categories?platform=desktop',
  )
  const f = c.features.find((x) => x.games_count > 0)
  if (!f) throw new Error('the seed has a feature with games')
  return f.name
}

/** The lobby routes the server renders with React (contract/first-screen.ts, pageAnswers). */
export const SERVER_RENDERED: ServerRendered[] = [
  { name: '/', at: fixed('/') },
  { name: '/velkommen', at: fixed('/velkommen') },
  { name: '/aktuelt', at: fixed('/aktuelt') },
  { name: '/404', at: fixed('/404') },
  {
    name: '/alle-spil/slots',
    at: fixed('/alle-spil/slots'),
    games: async (r, p) =>
      (await api<{ games: ListedGame[] }>(r, `/games-api/games/slots?platform=${p}`)).games,
  },
  {
    name: '/alle-spil/exclusive-spil',
    at: fixed('/alle-spil/exclusive-spil'),
    games: async (r, p) =>
      (await api<{ games: ListedGame[] }>(r, `/games-api/games/exclusive?platform=${p}`)).games,
  },
  {
    name: 'a provider page',
    at: async (r) => `/alle-spil/spiludviklere/${await providerName(r)}`,
    games: async (r, p) => searched(r, `filter%5Bsubprovider%5D=${await providerName(r)}`, p),
  },
  {
    name: 'a category page',
    at: async (r) => `/alle-spil/kategorier/sort?key=features&value=${await featureName(r)}`,
    games: async (r, p) => searched(r, `filter%5Bfeatures%5D=${await featureName(r)}`, p),
  },
  {
    name: '/live-casino/roulette',
    at: fixed('/live-casino/roulette'),
    games: async (r, p) =>
      (await api<{ games: ListedGame[] }>(r, `/games-api/categories/liveint/games?platform=${p}`)).games,
  },
  { name: '/alle-spil/spiludviklere', at: fixed('/alle-spil/spiludviklere') },
  { name: '/alle-spil/kategorier', at: fixed('/alle-spil/kategorier') },
]

const TILE = /<a class="card__link" href="\/spil\/([^/"]+)\/fun"/g

/**
 * Opens a server-rendered route and checks the browser's render agreed with the server's: the page came
 * with the route's content and answers, React reported no mismatch, and every element the server sent
 * is still the one in the page after hydration (a mismatch makes React render that part again, with
 * new elements). Hydration is over when the parts rendered after it (the footer) have come. A page of
 * games came with its tiles in the HTML, each a game of that page's list, and shows the same after.
 */
export async function expectHydratedAsSent(
  page: Page,
  route: ServerRendered,
  platform: Platform,
  // A choice stored in the browser (grid, sort) re-renders the list right after hydration: its tiles
  // then move and change on purpose, and only React's own report tells a mismatch.
  { storedChoice = false } = {},
) {
  const path = await route.at(page.request)
  const reports: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') reports.push(m.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const sent = [...document.querySelectorAll('#root main *, #root header *')]
      ;(window as unknown as { sent: Element[] }).sent = sent
    })
  })
  const res = await page.goto(path)
  expect(res?.url(), 'the page is not sent elsewhere').toMatch(new RegExp(`${path.replace(/[?]/g, '\\?')}$`))
  const html = (await res?.text()) ?? ''
  expect(html).toContain('<script type="application/json" id="first-screen">')
  const sentTiles = [...(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '').matchAll(TILE)].map((m) => m[1])
  if (route.games) {
    const listed = new Set((await route.games(page.request, platform)).map((g) => g.game_id))
    expect(sentTiles.length, 'the HTML the server sends holds the game tiles').toBeGreaterThanOrEqual(
      Math.min(10, listed.size),
    )
    for (const id of sentTiles) expect(listed.has(id ?? ''), `${id} is a game of ${path}`).toBe(true)
  }
  await expect(page.locator('footer')).toBeAttached()
  await page.waitForLoadState('networkidle')
  const { sent, replaced } = await page.evaluate(() => {
    const all = (window as unknown as { sent: Element[] }).sent
    return {
      sent: all.length,
      replaced: all.filter((e) => !e.isConnected).map((e) => e.outerHTML.slice(0, 120)),
    }
  })
  expect(sent, 'the server sent the route rendered').toBeGreaterThan(20)
  if (!storedChoice) expect(replaced).toEqual([])
  expect(reports.filter((r) => /hydrat|error #4\d\d/i.test(r))).toEqual([])
  if (sentTiles.length > 0 && !storedChoice) {
    const shown = await page
      .locator('main a.card__link')
      .evaluateAll((as) => as.slice(0, 10).map((a) => a.getAttribute('href')))
    expect(shown).toEqual(sentTiles.slice(0, 10).map((id) => `/spil/${id}/fun`))
    await expect(page.locator('main a.card__link').first()).toBeVisible()
  }
}
