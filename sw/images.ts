import type { WorkboxPlugin } from 'workbox-core/types.js'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheFirst } from 'workbox-strategies'
import { hasPrefix } from './paths.ts'

export const IMAGE_CACHE = 'go-images'

/** Enough for the lobby plus a long scroll through the slots list; game art rarely changes. */
export const IMAGE_LIMITS = { maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60 } as const

/** Game art and provider logos come from /cdn (SPEC.md section 7), same origin or a CDN host. */
export const isImageUrl = (url: URL): boolean => hasPrefix(url.pathname, '/cdn/')

/**
 * 200, or 0 for an opaque answer from a CDN host without CORS; never an error page. Chrome counts an
 * opaque answer as several MB of quota, hence purgeOnQuotaError below.
 */
export const isCacheableImage = (response: Pick<Response, 'status'>): boolean =>
  response.status === 0 || response.status === 200

const cacheableImages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheableImage(response) ? response : null),
}

export const images = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [cacheableImages, new ExpirationPlugin({ ...IMAGE_LIMITS, purgeOnQuotaError: true })],
})
