import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, Route } from 'workbox-routing'
import { API_PREFIXES, prefixPattern } from './paths.ts'

const SHELL_URL = '/index.html'

/**
 * Navigations the shell must never answer (matched against pathname + search): every API and
 * sandbox (/cms/ is an API too, /dibs and /mitid/ are the parties' own pages), and direct file paths.
 */
const NAVIGATION_DENYLIST: readonly RegExp[] = [
  ...API_PREFIXES.map(prefixPattern),
  /\.(?:js|mjs|css|map|json|webmanifest|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|pdf)(?:\?|$)/i,
]

export const isShellNavigation = (pathAndSearch: string): boolean =>
  !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch))

/** Precache the build output (revisioned by vite-plugin-pwa) and drop caches of older Workbox formats. */
export function precacheShell(manifest: Parameters<typeof precacheAndRoute>[0]): void {
  precacheAndRoute(manifest)
  cleanupOutdatedCaches()
}

/** Client routes (/alle-spil/slots, /konto/…) get the precached shell, online or not. */
export const shellNavigation = (): NavigationRoute =>
  new NavigationRoute(createHandlerBoundToURL(SHELL_URL), { denylist: [...NAVIGATION_DENYLIST] })

/** Cache Storage of the last page the server rendered for `/` (kept by sw/cleanup.ts). */
export const HOME_PAGE_CACHE = 'go-home-page'

/**
 * A navigation to `/`: the server's page, rendered by React with the lobby's first screen and its
 * answers (server/web/first-screen.ts), and a copy kept; with no network the copy answers, so a
 * repeat visit offline still paints its tiles before the JS runs (the app then renders from the
 * stored catalogue), and without a copy the plain shell does. Registered before the precache route,
 * whose directory index would otherwise answer `/` with the plain shell.
 */
export function homeNavigation(): Route {
  // Bound at the first navigation: the precache list is registered after this route.
  let shell: ReturnType<typeof createHandlerBoundToURL> | undefined
  return new Route(
    ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
    async (options) => {
      shell ??= createHandlerBoundToURL(SHELL_URL)
      const cache = await caches.open(HOME_PAGE_CACHE)
      try {
        const page = await fetch(options.request)
        if (page.ok && (page.headers.get('content-type') ?? '').startsWith('text/html'))
          await cache.put('/', page.clone())
        return page
      } catch {
        return (await cache.match('/')) ?? shell(options)
      }
    },
  )
}

/**
 * The first copy of `/`, made when the worker installs: the visit that installed it loaded `/` before
 * the worker controlled the page, and one visit is enough to work offline (sw/README.md).
 */
export function keepHomePage(): Promise<void> {
  return caches
    .open(HOME_PAGE_CACHE)
    .then((cache) => cache.add(new Request('/', { credentials: 'omit' })))
    .catch(() => undefined)
}
