import { postToPages } from './messages.ts'

declare const self: ServiceWorkerGlobalScope

/**
 * Tells open pages that this worker activated, and whether it is the first install on this device,
 * so the page (src/lib/analytics.ts) can push the install event to window.dataLayer (SPEC.md
 * section 1). The worker has no window, hence no dataLayer, of its own.
 */
export function announceActivation(): void {
  // Known only during install: once activated, registration.active is this worker itself.
  let firstInstall = false
  self.addEventListener('install', () => {
    firstInstall = self.registration.active === null
  })
  self.addEventListener('activate', () => {
    postToPages({ type: 'sw-activated', firstInstall })
  })
}
