import { lazy } from 'react'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** Content modals (SPEC.md section 2), each loaded on first open. */
export const contentModals: ModalRegistry = {
  LEFT_SIDEBAR: lazy(() => import('./LeftSidebar.tsx').then((m) => ({ default: m.LeftSidebar }))),
  TEXT_PAGE: lazy(() => import('./TextPage.tsx').then((m) => ({ default: m.TextPage }))),
  RATE_US: lazy(() => import('./RateUs.tsx').then((m) => ({ default: m.RateUs }))),
  CLIENT_SERVISE: lazy(() => import('./CustomerService.tsx').then((m) => ({ default: m.CustomerService }))),
  COOKIE_SETTINGS: lazy(() => import('./CookieSettings.tsx').then((m) => ({ default: m.CookieSettings }))),
  FAVORITES: lazy(() => import('./Favourites.tsx').then((m) => ({ default: m.Favourites }))),
}
