import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies'
import { catalogKey, catalogRouteFor, isStale, storableBody } from './catalog-routes.ts'
import { type CatalogEntry, type CatalogStore, isSearchKey } from './db.ts'
import type { CatalogUpdated } from './messages.ts'
import { answerFromCatalogue } from './offline-answers.ts'

export type CatalogCacheOptions = StrategyOptions & {
  store: CatalogStore
  /** Cap on stored answers; the oldest are evicted so IndexedDB does not grow without bound. */
  maxEntries: number
  /** Search answers: a store and cap of their own, so searching never evicts the lobby. */
  search?: { store: CatalogStore; maxEntries: number }
  /** Told when a background refresh stored different data, so open pages can refetch. */
  notify: (message: CatalogUpdated) => void
  now?: () => number
}

/** Only CATALOG_ROUTES URLs are routed here; anything else would count as always stale. */
const NO_TTL = 0

/**
 * Cache-first from IndexedDB with background refresh. Workbox has no IndexedDB strategy, and the
 * catalog lives in IndexedDB rather than Cache Storage so the answers can be read and evicted by age.
 * - stored: answer it now; when older than the route's TTL, refresh it under event.waitUntil.
 * - not stored: ask the network, answer, and store a successful JSON envelope.
 * - neither: throw, and the offlineFallback plugin answers the offline envelope.
 */
export class CatalogCache extends Strategy {
  private readonly lists: { store: CatalogStore; maxEntries: number }
  private readonly search: { store: CatalogStore; maxEntries: number }
  private readonly notify: (message: CatalogUpdated) => void
  private readonly now: () => number

  constructor({ store, maxEntries, search, notify, now, ...options }: CatalogCacheOptions) {
    super({ cacheName: 'catalog (IndexedDB)', ...options })
    this.lists = { store, maxEntries }
    this.search = search ?? this.lists
    this.notify = notify
    this.now = now ?? Date.now
  }

  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const key = catalogKey(request.url)
    // Storage can be unavailable (private mode, quota): the network still answers then.
    const stored = await this.storeFor(key)
      .store.get(key)
      .catch(() => undefined)
    if (stored) {
      const ttl = catalogRouteFor(new URL(request.url))?.ttlSeconds ?? NO_TTL
      // no-cache: the worker's own reconnection refresh (sw/warm-lobby.ts), whatever the age.
      if (isStale(stored.storedAt, this.now(), ttl) || request.cache === 'no-cache') {
        void handler.waitUntil(this.refresh(request, handler, stored))
      }
      return storedResponse(stored)
    }
    let response: Response
    try {
      response = await handler.fetch(request)
    } catch (error) {
      // Offline and never stored: a search, or a game never opened, is answered from the whole
      // catalogue the worker keeps (sw/offline-answers.ts); anything else gets the offline answer.
      const made = await answerFromCatalogue(new URL(request.url), (k) =>
        this.lists.store.get(k).catch(() => undefined),
      )
      if (made) return made
      throw error
    }
    void handler.waitUntil(this.save(key, request.url, response.clone()))
    return response
  }

  private storeFor(key: string) {
    return isSearchKey(key) ? this.search : this.lists
  }

  /** Stores a storable answer and returns its body; a broken stream or full storage stores nothing. */
  private async save(key: string, url: string, response: Response): Promise<string | undefined> {
    try {
      const body = await storableBody(response)
      const { store, maxEntries } = this.storeFor(key)
      if (body !== undefined) await store.put({ key, url, body, storedAt: this.now() }, maxEntries)
      return body
    } catch {
      return undefined
    }
  }

  private async refresh(request: Request, handler: StrategyHandler, stored: CatalogEntry): Promise<void> {
    // A failed refresh keeps the stored copy: offline is exactly when it is needed.
    const response = await handler.fetch(request).catch(() => undefined)
    if (!response) return
    const body = await this.save(stored.key, request.url, response)
    if (body !== undefined && body !== stored.body) {
      this.notify({ type: 'catalog-updated', url: request.url, path: new URL(request.url).pathname })
    }
  }
}

/** A stored answer as the page would have had it, marked so the page can tell (and show its age). */
function storedResponse(entry: CatalogEntry): Response {
  return new Response(entry.body, {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-sw-cache': 'idb',
      'x-sw-stored-at': new Date(entry.storedAt).toISOString(),
    },
  })
}
