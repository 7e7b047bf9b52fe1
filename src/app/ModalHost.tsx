import { Suspense } from 'react'
import { accountModals } from '../features/account/modals.ts'
import { authModals } from '../features/auth/modals.ts'
import { campaignModals } from '../features/campaigns/modals.ts'
import { contentModals } from '../features/content/modals.ts'
import { gameModals } from '../features/game/modals.ts'
import { responsibleModals } from '../features/responsible/modals.ts'
import { searchModals } from '../features/search/modals.ts'
import { signupModals } from '../features/signup/modals.ts'
import { walletModals } from '../features/wallet/modals.ts'
import { closeModal, type ModalName, type ModalProps, useModals } from '../stores/modals.ts'
import { ModalClosing } from '../ui/modal-closing.ts'
import type { ModalComponent, ModalRegistry } from './modal-registry.ts'

const REGISTRY: ModalRegistry = {
  ...authModals,
  ...signupModals,
  ...accountModals,
  ...searchModals,
  ...campaignModals,
  ...contentModals,
  ...walletModals,
  ...responsibleModals,
  ...gameModals,
}

/**
 * Renders the modal stack, bottom to top; each feature folder registers its own modals. Each modal has
 * its own Suspense boundary: one still loading its code must not hide or detach the open ones below it.
 */
export function ModalHost() {
  const { stack, leaving } = useModals()
  return (
    <>
      {[...stack.map((m) => [m, false] as const), ...leaving.map((m) => [m, true] as const)].map(
        ([m, closing]) => {
          const Component = REGISTRY[m.name] as ModalComponent | undefined
          if (!Component) return null
          // A closed modal plays its 400 ms close animation (stores/modals.ts) before it goes.
          return (
            <ModalClosing.Provider key={m.name} value={closing}>
              <Suspense fallback={null}>
                <Component {...(m.props as ModalProps[ModalName])} onClose={() => closeModal(m.name)} />
              </Suspense>
            </ModalClosing.Provider>
          )
        },
      )}
    </>
  )
}
