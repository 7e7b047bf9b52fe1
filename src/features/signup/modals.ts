import { lazy } from 'react'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** Sign-up modals: SIGN_UP, EMAIL_EXIST, CPR_CONFIRMATION. */
export const signupModals: ModalRegistry = {
  SIGN_UP: lazy(() => import('./SignUpModal.tsx').then((m) => ({ default: m.SignUpModal }))),
  EMAIL_EXIST: lazy(() => import('./EmailExistModal.tsx').then((m) => ({ default: m.EmailExistModal }))),
  CPR_CONFIRMATION: lazy(() =>
    import('./CprConfirmationModal.tsx').then((m) => ({ default: m.CprConfirmationModal })),
  ),
}
