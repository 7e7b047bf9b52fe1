import { lazyNamed } from '../../app/lazy-named.ts'
import type { ModalRegistry } from '../../app/modal-registry.ts'
import { StatusPopup } from '../../ui/StatusPopup.tsx'

/** Login modals (SPEC.md section 2, Named modals); loaded on first open. */
export const authModals: ModalRegistry = {
  LOGIN: lazyNamed(() => import('./LoginModal.tsx'), 'LoginModal'),
  LOGIN_FORGOT_PASS: lazyNamed(() => import('./ForgotPassword.tsx'), 'ForgotPassword'),
  FORGOT_PASSWORD: lazyNamed(() => import('./ForgotPassword.tsx'), 'ForgotPassword'),
  RESTORE_PASS: lazyNamed(() => import('./RestorePassword.tsx'), 'RestorePassword'),
  PIN_LOGIN: lazyNamed(() => import('./PinLogin.tsx'), 'PinLogin'),
  PIN_LOGIN_POPUP: lazyNamed(() => import('./PinOfferPopup.tsx'), 'PinOfferPopup'),
  SESSION_EXPIRED: lazyNamed(() => import('./SessionExpired.tsx'), 'SessionExpired'),
  STATUS_OF_ACTION: StatusPopup,
}
