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
import { idbCatalogStore } from './db.ts'
import { images, isImageUrl } from './images.ts'
import { postToPages } from './messages.ts'
import { ALL_METHODS, isMoneyUrl, offlineFallback } from './network-only.ts'
import { isApiUrl } from './paths.ts'
import { precacheShell, shellNavigation } from './precache.ts'

declare const self: ServiceWorkerGlobalScope

// Control the first page at once: one online visit must be enough for the lobby to work offline.
self.addEventListener('install', () => void self.skipWaiting())
clientsClaim()
announceActivation()

const networkOnly = new NetworkOnly({ plugins: [offlineFallback] })
const catalog = new CatalogCache({
  store: idbCatalogStore,
  maxEntries: 200,
  notify: postToPages,
  plugins: [offlineFallback],
})

// Shell: the build output, Cache Storage 'workbox-precache-v2', revisioned at install, no expiry.
precacheShell(self.__WB_MANIFEST)
// Money and identity (MONEY_ROUTES), every method: network-only, no cache; offline -> 503 envelope.
for (const method of ALL_METHODS) registerRoute(({ url }) => isMoneyUrl(url), networkOnly, method)
// Catalog JSON (CATALOG_ROUTES): IndexedDB 'catalog', 200 answers, refreshed past a 30 s-10 min TTL.
registerRoute(({ url }) => isCatalogUrl(url), catalog)
// Game art and logos (/cdn/*): Cache Storage 'go-images', cache-first, 600 images, 30 days.
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
