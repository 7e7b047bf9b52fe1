import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, Route } from 'workbox-routing'
import { withStoredFirstScreen } from './first-screen.ts'
import { API_PREFIXES, prefixPattern } from './paths.ts'

export const SHELL_URL = '/index.html'

/**
 * Navigations the shell must never answer (matched against pathname + search): every API and
 * sandbox (/cms/ is an API too, /dibs and /mitid/ are the parties' own pages), and direct file paths.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
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

/**
 * A navigation to `/`: the precached shell with the home lobby's first screen written in from the
 * stored catalogue (sw/first-screen.ts). Registered before the precache route, whose directory index
 * would otherwise answer `/` with the plain shell.
 */
export function homeNavigation(): Route {
  // Bound at the first navigation: the precache list is registered after this route.
  let shell: ReturnType<typeof createHandlerBoundToURL> | undefined
  return new Route(
    ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
    async (options) => {
      shell ??= createHandlerBoundToURL(SHELL_URL)
      return withStoredFirstScreen(await shell(options))
    },
  )
}
