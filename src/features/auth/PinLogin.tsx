import { useState } from 'react'
import { ApiError, playerApi } from '../../api/player.ts'
import { channel } from '../../lib/device.ts'
import { readPersisted, writePersisted } from '../../lib/persisted.ts'
import { closeModal, openModal } from '../../stores/modals.ts'
import { useSession } from '../../stores/session.ts'
import { showToast } from '../../stores/toasts.ts'
import { da } from '../../text/da.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { afterLogin } from './after-login.ts'
import { PinKeypad } from './PinKeypad.tsx'

const t = da.auth.pin

function forgetPin() {
  writePersisted('pinHash', null)
  writePersisted('pinUserName', null)
}

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
    try {
      if (!check) {
        const { hash } = await playerApi.createHash(value)
        const me = readPersisted('userName')
        writePersisted('pinHash', hash)
        writePersisted('pinUserName', me)
        showToast(t.saved, 'success')
        onClose()
        return
      }
      await afterLogin(
        await playerApi.loginPin(value, readPersisted('pinHash') ?? '', userName, channel()),
        'pin',
      )
    } catch (err) {
      const e = err instanceof ApiError ? err : null
      if (check && e?.data?.removed) {
        // The PIN is gone on the server (unknown, or the last attempt used): forget it here too.
        forgetPin()
        showToast(e.message === t.wrong ? t.wrong : e.message, 'error')
        onClose()
        return
      }
      setError(e?.message ?? da.auth.loginCheckFailed)
      setPin('')
    } finally {
      setBusy(false)
    }
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
