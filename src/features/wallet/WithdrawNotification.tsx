import { navigate } from 'wouter/use-browser-location'
import { formatKr } from '../../lib/money.ts'
import { afterWithdrawalPath } from '../../stores/wallet.ts'
import { daWallet } from '../../text/wallet.ts'
import { Modal } from '../../ui/Modal.tsx'

const t = daWallet.withdraw

/**
 * WITHDRAW_NOTIFICATION_POPUP: the withdrawal is received and pending. Closing it follows the
 * post-withdraw rule of SPEC.md section 2 (the withdrawal bonus's game, else the slots).
 */
export function WithdrawNotification({ amount, onClose }: { amount?: number; onClose: () => void }) {
  const close = () => {
    onClose()
    navigate(afterWithdrawalPath())
  }
  return (
    <Modal title={t.noticeTitle} onClose={close}>
      <div className="wallet">
        <p>{t.notice(formatKr(amount ?? 0))}</p>
        <div className="modal__actions">
          <button type="button" className="btn" onClick={close}>
            {t.ok}
          </button>
        </div>
      </div>
    </Modal>
  )
}
