import { useState } from 'react'
import { isPhone } from '../../lib/device.ts'
import { readPersisted, writePersisted } from '../../lib/persisted.ts'
import { openModal, useModals } from '../../stores/modals.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { AccountToggle } from './AccountToggle.tsx'
import { closeAccountModal } from './account-nav.ts'
import './account.css'

const t = da.account.passwords

/** PASSWORDS: the PIN-login toggle (phones only) and the change-password link (SPEC.md section 2). */
export function Passwords({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={t.title} onClose={() => closeAccountModal(onClose)} variant="panel">
      <div className="account">
        {isPhone() && <PinToggle />}
        <button type="button" className="btn btn--ghost" onClick={() => openModal('UPDATE_PASSWORD')}>
          {t.changePassword}
        </button>
      </div>
    </Modal>
  )
}

/** Active when a stored hash exists and its owner is this user; off removes the stored PIN (SPEC.md section 4, PIN). */
function PinToggle() {
  const userName = useSession().user?.userName
  // Re-read storage whenever the modal stack changes: the set-PIN keypad stores the hash and closes.
  useModals()
  const [, rerender] = useState(0)
  const active = Boolean(readPersisted('pinHash')) && readPersisted('pinUserName') === userName
  function toggle(on: boolean) {
    if (on) {
      openModal('PIN_LOGIN', { action: 'set' })
      return
    }
    writePersisted('pinHash', null)
    writePersisted('pinUserName', null)
    rerender((n) => n + 1)
  }
  return <AccountToggle label={t.pin} checked={active} onChange={toggle} hint={t.pinHint} />
}
