import { lazyNamed } from '../../app/lazy-named.ts'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** User-area modals (SPEC.md section 2, Named modals), each loaded when first opened. */
export const accountModals: ModalRegistry = {
  USER_AREA: lazyNamed(() => import('./UserArea.tsx'), 'UserArea'),
  SETTINGS: lazyNamed(() => import('./Settings.tsx'), 'Settings'),
  YOUR_INFO: lazyNamed(() => import('./YourInfo.tsx'), 'YourInfo'),
  PASSWORDS: lazyNamed(() => import('./Passwords.tsx'), 'Passwords'),
  UPDATE_PASSWORD: lazyNamed(() => import('./UpdatePassword.tsx'), 'UpdatePassword'),
  VERIFICATION_POPUP: lazyNamed(() => import('./VerificationPopup.tsx'), 'VerificationPopup'),
}
