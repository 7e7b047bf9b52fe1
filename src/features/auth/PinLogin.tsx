import { useState } from 'react'
import { readPersisted } from '../../lib/persisted.ts'
import { loginWithPin, savePin } from '../../stores/auth.ts'
import { closeModal, openModal } from '../../stores/modals.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { PinKeypad } from './PinKeypad.tsx'

const t = da.auth.pin

/** PIN_LOGIN: action 'set' stores the hash after 4 digits; 'check' logs in after 4 digits (SPEC.md section 4). */
export function PinLogin({ onClose, action }: { onClose: () => void; action?: unknown }) {
  const { avatar } = useSession()
  const [pin, setPin] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const check = action !== 'set'
  const userName = readPersisted('pinUserName') ?? ''

  async function complete(value: string) {
    setBusy(true)
    if (!check) {
      const message = await savePin(value)
      setBusy(false)
      if (!message) return onClose()
      setError(message)
      setPin('')
      return
    }
    const refused = await loginWithPin(value)
    setBusy(false)
    if (!refused) return
    if (refused.removed) return onClose()
    setError(refused.message)
    setPin('')
  }

  const change = (v: string) => {
    setPin(v)
    setError(null)
    if (v.length === 4) void complete(v)
  }

  return (
    <Modal title={check ? t.checkTitle : t.setTitle} onClose={onClose}>
      {check && (
        <div className="pin__who">
          <img src={`/cdn/avatars/avatar${avatar}.svg`} alt="" width={56} height={56} />
          <p>{t.welcomeBack(userName)}</p>
        </div>
      )}
      <PinKeypad value={pin} onChange={change} disabled={busy} />
      <FormAlert message={error} />
      {check && (
        <button
          type="button"
          className="linkbtn"
          onClick={() => {
            closeModal('PIN_LOGIN')
            openModal('LOGIN', { mode: 'nationalId' })
          }}
        >
          {t.forgot}
        </button>
      )}
    </Modal>
  )
}
