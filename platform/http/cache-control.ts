const YEAR = 'public, max-age=31536000, immutable'
export const NO_STORE = 'no-store'
const DAY = 'public, max-age=86400'

/**
 * Cache policy of a built front end (the casino's PWA, the studio's game client): hashed assets
 * forever, the shell and the worker never, anything else a day.
 */
export function cacheControlFor(path: string): string {
  if (/\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path)) return YEAR
  if (path.endsWith('/index.html') || path.endsWith('/sw.js') || path.endsWith('.webmanifest'))
    return NO_STORE
  return DAY
}
