// biome-ignore lint/style/noRestrictedImports: the page's one handle on the service worker (issue 16: workbox-window).
import { Workbox } from 'workbox-window'
import type { SkipWaiting, WarmLobby, WorkerMessage } from '../../sw/messages.ts'

/** sw/messages.ts SW_CHANNEL (a value import would pull worker code into the page's bundle). */
const SW_CHANNEL = 'go-casino-sw'
/** How often an open page asks whether a new version was deployed, besides focus and visibility. */
const UPDATE_CHECK_MS = 30 * 60 * 1000

export type WorkerEvents = {
  /** A new version is installed and waits for the player's choice. */
  onWaiting: () => void
  /** The worker announced something on its channel (catalog-updated, sw-activated). */
  onMessage: (message: WorkerMessage) => void
  /** The page is controlled: the worker can be asked to keep the lobby. */
  onControlled: () => void
}

let wb: Workbox | undefined

/**
 * Registers /sw.js with workbox-window. `updateViaCache: 'none'` makes every update check fetch /sw.js
 * and its imports past the HTTP cache; checks run periodically, on focus and when the page becomes
 * visible. A new version waits (sw/sw.ts has no unconditional skipWaiting) until activateUpdate().
 */
export function registerWorker(events: WorkerEvents): void {
  if (!('serviceWorker' in navigator)) return
  wb = new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' })
  wb.addEventListener('waiting', () => events.onWaiting())
  const channel = new BroadcastChannel(SW_CHANNEL)
  channel.addEventListener('message', (e: MessageEvent<WorkerMessage>) => events.onMessage(e.data))
  void wb.register().then((registration) => {
    if (registration?.waiting && navigator.serviceWorker.controller) events.onWaiting()
  })
  void navigator.serviceWorker.ready.then(() => {
    if (navigator.serviceWorker.controller) events.onControlled()
    else
      navigator.serviceWorker.addEventListener('controllerchange', () => events.onControlled(), {
        once: true,
      })
  })
  const check = () => void wb?.update().catch(() => undefined)
  setInterval(check, UPDATE_CHECK_MS)
  addEventListener('focus', check)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}

/**
 * The player chose to load the new version: the waiting worker takes over, then this page reloads.
 * When nothing waits any more, the new version already took over this page (another tab's player
 * chose it, or the browser activated it once no page used the old one): only the reload is left.
 * Only this page listens, so another tab keeps its state and its prompt. The worker is told directly,
 * and the page reloads on either sign that it took over: workbox-window's own path (its tracked
 * registration and 'controlling' event) left a page waiting in CI now and then.
 * @public connection.ts calls it through the module it loads late, which knip does not follow.
 */
export async function activateUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration()
  const waiting = registration?.waiting
  if (!waiting) {
    location.reload()
    return
  }
  let reloading = false
  const reload = () => {
    if (reloading) return
    reloading = true
    location.reload()
  }
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true })
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') reload()
  })
  const skip: SkipWaiting = { type: 'SKIP_WAITING' }
  waiting.postMessage(skip)
}

/**
 * A message to the active worker (the catalog warm-up); nothing without one.
 * @public connection.ts calls it through the module it loads late, which knip does not follow.
 */
export function postToWorker(message: WarmLobby | SkipWaiting): void {
  navigator.serviceWorker?.controller?.postMessage(message)
}
