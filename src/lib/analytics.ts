import { pushTracked } from './consent.ts'

/** The analytics data layer (SPEC.md section 1): page views and install events. */
export type DataLayerEvent =
  // A page view names the route and, when logged in, the user id (issue 16 item 1).
  | { event: 'page_view'; page_path: string; user_id?: number }
  // The install offer shown and its answer, and the app installed (src/features/install).
  | { event: 'pwa_install'; outcome: 'shown' | 'accepted' | 'dismissed' | 'installed' }
  // The deposit click and a completed deposit, with the user id (SPEC.md sections 4 and 7).
  | { event: 'deposit_click'; user_id: number }
  | { event: 'deposit'; user_id: number; amount: number; transactions: number }
  // The cookie choice, for the tag manager to honour (src/lib/consent.ts).
  | { event: 'cookie_consent'; statistics: boolean; marketing: boolean }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function pushEvent(e: DataLayerEvent) {
  window.dataLayer ??= []
  window.dataLayer.push(e)
}

/**
 * The app installed, however it was (our offer, the browser's menu): with marketing consent only.
 * The offer itself is src/features/install.
 */
export function trackInstall() {
  window.addEventListener('appinstalled', () => pushTracked({ event: 'pwa_install', outcome: 'installed' }))
}
