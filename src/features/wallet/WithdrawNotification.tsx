import { navigate } from 'wouter/use-browser-location'
import { formatKr } from '../../lib/money.ts'
import { afterWithdrawalPath } from '../../stores/wallet.ts'
import { daWallet } from '../../text/wallet.ts'
import { Notice } from '../../ui/Notice.tsx'

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
    <Notice title={t.noticeTitle} className="wallet" okText={t.ok} onClose={close}>
      <p>{t.notice(formatKr(amount ?? 0))}</p>
    </Notice>
  )
}
