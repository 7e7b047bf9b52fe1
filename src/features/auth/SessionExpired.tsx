import { navigate } from 'wouter/use-browser-location'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'

const t = da.auth.sessionExpired

/** SESSION_EXPIRED: OK goes to /velkommen, login to /log-ind (SPEC.md section 2). */
export function SessionExpired({ onClose }: { onClose: () => void }) {
  const go = (to: string) => {
    onClose()
    navigate(to)
  }
  return (
    <Modal title={t.title} onClose={onClose}>
      <p>{t.text}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={() => go('/velkommen')}>
          {t.ok}
        </button>
        <button type="button" className="btn" onClick={() => go('/log-ind')}>
          {t.login}
        </button>
      </div>
    </Modal>
  )
}
