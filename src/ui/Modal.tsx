import { type ReactNode, useContext, useEffect, useId, useRef } from 'react'
import { da } from '../text/da.ts'
import { ModalClosing } from './modal-closing.ts'

type Props = {
  title: string
  onClose: () => void
  children: ReactNode
  /** 'panel' slides in from the right (the user area), 'left' from the left (search, menu); 'dialog' is centred. */
  variant?: 'dialog' | 'panel' | 'left'
  /** Hide the title visually but keep it for screen readers. */
  hideTitle?: boolean
}

/**
 * Shows the dialog and puts back on top of it the open modals that stand above it in the stack (after
 * it in the DOM): the top layer follows the order of showModal() calls, and each modal loads its code on
 * its own, so a lower one whose code arrives last would otherwise cover the ones above it.
 */
function showInStackOrder(dialog: HTMLDialogElement) {
  if (!dialog.open) dialog.showModal()
  for (const above of document.querySelectorAll<HTMLDialogElement>('dialog.modal[open]'))
    if (above !== dialog && dialog.compareDocumentPosition(above) & Node.DOCUMENT_POSITION_FOLLOWING) {
      above.close()
      above.showModal()
    }
}

/**
 * A modal on the native <dialog>: showModal() gives the focus trap, Escape and the inert page for
 * free (ARCHITECTURE.md: focus handling in modals). A click on the backdrop closes it too.
 */
export function Modal({ title, onClose, children, variant = 'dialog', hideTitle }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  const closing = useContext(ModalClosing)
  const before = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    before.current = document.activeElement as HTMLElement | null
    showInStackOrder(dialog)
    return () => {
      if (dialog.open) {
        dialog.close()
        before.current?.focus?.()
      }
    }
  }, [])
  // Closed: leave the top layer at once (the page is usable again) and animate out for 400 ms.
  useEffect(() => {
    const dialog = ref.current
    if (closing && dialog?.open) {
      dialog.close()
      before.current?.focus?.()
    } else if (!closing && dialog && !dialog.open) showInStackOrder(dialog)
  }, [closing])
  return (
    // The backdrop click's keyboard twin is Escape (onCancel).
    <dialog
      ref={ref}
      className={`modal modal--${variant}${closing ? ' modal--closing' : ''}`}
      aria-labelledby={titleId}
      aria-hidden={closing || undefined}
      onCancel={(e) => {
        e.preventDefault()
        closeRef.current()
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) closeRef.current()
      }}
    >
      <div className="modal__body">
        <div className="modal__head">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            aria-label={da.common.close}
            onClick={() => closeRef.current()}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  )
}
