import { useState } from 'react'
import { DEPOSIT_LIMIT_MAX_KR, MONEY_TEXT } from '../../../contract/wallet-rules.ts'
import { FAST_LIMIT_QUICK_KR } from '../../lib/constants.ts'
import { formatWholeKr } from '../../lib/money.ts'
import { saveFastLimit } from '../../stores/responsible.ts'
import { daResponsible } from '../../text/responsible.ts'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { Modal } from '../../ui/Modal.tsx'
import { LimitForm } from './LimitForm.tsx'
import './responsible.css'

const t = daResponsible.fast

/**
 * FAST_DEPOSIT_LIMIT (SPEC.md section 4): a player without any limit chooses a daily one before the
 * first deposit, with the quick option 50.000 kr. Closing it leaves deposits closed until a limit is set.
 */
export function FastDepositLimit({ onClose }: { onClose: () => void }) {
  const [quickError, setQuickError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function quick() {
    setBusy(true)
    setQuickError(await saveFastLimit(FAST_LIMIT_QUICK_KR))
    setBusy(false)
  }
  return (
    <Modal title={t.title} onClose={onClose}>
      <div className="rg">
        <p>{t.intro}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void quick()} disabled={busy}>
          {t.quick(formatWholeKr(FAST_LIMIT_QUICK_KR))}
        </button>
        <FormAlert message={quickError} />
        <LimitForm
          period="daily"
          label={t.input}
          hint={MONEY_TEXT.limitMax(DEPOSIT_LIMIT_MAX_KR.daily)}
          submitText={t.set}
          onSubmit={saveFastLimit}
        />
      </div>
    </Modal>
  )
}
