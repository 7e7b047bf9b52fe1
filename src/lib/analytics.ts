/** The analytics data layer (SPEC.md section 1): page views and install events. */
type DataLayerEvent =
  | { event: 'page_view'; page_path: string }
  | { event: 'pwa_install'; outcome: string }
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

export function trackInstall() {
  window.addEventListener('beforeinstallprompt', () =>
    pushEvent({ event: 'pwa_install', outcome: 'prompted' }),
  )
  window.addEventListener('appinstalled', () => pushEvent({ event: 'pwa_install', outcome: 'installed' }))
}
