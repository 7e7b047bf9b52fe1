import { lazy } from 'react'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** User-area modals (SPEC.md section 2, Named modals), each loaded when first opened. */
export const accountModals: ModalRegistry = {
  USER_AREA: lazy(() => import('./UserArea.tsx').then((m) => ({ default: m.UserArea }))),
  SETTINGS: lazy(() => import('./Settings.tsx').then((m) => ({ default: m.Settings }))),
  YOUR_INFO: lazy(() => import('./YourInfo.tsx').then((m) => ({ default: m.YourInfo }))),
  PASSWORDS: lazy(() => import('./Passwords.tsx').then((m) => ({ default: m.Passwords }))),
  UPDATE_PASSWORD: lazy(() => import('./UpdatePassword.tsx').then((m) => ({ default: m.UpdatePassword }))),
  VERIFICATION_POPUP: lazy(() =>
    import('./VerificationPopup.tsx').then((m) => ({ default: m.VerificationPopup })),
  ),
}
