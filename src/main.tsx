import { render } from 'preact'
import { StrictMode } from 'react'
import './app/effect-timing.ts'
import { App } from './app/App.tsx'
import { trackInstall } from './lib/analytics.ts'
import { watchConnection } from './stores/connection.ts'
import { startFromFirstScreen } from './stores/first-screen.ts'
import './styles/shell.css'
import './styles/lobby-layout.css'
import './styles/modals.css'
import './styles/discovery.css'
import './styles/connection.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
// Before the first render: React's first screen is then the one the HTML already shows.
startFromFirstScreen()
// In a task after the one that evaluated the modules: on a phone each is long enough by itself to
// keep a tap waiting (Lighthouse's Total Blocking Time, issue 16), and the painted page needs neither
// to show. Preact renders in one go (startTransition would not yield as React's does).
// Preact's own render, not compat's createRoot (which empties #root first, as React does): it takes over
// the elements index.html already shows where they match, so the painted first screen stays in place and
// its picture stays the page's largest content (src/lib/first-screen-html.ts).
setTimeout(() => {
  // Only `/` is painted to match the app's first render element for element. Elsewhere the first
  // render may differ at the top (a redirect or the payment window's blank return page renders
  // nothing), and render() would leave the painted shell it did not take over beside the app's own.
  if (location.pathname !== '/') root.replaceChildren()
  render(
    (
      <StrictMode>
        <App />
      </StrictMode>
    ) as unknown as Parameters<typeof render>[0],
    root,
  )
})
trackInstall()

const withWorker = import.meta.env.PROD && 'serviceWorker' in navigator
if (withWorker) {
  // After the load event: the worker's precache downloads must not compete with the first screen's.
  // The JS itself arrives after the first paint (scripts/load-after-first-paint.ts), often after load.
  if (document.readyState === 'complete') watchConnection(true)
  else addEventListener('load', () => watchConnection(true), { once: true })
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
