/**
 * The service worker, built to /sw.js (vite-plugin-pwa injectManifest). It reads as its list of
 * routes; Workbox tries them in this order and the first match answers. See sw/README.md.
 */
import { clientsClaim } from 'workbox-core'
import { registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { announceActivation } from './analytics.ts'
import { listenForCacheUrls } from './cache-urls.ts'
import { CatalogCache } from './catalog-cache.ts'
import { isCatalogUrl } from './catalog-routes.ts'
import { cleanOldCaches } from './cleanup.ts'
import { idbCatalogStore, idbSearchStore } from './db.ts'
import { images, isImageUrl } from './images.ts'
import { isSkipWaiting, postToPages } from './messages.ts'
import { ALL_METHODS, isMoneyUrl, offlineFallback } from './network-only.ts'
import { isApiUrl } from './paths.ts'
import { homeNavigation, keepHomePage, precacheShell, shellNavigation } from './precache.ts'
import { requestLog } from './request-log.ts'
import { listenForWarmLobby } from './warm-lobby.ts'

declare const self: ServiceWorkerGlobalScope

// A new version waits until the player chooses 'Genindlæs' (src/app/UpdatePrompt.tsx): never a silent
// takeover under a page, least of all one in a game round. The first install has nothing to wait for.
self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting()
})
// The first page is controlled at once: one online visit must be enough for the lobby to work offline.
clientsClaim()
announceActivation()
cleanOldCaches()

const networkOnly = new NetworkOnly({ plugins: [offlineFallback, requestLog] })
const catalog = new CatalogCache({
  // Lists: the lobby (sw/lobby.ts, about 25 URLs a platform) plus game details and campaigns opened.
  store: idbCatalogStore,
  maxEntries: 300,
  // Searches (the modal, provider and category pages): their own cap, so they never evict the lobby.
  search: { store: idbSearchStore, maxEntries: 150 },
  notify: postToPages,
  plugins: [offlineFallback, requestLog],
})

// `/`: the server's rendered page, its last copy first (Cache Storage 'go-home-page') and renewed behind
// it; without a copy the network, offline the precached shell; before the precache route's `/`.
registerRoute(homeNavigation())
self.addEventListener('install', (event) => event.waitUntil(keepHomePage()))
// Shell: the build output, Cache Storage 'workbox-precache-v2', revisioned at install, no expiry.
precacheShell(self.__WB_MANIFEST)
// Money and identity (MONEY_ROUTES), every method: network-only, no cache; offline -> 503 envelope.
for (const method of ALL_METHODS) registerRoute(({ url }) => isMoneyUrl(url), networkOnly, method)
// Catalog JSON (CATALOG_ROUTES): IndexedDB 'catalog' and 'search', refreshed past a 30 s-10 min TTL;
// offline, a search or game never stored is answered from the stored whole catalogue.
registerRoute(({ url }) => isCatalogUrl(url), catalog)
// Game art and logos (same-origin /cdn/*): Cache Storage 'go-images', cache-first, 600 images, 40 MB,
// 30 days; offline and missing: the game's art in another size, else a skeleton tile.
registerRoute(({ url }) => isImageUrl(url), images)
// Client routes (/, /alle-spil/slots …): the precached /index.html; NAVIGATION_DENYLIST keeps APIs out.
registerRoute(shellNavigation())
// Any other API call (player data, POSTs): network-only, no cache; offline -> 503 envelope.
for (const method of ALL_METHODS) registerRoute(({ url }) => isApiUrl(url), networkOnly, method)

// What the first visit loaded before this worker controlled it: stored on the page's request.
listenForCacheUrls([
  { match: isCatalogUrl, handler: catalog },
  { match: isImageUrl, handler: images },
])
// The whole lobby, fetched by the worker itself for the platform the page names.
listenForWarmLobby(catalog)
