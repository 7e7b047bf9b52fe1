import { useState } from 'react'
import { forfeitBonus } from '../../stores/wallet.ts'
import { daWallet } from '../../text/wallet.ts'
import { ChoiceActions } from '../../ui/ChoiceActions.tsx'
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
        <ChoiceActions
          back={{ label: t.cancel, onClick: onClose }}
          go={{ label: t.confirm, onClick: () => void confirm(), busy }}
        />
      </div>
    </Modal>
  )
}
