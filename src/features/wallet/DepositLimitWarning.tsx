import { formatKr } from '../../lib/money.ts'
import { daWallet } from '../../text/wallet.ts'
import { Modal } from '../../ui/Modal.tsx'

const t = daWallet.limitWarning

/** DEPOSIT_LIMIT_WARNING: shown instead of the payment when the amount is above maxDeposit (SPEC.md section 5). */
export function DepositLimitWarning({ max, onClose }: { max?: number; onClose: () => void }) {
  const room = max ?? 0
  return (
    <Modal title={t.title} onClose={onClose}>
      <div className="wallet">
        <p>{room > 0 ? t.text(formatKr(room)) : t.none}</p>
        <div className="modal__actions">
          <button type="button" className="btn" onClick={onClose}>
            {t.ok}
          </button>
        </div>
      </div>
    </Modal>
  )
}
