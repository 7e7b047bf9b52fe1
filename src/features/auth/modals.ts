import { lazy } from 'react'
import type { ModalRegistry } from '../../app/modal-registry.ts'
import { StatusPopup } from '../../ui/StatusPopup.tsx'

/** Login modals (SPEC.md section 2, Named modals); loaded on first open. */
export const authModals: ModalRegistry = {
  LOGIN: lazy(() => import('./LoginModal.tsx').then((m) => ({ default: m.LoginModal }))),
  LOGIN_FORGOT_PASS: lazy(() => import('./ForgotPassword.tsx').then((m) => ({ default: m.ForgotPassword }))),
  FORGOT_PASSWORD: lazy(() => import('./ForgotPassword.tsx').then((m) => ({ default: m.ForgotPassword }))),
  RESTORE_PASS: lazy(() => import('./RestorePassword.tsx').then((m) => ({ default: m.RestorePassword }))),
  PIN_LOGIN: lazy(() => import('./PinLogin.tsx').then((m) => ({ default: m.PinLogin }))),
  PIN_LOGIN_POPUP: lazy(() => import('./PinOfferPopup.tsx').then((m) => ({ default: m.PinOfferPopup }))),
  SESSION_EXPIRED: lazy(() => import('./SessionExpired.tsx').then((m) => ({ default: m.SessionExpired }))),
  STATUS_OF_ACTION: StatusPopup,
}
