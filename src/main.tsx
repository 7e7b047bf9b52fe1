import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { pageKey } from '../contract/first-screen.ts'
import { firstScreenAnswers } from './api/prefetch.ts'
import { App, preloadScreen } from './app/App.tsx'
import { afterFirstScreen } from './app/first-screen-ready.ts'
import { watchInstall } from './features/install/install-state.ts'
import { trackInstall } from './lib/analytics.ts'
import { readPersisted } from './lib/persisted.ts'
import { watchConnection } from './stores/connection.ts'
import { startFromPage } from './stores/first-screen.ts'
import { isMobile } from './stores/games.ts'
import '../art/ui-font.css'
import './styles/shell.css'
import './styles/lobby-layout.css'
import './styles/modals.css'
import './styles/discovery.css'
import './styles/connection.css'
// The landing page is rendered on the server (/velkommen, /lp): its styles come with the page, not with
// its lazy screen's JS, or the painted page moves when they arrive (Lighthouse CLS 0.69 on /velkommen).
import './features/content/content.css'
import './features/content/landing.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
const data = firstScreenAnswers()

/**
 * A hydration mismatch (the server's page and the app's first render differ: React renders that part
 * again in the browser) is a defect: it is logged with the word the e2e suite fails on
 * (tests/e2e/support/test.ts), as a production build's React says only "error #418".
 */
function reportHydrationError(error: unknown): void {
  console.error('Hydration mismatch:', error)
}
/**
 * The server rendered this page (src/entry-server.tsx) as the app's first render here will be: the
 * same path, the lists of this platform (the server guessed it from the request), online (offline the
 * app shows its banner), no stored player outside `/` (the landing sends them on, the lists mark their
 * favourites), and no game
 * kept open from before a reload (the server renders no player area). Otherwise the app renders in the
 * browser alone, replacing what came.
 */
const painted =
  data !== undefined && data.path === pageKey(location.pathname, location.search) && root.hasChildNodes()
const mayHydrate = (page: typeof data): page is NonNullable<typeof data> =>
  painted &&
  page?.platform === (isMobile() ? 'mobile' : 'desktop') &&
  navigator.onLine &&
  !(page.path !== '/' && readPersisted('userId') > 0) &&
  !readPersisted('minimizedGames')?.games.length
// In a task after the one that evaluated the modules: on a phone that one is long enough by itself
// to keep a tap waiting (Lighthouse's Total Blocking Time, issue 16), and the painted page needs
// nothing more to show. StrictMode's checks (double effects) run in development only. The route's
// own screen is loaded first (a failed load leaves that part to hydrate when it comes).
const screen = painted ? preloadScreen(location.pathname).catch(() => undefined) : Promise.resolve()
const start = () => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  if (mayHydrate(data)) {
    // Before the first render: the stores hold what the server rendered with, so nothing is fetched twice.
    startFromPage(data, location.hostname)
    // As a transition, the hydration renders in slices that yield to the browser every few
    // milliseconds (and between the Suspense boundaries); at the default priority React hydrates the
    // whole root in one task.
    startTransition(() => void hydrateRoot(root, app, { onRecoverableError: reportHydrationError }))
  } else {
    root.replaceChildren()
    createRoot(root).render(app)
  }
}
void screen.then(() => setTimeout(start))
trackInstall()
// Here, not in the install offer's own chunk (loaded after the first screen): the browser may offer
// installing and the player may move to another screen before that chunk comes.
watchInstall()

const withWorker = import.meta.env.PROD && 'serviceWorker' in navigator
if (withWorker) {
  // After the load event: the worker's precache downloads must not compete with the first screen's.
  // The JS itself arrives after the first paint (scripts/load-after-first-paint.ts), often after load.
  // The registration waits for the first screen too: workbox-window is not its JS (issue 28).
  const watch = () => watchConnection(true, afterFirstScreen)
  if (document.readyState === 'complete') watch()
  else addEventListener('load', watch, { once: true })
  // The first visit loads its data before the worker controls the page; tell the worker what was
  // loaded (and keep telling it as more arrives) so the lobby works offline after one visit (sw/README.md).
  void navigator.serviceWorker.ready.then(({ active }) => {
    new PerformanceObserver((list) => {
      const urlsToCache = list
        .getEntries()
        .filter((e) => (e as PerformanceResourceTiming).workerStart === 0)
        .map((e) => e.name)
      if (urlsToCache.length > 0) active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } })
    }).observe({ type: 'resource', buffered: true })
  })
} else watchConnection(false)
