import { useEffect } from 'react'
import { Link } from 'wouter'
import { limitViews } from '../../lib/deposit-limits.ts'
import { formatKr, formatWholeKr } from '../../lib/money.ts'
import { closeModal } from '../../stores/modals.ts'
import { loadLimits, useResponsible } from '../../stores/responsible.ts'
import { useSession } from '../../stores/session.ts'
import { daResponsible } from '../../text/responsible.ts'
import { daWallet } from '../../text/wallet.ts'
import { Modal } from '../../ui/Modal.tsx'
import './responsible.css'

const t = daResponsible.warning
const REASON = {
  daily: daWallet.deposit.errors.DEPOSIT_PPT_DAYMAX,
  weekly: daWallet.deposit.errors.DEPOSIT_PPT_WEEKMAX,
  monthly: daWallet.deposit.errors.DEPOSIT_PPT_MONTHMAX,
} as const

/**
 * DEPOSIT_LIMIT_WARNING, shown instead of the payment window when the amount is above maxDeposit
 * (SPEC.md sections 4 and 5); with nothing left it is the deposit-limit-reached popup. When one
 * limit alone is set on an open account, that limit is the one passed, named with the error
 * catalogue's text.
 */
export function DepositLimitWarning({ max, onClose }: { max: number; onClose: () => void }) {
  const { limits } = useResponsible()
  useEffect(() => void loadLimits(), [])
  const set = limits ? limitViews(limits).filter((v) => v.amount !== null) : []
  // A temp account's 10.000 kr. cap before verification may be what binds instead.
  const temp = useSession().user?.status === 'temp'
  const only = set.length === 1 && !temp ? set[0] : undefined
  return (
    <Modal title={t.title} onClose={onClose}>
      <div className="rg">
        {only && <p className="rg__reason">{REASON[only.period]}</p>}
        <p>{max > 0 ? t.room(formatKr(max)) : t.reached}</p>
        {set.length > 0 && (
          <dl className="rg__facts">
            {set.map((v) => (
              <div key={v.period}>
                <dt>{daResponsible.periodLimit[v.period]}</dt>
                <dd>{formatWholeKr(v.amount ?? 0)}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="modal__actions">
          <Link
            className="btn btn--ghost"
            href="/konto/ansvarligt-spil/indbetalingsgr%C3%A6nse"
            onClick={() => closeModal('USER_DEPOSIT')}
          >
            {t.change}
          </Link>
          <button type="button" className="btn" onClick={onClose}>
            {t.ok}
          </button>
        </div>
      </div>
    </Modal>
  )
}
