import { HELP_CENTRE_URL } from '../lib/constants.ts'
import { da } from '../text/da.ts'
import { Modal } from './Modal.tsx'

export type StatusProps = {
  kind: 'success' | 'error'
  title?: string
  text: string
  /** Default 'Luk' (SPEC.md section 2, Status popup). */
  closeText?: string
}

/** STATUS_OF_ACTION: success or error, with a contact-help button on error. */
export function StatusPopup({
  kind,
  title,
  text,
  closeText,
  onClose,
}: StatusProps & { onClose: () => void }) {
  const heading = title ?? (kind === 'success' ? da.auth.status.success : da.auth.status.error)
  return (
    <Modal title={heading} onClose={onClose}>
      <p className={`status status--${kind}`}>{text}</p>
      <div className="modal__actions">
        {kind === 'error' && (
          <a className="btn btn--ghost" href={HELP_CENTRE_URL} target="_blank" rel="noreferrer">
            {da.auth.status.contact}
          </a>
        )}
        <button type="button" className="btn" onClick={onClose}>
          {closeText ?? da.auth.status.close}
        </button>
      </div>
    </Modal>
  )
}
