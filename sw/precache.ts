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
 * answers (server/web/first-screen.ts), answered from the copy kept of it when there is one, and the
 * copy renewed from the network behind it (stale-while-revalidate, as the catalogue's lists are: on a
 * weak connection a repeat visit paints its tiles from the phone, issue 28's 0.6 s). The page carries
 * only public answers, so one copy fits every player; what changed since reaches the open page as the
 * lists do (the page's WARM_LOBBY, then `catalog-updated`). Without a copy the network answers (the copy
 * is stored as it streams) and, offline, the plain shell. Registered before the precache route, whose
 * directory index would otherwise answer `/` with the plain shell.
 */
export function homeNavigation(): Route {
  // Bound at the first navigation: the precache list is registered after this route.
  let shell: ReturnType<typeof createHandlerBoundToURL> | undefined
  return new Route(
    ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
    async (options) => {
      shell ??= createHandlerBoundToURL(SHELL_URL)
      const cache = await caches.open(HOME_PAGE_CACHE)
      const fetched = fetch(options.request)
      // Cloned before the page reads the body; stored under the event, so the answer never waits for it.
      const stored = fetched.then((page) =>
        page.ok && (page.headers.get('content-type') ?? '').startsWith('text/html')
          ? cache.put('/', page.clone())
          : undefined,
      )
      options.event.waitUntil(stored.catch(() => undefined))
      const kept = await cache.match('/')
      if (kept) return kept
      try {
        return await fetched
      } catch {
        return shell(options)
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
