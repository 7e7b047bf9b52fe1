import type { Strategy } from 'workbox-strategies'
import { isCacheUrls, urlsToWarm } from './messages.ts'

declare const self: ServiceWorkerGlobalScope

export type WarmRoute = { match: (url: URL) => boolean; handler: Strategy }

/**
 * The first visit fetches the lobby before this worker controls the page, so those answers never
 * passed through it. The page posts their URLs once it is controlled (sw/README.md); each goes
 * through its route's strategy, which stores it. Replies { type, handled } on the port when done.
 */
export function listenForCacheUrls(routes: readonly WarmRoute[]): void {
  self.addEventListener('message', (event) => {
    if (!isCacheUrls(event.data)) return
    const jobs = urlsToWarm(event.data.payload.urlsToCache, self.location.origin, (url) =>
      routes.some((r) => r.match(url)),
    ).map((url) => {
      const route = routes.find((r) => r.match(url))
      return route && Promise.all(route.handler.handleAll({ request: new Request(url), event }))
    })
    const done = Promise.allSettled(jobs).then((results) => {
      const handled = results.filter((r) => r.status === 'fulfilled').length
      event.ports[0]?.postMessage({ type: 'CACHE_URLS', handled })
    })
    event.waitUntil(done)
  })
}
