import { lazyNamed } from '../../app/lazy-named.ts'
import type { ModalRegistry } from '../../app/modal-registry.ts'

/** Sign-up modals: SIGN_UP, EMAIL_EXIST, CPR_CONFIRMATION. */
export const signupModals: ModalRegistry = {
  SIGN_UP: lazyNamed(() => import('./SignUpModal.tsx'), 'SignUpModal'),
  EMAIL_EXIST: lazyNamed(() => import('./EmailExistModal.tsx'), 'EmailExistModal'),
  CPR_CONFIRMATION: lazyNamed(() => import('./CprConfirmationModal.tsx'), 'CprConfirmationModal'),
}
