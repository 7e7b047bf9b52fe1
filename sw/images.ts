import type { WorkboxPlugin } from 'workbox-core/types.js'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheFirst } from 'workbox-strategies'
import { hasPrefix } from './paths.ts'

export const IMAGE_CACHE = 'go-images'

/** Enough for the lobby plus a long scroll through the slots list; game art rarely changes. */
const IMAGE_LIMITS = { maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60 } as const
/** A phone's storage is shared with everything else on it: art beyond this goes, oldest first. */
const IMAGE_MAX_BYTES = 40 * 1024 * 1024

/** Game art and provider logos from /cdn on our own origin (SPEC.md section 7). */
export const isImageUrl = (url: URL): boolean =>
  url.origin === self.location.origin && hasPrefix(url.pathname, '/cdn/')

/**
 * Only a successful answer: never an error page, and never an opaque one (its status is unknown and
 * Chrome counts it as several MB of quota).
 */
export const isCacheableImage = (response: Pick<Response, 'status' | 'type'>): boolean =>
  response.status === 200 && response.type !== 'opaque'

const cacheableImages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheableImage(response) ? response : null),
}

/**
 * The keys to drop so the kept images fit in `maxBytes`: Cache Storage lists keys in the order they
 * were stored, so the oldest go first; never the one just stored.
 */
export function imagesOverBudget(
  sizes: readonly { url: string; bytes: number }[],
  maxBytes: number,
  keep?: string,
): string[] {
  let total = sizes.reduce((sum, s) => sum + s.bytes, 0)
  const drop: string[] = []
  for (const s of sizes) {
    if (total <= maxBytes) break
    if (s.url === keep) continue
    drop.push(s.url)
    total -= s.bytes
  }
  return drop
}

let sweeping: Promise<void> | undefined
/** Sums the stored images' sizes after a write and drops the oldest past the byte cap. */
const byteCap: WorkboxPlugin = {
  cacheDidUpdate: async ({ cacheName, request }) => {
    sweeping ??= (async () => {
      const cache = await caches.open(cacheName)
      const sizes: { url: string; bytes: number }[] = []
      for (const key of await cache.keys()) {
        const stored = await cache.match(key)
        const bytes = Number(stored?.headers.get('content-length')) || (await stored?.blob())?.size || 0
        sizes.push({ url: key.url, bytes })
      }
      for (const url of imagesOverBudget(sizes, IMAGE_MAX_BYTES, request.url)) await cache.delete(url)
    })().finally(() => {
      sweeping = undefined
    })
    await sweeping
  },
}

/** A grey tile of the card's shape: what a missing image shows instead of the broken-image icon. */
const SKELETON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">' +
  '<rect width="300" height="400" fill="#2a2d3a"/></svg>'

/**
 * Offline and never stored: the same game's art in another size (`/cdn/games/{game_id}_{size}.webp`),
 * else the skeleton tile. A page never shows a broken image for a game it listed.
 */
const fallbackImage: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const gameId = /^\/cdn\/games\/(.+)_[a-z]+\.[a-z]+$/.exec(new URL(request.url).pathname)?.[1]
    if (gameId) {
      const cache = await caches.open(IMAGE_CACHE)
      const prefix = `${self.location.origin}/cdn/games/${gameId}_`
      const sibling = (await cache.keys()).find((k) => k.url.startsWith(prefix))
      const hit = sibling && (await cache.match(sibling))
      if (hit) return hit
    }
    return new Response(SKELETON_SVG, {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store', 'x-sw-offline': '1' },
    })
  },
}

export const images = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    cacheableImages,
    new ExpirationPlugin({ ...IMAGE_LIMITS, purgeOnQuotaError: true }),
    byteCap,
    fallbackImage,
  ],
})
