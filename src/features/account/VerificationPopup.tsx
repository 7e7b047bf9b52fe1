import { dateParts } from '../../../contract/dates.ts'
import { markVerificationShown } from '../../lib/verification-shown.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { Notice } from '../../ui/Notice.tsx'
import './account.css'

const t = da.account.verification

/** DD.MM.YYYY in Danish time. */
function formatDate(iso: string): string {
  const p = dateParts(new Date(iso))
  return `${p.day}.${p.month}.${p.year}`
}

/**
 * VERIFICATION_POPUP for status temp (SPEC.md section 4, Account status): verify within 30 days or the
 * account closes, and no withdrawals until then. Closing it stores that this player has seen it.
 */
export function VerificationPopup({ onClose }: { onClose: () => void }) {
  const { user } = useSession()
  const deadline = user?.verifyDeadline
  const close = () => {
    if (user) markVerificationShown(user.id)
    onClose()
  }
  return (
    <Notice title={t.title} className="account" okText={t.ok} onClose={close}>
      <p>{t.text}</p>
      {deadline && <p className="account__deadline">{t.deadline(formatDate(deadline))}</p>}
      <p>{t.withdrawBlocked}</p>
      <p>{t.closed}</p>
    </Notice>
  )
}
