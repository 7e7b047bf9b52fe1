import { expect, type Locator, type Page } from '@playwright/test'
import { catalogKey, isCatalogUrl } from '../../sw/catalog-routes.ts'
import { CATALOG_STORE, DB_NAME, REQUEST_STORE, type RequestLogEntry } from '../../sw/db.ts'
import { lobbyUrls, type Platform } from '../../sw/lobby.ts'

/**
 * Game cards as the lobby and the lists render them: links to the game (/spil/info/{id} or
 * /spil/{id}/{mode}, SPEC.md section 2) named by the game.
 */
export const gameLinks = (page: Page): Locator => page.locator('main a[href^="/spil/"]')

/** The names of the first `n` visible game cards. */
export async function visibleGameNames(page: Page, n: number): Promise<string[]> {
  const links = gameLinks(page)
  await expect(links.first()).toBeVisible()
  const names = (
    await links.evaluateAll((as) =>
      as.map((a) => a.textContent?.trim() || a.getAttribute('aria-label') || ''),
    )
  ).filter((name) => name.length > 0)
  return names.slice(0, n)
}

/** The keys the worker has stored in IndexedDB; never creates the database (that would skip its upgrade). */
function storedKeys(page: Page): Promise<string[]> {
  return readStore<string>(page, CATALOG_STORE, 'keys')
}

/** The worker's request log (sw/request-log.ts): how it answered each API call, oldest first. */
export const requestLog = (page: Page): Promise<RequestLogEntry[]> =>
  readStore<RequestLogEntry>(page, REQUEST_STORE, 'values')

function readStore<T>(page: Page, store: string, what: 'keys' | 'values'): Promise<T[]> {
  return page.evaluate(
    async ({ name, store, what }) => {
      if (!(await indexedDB.databases()).some((db) => db.name === name)) return []
      return new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(store)) return resolve([])
          const objects = db.transaction(store).objectStore(store)
          const all = what === 'keys' ? objects.getAllKeys() : objects.getAll()
          all.onerror = () => reject(all.error)
          all.onsuccess = () => {
            db.close()
            resolve(what === 'keys' ? all.result.map(String) : all.result)
          }
        }
      })
    },
    { name: DB_NAME, store, what },
  ) as Promise<T[]>
}

/**
 * The worker keeps the whole lobby by itself after the first visit (sw/lobby.ts): every list, the
 * whole catalogue, providers, categories, texts, campaigns, highlights, SEO data and landing pages,
 * whether the page loaded them or not. Landing pages that do not exist on this server are not kept.
 */
export async function waitUntilLobbyKept(page: Page, platform: Platform): Promise<void> {
  const origin = new URL(page.url()).origin
  const wanted = lobbyUrls(platform, new URL(page.url()).hostname)
    .filter((path) => !path.includes('url=lp'))
    .map((path) => catalogKey(`${origin}${path}`))
  await expect
    .poll(() => storedKeys(page), { message: 'the worker keeps every lobby URL', timeout: 30_000 })
    .toEqual(expect.arrayContaining(wanted))
}

/**
 * What a player cannot see but the offline promise depends on: the worker controls the page and has
 * stored every catalog answer and image the page loaded (on a first visit, after the page's
 * CACHE_URLS message, sw/README.md). Waiting for that replaces a sleep before the network is cut.
 */
export async function waitUntilOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
  const wanted = [
    ...new Set(loaded.filter((url) => isCatalogUrl(new URL(url))).map((url) => catalogKey(url))),
  ]
  expect(wanted.length, 'the page loaded game data').toBeGreaterThan(0)
  const hint = '(does src/main.tsx post CACHE_URLS? see sw/README.md)'
  await expect
    .poll(() => storedKeys(page), { message: `the worker stores the game data the page loaded ${hint}` })
    .toEqual(expect.arrayContaining(wanted))
  // The image route of sw/images.ts (not importable here: Workbox needs the worker's globals).
  const images = loaded.filter((url) => new URL(url).pathname.startsWith('/cdn/'))
  await expect
    .poll(() => allInCacheStorage(page, images), {
      message: `the worker keeps the images the page loaded ${hint}`,
    })
    .toBe(true)
}

/** Whether the worker's Cache Storage holds these URLs (not merely the browser's HTTP cache). */
export const allInCacheStorage = (page: Page, urls: string[]): Promise<boolean> =>
  page.evaluate(async (all) => (await Promise.all(all.map((url) => caches.match(url)))).every(Boolean), urls)
