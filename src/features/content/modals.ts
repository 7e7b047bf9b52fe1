import { lazyNamed } from '../../app/lazy-named.ts'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** Content modals (SPEC.md section 2), each loaded on first open. */
export const contentModals: ModalRegistry = {
  LEFT_SIDEBAR: lazyNamed(() => import('./LeftSidebar.tsx'), 'LeftSidebar'),
  TEXT_PAGE: lazyNamed(() => import('./TextPage.tsx'), 'TextPage'),
  RATE_US: lazyNamed(() => import('./RateUs.tsx'), 'RateUs'),
  CLIENT_SERVISE: lazyNamed(() => import('./CustomerService.tsx'), 'CustomerService'),
  COOKIE_SETTINGS: lazyNamed(() => import('./CookieSettings.tsx'), 'CookieSettings'),
  FAVORITES: lazyNamed(() => import('./Favourites.tsx'), 'Favourites'),
}
