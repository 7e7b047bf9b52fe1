import { proxy, useSnapshot } from 'valtio'
import type { WorkerMessage } from '../../sw/messages.ts'
import { debounce } from '../lib/debounce.ts'
import { daNetwork } from '../text/network.ts'
import { contentStore, loadCampaigns, loadHighlights, loadLanding, loadSeo, loadTexts } from './content.ts'
import { gameStore } from './game.ts'
import {
  gamesStore,
  isMobile,
  loadCategories,
  loadCounts,
  loadList,
  loadLive,
  loadPopular,
  loadProviders,
  loadUpcoming,
  type Slot,
} from './games.ts'
import { showToast } from './toasts.ts'

/**
 * Online or not, and whether a new version waits (issue 16). The worker is the data layer: this store
 * tells it which lobby to keep, hears when it stored fresher data and refreshes the loaded stores
 * without a reload, and refreshes everything by itself when the connection comes back.
 */
const connectionStore = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  updateReady: false,
  /** The worker's last word: installed (first time on this device) or activated (any version). */
  worker: 'none' as 'none' | 'installed' | 'activated',
})

/** How often an open page asks the worker to refresh the lobby past its TTLs. */
const WARM_EVERY_MS = 5 * 60 * 1000

const RECONNECT_RETRY_MS = 3000

/** workbox-window and the registration load after the first screen, in their own chunk. */
let worker: typeof import('../lib/sw-register.ts') | undefined

const warmLobby = (force = false) =>
  worker?.postToWorker({ type: 'WARM_LOBBY', platform: isMobile() ? 'mobile' : 'desktop', force })

/** Loads a loaded (or failed) slot again, keeping what it shows until the new answer is there. */
function again<T>(slot: Slot<T> | undefined, load: () => unknown) {
  if (!slot || slot.status === 'idle' || slot.status === 'pending') return
  slot.status = 'idle'
  void load()
}

const LIST_LOADERS: Record<string, () => unknown> = {
  'popular:1:5': loadPopular,
  live: loadLive,
  upcoming: loadUpcoming,
}

/** Every catalogue store the page has loaded, read again (through the worker's fresh copies). */
function refreshCatalogStores(): void {
  for (const [key, slot] of Object.entries(gamesStore.lists))
    again(slot, LIST_LOADERS[key] ?? (() => loadList(key)))
  again(gamesStore.providers, loadProviders)
  again(gamesStore.categories, loadCategories)
  again(gamesStore.counts, loadCounts)
  again(contentStore.texts, loadTexts)
  again(contentStore.campaigns, loadCampaigns)
  again(contentStore.highlights, loadHighlights)
  again(contentStore.seo, loadSeo)
  for (const [url, slot] of Object.entries(contentStore.landing)) again(slot, () => loadLanding(url))
}

// A refresh of the whole lobby announces each changed URL: one store refresh for the burst.
const refreshSoon = debounce(refreshCatalogStores, 300)

function heard(message: WorkerMessage) {
  if (message.type === 'catalog-updated') refreshSoon()
  if (message.type === 'sw-activated')
    connectionStore.worker = message.firstInstall ? 'installed' : 'activated'
}

/**
 * A game frame or a payment window is open: reloading now could drop a player out of a money round
 * (the round itself is safe on the server, but the player would lose the game in front of them).
 */
const inMoneyRound = (): boolean =>
  Object.values(gameStore.plays).some((p) => p.status === 'ready') ||
  (typeof document !== 'undefined' && document.querySelector('iframe') !== null)

/**
 * A money or account action that could not reach the server because the device is offline: says so
 * (the worker's and the HTTP client's one sentence) instead of leaving the player where they were.
 */
export function sayOffline(): void {
  showToast(daNetwork.offline, 'error')
}

/** 'Genindlæs' in the update prompt: refused while a game or payment frame is open. */
export function applyUpdate(): boolean {
  if (inMoneyRound()) return false
  void worker?.activateUpdate()
  return true
}

/**
 * Starts listening to the network and the worker; main.tsx calls it once. `later` decides when the
 * worker's registration (and workbox-window's chunk) starts: main.tsx has it wait for the first screen.
 */
export function watchConnection(withWorker: boolean, later: (start: () => void) => void = (f) => f()): void {
  addEventListener('online', () => {
    connectionStore.online = true
    warmLobby(true)
    // The first requests right after the 'online' event can still fail (the worker's network comes
    // back a moment after the page's): ask once more shortly after.
    setTimeout(() => warmLobby(true), RECONNECT_RETRY_MS)
    refreshCatalogStores()
  })
  addEventListener('offline', () => {
    connectionStore.online = false
  })
  if (!withWorker) return
  later(() => void register())
  setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine) warmLobby()
  }, WARM_EVERY_MS)
}

function register() {
  return import('../lib/sw-register.ts').then((loaded) => {
    worker = loaded
    loaded.registerWorker({
      onWaiting: () => {
        connectionStore.updateReady = true
      },
      onMessage: heard,
      onControlled: () => warmLobby(),
    })
  })
}

export const useConnection = () => useSnapshot(connectionStore)
