import { HELP_CENTRE_URL } from '../../lib/constants.ts'
import { openLogin } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { useAutoFocus } from '../../ui/use-auto-focus.ts'
import './signup.css'

const t = da.signup.emailExist

/** EMAIL_EXIST: the account is there already; log in or contact support (SPEC.md sections 2 and 8). */
export function EmailExistModal({ message, onClose }: { message?: unknown; onClose: () => void }) {
  const login = useAutoFocus<HTMLButtonElement>()
  return (
    <Modal title={t.title} onClose={onClose}>
      <p className="signup__exists">{typeof message === 'string' && message ? message : t.text}</p>
      <div className="modal__actions">
        <a className="btn btn--ghost" href={HELP_CENTRE_URL} target="_blank" rel="noreferrer">
          {t.contact}
        </a>
        <button
          ref={login}
          type="button"
          className="btn"
          onClick={() => {
            onClose()
            openLogin()
          }}
        >
          {t.login}
        </button>
      </div>
    </Modal>
  )
}
