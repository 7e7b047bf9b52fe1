import { useSyncExternalStore } from 'react'
import { pushTracked } from '../../lib/consent.ts'

/**
 * When and how to offer installing the PWA (issue 16 item 1). Never on arrival: the offer waits for
 * real use — a second visit with a move inside the app, or a few games opened — and after 'Ikke nu'
 * it stays away for DISMISS_DAYS. Chromium's `beforeinstallprompt` is held back and replayed from our
 * own button; Safari on an iPhone has no such event, so it gets the 'Føj til hjemmeskærm' steps.
 */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

const VISITS_KEY = 'go.install.visits'
const DISMISSED_KEY = 'go.install.dismissedAt'
const SESSION_KEY = 'go.install.visit'
const GAMES_BEFORE_OFFER = 3
const DISMISS_DAYS = 30

declare global {
  interface Window {
    /** A `beforeinstallprompt` held back by index.html before this module was loaded. */
    __installPrompt?: BeforeInstallPromptEvent
  }
}

type Shown = 'none' | 'prompt' | 'ios'
let deferred: BeforeInstallPromptEvent | null = null
let shown: Shown = 'none'
let gamesOpened = 0
let movedInside = false
// A redirect on arrival also changes the route; only a move after the player touched or typed counts.
let interacted = false
// The page the tab arrived on: a route other than it, after a touch, is a move inside the app. (Not "the
// layout's first route": a painted link may be followed before the layout has reported any.)
let arrivalPath = ''
const listeners = new Set<() => void>()

// Storage can be missing or refuse (private mode, a LAN address with storage blocked): the offer then
// simply behaves as on a first visit.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}
function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value)
  } catch {}
}

/** Counts this tab's session once as a visit; returns the visits so far, this one included. */
function countVisit(): number {
  const before = Number(read(() => localStorage, VISITS_KEY) ?? 0)
  if (read(() => sessionStorage, SESSION_KEY)) return before
  write(() => sessionStorage, SESSION_KEY, '1')
  write(() => localStorage, VISITS_KEY, String(before + 1))
  return before + 1
}

const standalone = () =>
  globalThis.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true

const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)

function dismissedRecently(): boolean {
  const at = Number(read(() => localStorage, DISMISSED_KEY) ?? 0)
  return at > 0 && Date.now() - at < DISMISS_DAYS * 86_400_000
}

function set(next: Shown) {
  if (shown === next) return
  shown = next
  if (next !== 'none') pushTracked({ event: 'pwa_install', outcome: 'shown' })
  for (const l of listeners) l()
}

let visits = 0
/** Real use so far: a second visit where the player moved inside the app, or a few games opened. */
const earned = () => (visits >= 2 && movedInside) || gamesOpened >= GAMES_BEFORE_OFFER

function consider() {
  if (shown !== 'none' || standalone() || dismissedRecently() || !earned()) return
  if (deferred) set('prompt')
  else if (isIos()) set('ios')
}

/** This page was reached from one of ours (a link followed before the app took it over), not typed. */
function sameOriginArrival(): boolean {
  try {
    return visits >= 2 && document.referrer !== '' && new URL(document.referrer).origin === location.origin
  } catch {
    return false
  }
}

/** Registers the install listeners; called once at start-up, before the browser can fire its event. */
export function watchInstall() {
  if (typeof window === 'undefined') return
  const touched = () => {
    interacted = true
  }
  arrivalPath = location.pathname
  for (const type of ['pointerdown', 'click', 'keydown']) {
    window.addEventListener(type, touched, { once: true, capture: true })
  }
  deferred = window.__installPrompt ?? null
  // In a task of its own: storage is slow to open on a phone, and the task that evaluates the app's
  // modules is the first screen's longest (issue 28). The app's JS comes after the first paint: a
  // player may have followed one of the painted links (a page load of our own) before it arrived,
  // and the browser may have offered installing already.
  setTimeout(() => {
    visits = countVisit()
    if (sameOriginArrival()) movedInside = true
    consider()
  })
  window.addEventListener('beforeinstallprompt', (e) => {
    // Held back: the browser's own mini-infobar would be an offer on arrival.
    e.preventDefault()
    deferred = e as BeforeInstallPromptEvent
    consider()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    set('none')
  })
}

/** The layout reports each route; game pages count as games opened. */
export function notePath(path: string) {
  if (path !== arrivalPath && interacted) movedInside = true
  if (path.startsWith('/spil/')) gamesOpened += 1
  consider()
}

/** The player chose 'Installer': the browser's own dialog, and its answer to the data layer. */
export async function acceptOffer() {
  const e = deferred
  deferred = null
  set('none')
  if (!e) return
  await e.prompt()
  const { outcome } = await e.userChoice
  pushTracked({ event: 'pwa_install', outcome })
  if (outcome === 'dismissed') write(() => localStorage, DISMISSED_KEY, String(Date.now()))
}

/** 'Ikke nu' (or closing the iPhone steps): no offer again for DISMISS_DAYS. */
export function dismissOffer() {
  write(() => localStorage, DISMISSED_KEY, String(Date.now()))
  pushTracked({ event: 'pwa_install', outcome: 'dismissed' })
  set('none')
}

/** The sidebar's iPhone hint asks for the steps (or the browser's dialog) on purpose, at any time. */
export function showInstallHelp() {
  if (deferred) set('prompt')
  else set('ios')
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
export const useInstallOffer = () => useSyncExternalStore(subscribe, () => shown)
