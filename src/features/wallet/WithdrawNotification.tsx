import { navigate } from 'wouter/use-browser-location'
import { formatAmount } from '../../lib/deposit-flow.ts'
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
        <p>{t.notice(`${formatAmount(amount ?? 0)} kr.`)}</p>
        <div className="modal__actions">
          <button type="button" className="btn" onClick={close}>
            {t.ok}
          </button>
        </div>
      </div>
    </Modal>
  )
}
