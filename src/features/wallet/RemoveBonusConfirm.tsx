import { useState } from 'react'
import { forfeitBonus } from '../../stores/wallet.ts'
import { daWallet } from '../../text/wallet.ts'
import { Modal } from '../../ui/Modal.tsx'

const t = daWallet.removeBonus

/** REMOVE_BONUS_CONFIRM: confirm, forfeit, and on success the dialog closes (SPEC.md sections 4 and 8). */
export function RemoveBonusConfirm({ onClose }: { onClose: () => void }) {
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    const ok = await forfeitBonus()
    setBusy(false)
    if (ok) onClose()
  }
  return (
    <Modal title={t.title} onClose={onClose}>
      <div className="wallet">
        <p>{t.text}</p>
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t.cancel}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => void confirm()}
            disabled={busy}
            aria-busy={busy}
          >
            {t.confirm}
          </button>
        </div>
      </div>
    </Modal>
  )
}
