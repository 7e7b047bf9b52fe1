import { Suspense } from 'react'
import { closeModal, type ModalName, type ModalProps, useModals } from '../stores/modals.ts'
import { ModalClosing } from '../ui/modal-closing.ts'
import type { ModalComponent } from './modal-registry.ts'
import { NAMED_MODALS } from './named-modals.ts'

/**
 * Renders the modal stack, bottom to top; src/app/named-modals.ts says which component shows each. Each modal has
 * its own Suspense boundary: one still loading its code must not hide or detach the open ones below it.
 */
export function ModalHost() {
  const { stack, leaving } = useModals()
  return (
    <>
      {[...stack.map((m) => [m, false] as const), ...leaving.map((m) => [m, true] as const)].map(
        ([m, closing]) => {
          const Component = NAMED_MODALS[m.name] as ModalComponent | undefined
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
