import { IMAGE_CACHE } from './images.ts'
import { HOME_PAGE_CACHE } from './precache.ts'

declare const self: ServiceWorkerGlobalScope

/** Cache Storage names this worker uses; Workbox's precache names its own (and cleans old formats). */
const KEEP = [IMAGE_CACHE, HOME_PAGE_CACHE]
const isPrecache = (name: string) => name.startsWith('workbox-precache-')

const cachesToDelete = (names: readonly string[]): string[] =>
  names.filter((n) => !KEEP.includes(n) && !isPrecache(n))

/** An earlier worker's caches (renamed image caches, runtime caches it had) go at activation. */
export function cleanOldCaches(): void {
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(cachesToDelete(names).map((n) => caches.delete(n))))
        .catch(() => undefined),
    )
  })
}
