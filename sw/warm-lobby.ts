import type { Strategy } from 'workbox-strategies'
import { readMeta, writeMeta } from './db.ts'
import { isPlatform, lobbyUrls, PLATFORM_KEY, type Platform } from './lobby.ts'
import { isWarmLobby } from './messages.ts'

declare const self: ServiceWorkerGlobalScope

/**
 * Every lobby URL through the catalog strategy: a missing one is fetched and stored, one past its TTL
 * refreshed (and announced by catalog-updated if it changed), a fresh one left alone. Failures are
 * dropped: offline, the stored copies are what is wanted.
 */
function warm(
  catalog: Strategy,
  platform: Platform,
  event: ExtendableEvent,
  force = false,
): Promise<unknown> {
  const jobs = lobbyUrls(platform, self.location.hostname).map((path) => {
    const request = new Request(path, force ? { cache: 'no-cache' } : {})
    const [answer, done] = catalog.handleAll({ request, event })
    return Promise.allSettled([answer.then((r) => r.body?.cancel()), done])
  })
  return Promise.allSettled(jobs)
}

/**
 * The worker keeps the whole lobby itself (sw/lobby.ts): on the page's WARM_LOBBY (first control,
 * reconnection with `force` to refresh everything, every few minutes) and on its own activation, for the platform a page last named.
 * Replies { type: 'WARM_LOBBY', done: true } on event.ports[0] when everything was tried.
 */
export function listenForWarmLobby(catalog: Strategy): void {
  self.addEventListener('message', (event) => {
    if (!isWarmLobby(event.data)) return
    const { platform, force } = event.data
    const done = Promise.allSettled([
      writeMeta(PLATFORM_KEY, platform),
      warm(catalog, platform, event, force === true),
    ]).then(() => event.ports[0]?.postMessage({ type: 'WARM_LOBBY', done: true }))
    event.waitUntil(done)
  })
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      readMeta(PLATFORM_KEY)
        .then((platform) => (isPlatform(platform) ? warm(catalog, platform, event) : undefined))
        .catch(() => undefined),
    )
  })
}
