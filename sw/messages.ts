/**
 * The messages between the worker and its pages (sw/README.md). Pure: a page may `import type`
 * from here; nothing in this file needs the worker's globals until postToPages is called.
 */

/** One BroadcastChannel reaches every open page of the origin, controlled or not yet. */
const SW_CHANNEL = 'go-casino-sw'

/** A background refresh stored catalog JSON that differs from what the page was answered. */
export type CatalogUpdated = { type: 'catalog-updated'; url: string; path: string }

/** The worker activated; firstInstall is false when it replaced an earlier version. */
type WorkerActivated = { type: 'sw-activated'; firstInstall: boolean }

export type WorkerMessage = CatalogUpdated | WorkerActivated

/**
 * Page -> worker: fetch and keep every catalog URL the lobby reads (sw/lobby.ts) for this platform,
 * refreshing what is past its TTL (everything with `force`, after a reconnection). Sent once the page
 * is controlled, on reconnection and periodically.
 */
export type WarmLobby = { type: 'WARM_LOBBY'; platform: 'desktop' | 'mobile'; force?: boolean }

/** Page -> waiting worker: the player chose 'Genindlæs'; take over now (workbox-window's format). */
export type SkipWaiting = { type: 'SKIP_WAITING' }

export const isWarmLobby = (data: unknown): data is WarmLobby =>
  typeof data === 'object' &&
  data !== null &&
  (data as WarmLobby).type === 'WARM_LOBBY' &&
  ((data as WarmLobby).platform === 'desktop' || (data as WarmLobby).platform === 'mobile')

export const isSkipWaiting = (data: unknown): data is SkipWaiting =>
  typeof data === 'object' && data !== null && (data as SkipWaiting).type === 'SKIP_WAITING'

/**
 * Page -> worker, posted to registration.active: keep the catalog JSON and images that the page
 * fetched before the worker controlled it. The shape of workbox-window's messageSW CACHE_URLS;
 * the worker answers on event.ports[0] with { type: 'CACHE_URLS', handled } when done.
 */
export type CacheUrls = { type: 'CACHE_URLS'; payload: { urlsToCache: string[] } }

export function isCacheUrls(data: unknown): data is CacheUrls {
  if (typeof data !== 'object' || data === null) return false
  const { type, payload } = data as { type?: unknown; payload?: { urlsToCache?: unknown } }
  return (
    type === 'CACHE_URLS' &&
    Array.isArray(payload?.urlsToCache) &&
    payload.urlsToCache.every((u) => typeof u === 'string')
  )
}

/** A page loads a few dozen API answers and images; more than this is not a lobby's worth. */
export const MAX_URLS_PER_MESSAGE = 300

/**
 * The URLs of a CACHE_URLS message this worker will fetch and store: same origin, matched by one of
 * the caching routes (so never a money route), each once, at most MAX_URLS_PER_MESSAGE.
 */
export function urlsToWarm(urls: readonly string[], origin: string, isCaching: (url: URL) => boolean): URL[] {
  const seen = new Set<string>()
  const picked: URL[] = []
  for (const raw of urls) {
    let url: URL
    try {
      url = new URL(raw, origin)
    } catch {
      continue
    }
    if (url.origin !== origin || seen.has(url.href) || !isCaching(url)) continue
    seen.add(url.href)
    picked.push(url)
    if (picked.length === MAX_URLS_PER_MESSAGE) break
  }
  return picked
}

let channel: BroadcastChannel | undefined

export function postToPages(message: WorkerMessage): void {
  channel ??= new BroadcastChannel(SW_CHANNEL)
  channel.postMessage(message)
}
