import type { ReactNode } from 'react'
import { Modal } from './Modal.tsx'

type Props = {
  title: string
  /** The feature's block class (its styles), around the text and the button. */
  className: string
  /** The one button's text (SPEC.md names it per popup). */
  okText: string
  onClose: () => void
  children: ReactNode
}

/** A popup the player only acknowledges: its text, then one button that closes it. */
export function Notice({ title, className, okText, onClose, children }: Props) {
  return (
    <Modal title={title} onClose={onClose}>
      <div className={className}>
        {children}
        <div className="modal__actions">
          <button type="button" className="btn" onClick={onClose}>
            {okText}
          </button>
        </div>
      </div>
    </Modal>
  )
}
