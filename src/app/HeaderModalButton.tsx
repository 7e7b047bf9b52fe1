import type { ReactNode } from 'react'
import { type ModalName, type ModalProps, openModal } from '../stores/modals.ts'
import { paintedButton, useHydrated } from '../ui/hydrated.ts'

/** A modal that may be opened without props. */
type PropLessModal = { [N in ModalName]: Record<never, never> extends ModalProps[N] ? N : never }[ModalName]

/** A header button that opens a modal; the server sends it disabled until the app takes the page over. */
export function HeaderModalButton({
  modal,
  className,
  label,
  children,
}: {
  modal: PropLessModal
  className: string
  label: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={() => openModal(modal)}
      {...paintedButton(hydrated)}
    >
      {children}
    </button>
  )
}
