import { type FormEvent, useState } from 'react'
import { HISTORY_RANGE } from '../../lib/constants.ts'
import { setHistoryDay, useWallet } from '../../stores/wallet.ts'
import { daWallet } from '../../text/wallet.ts'
import { Field } from '../../ui/Field.tsx'
import { Modal } from '../../ui/Modal.tsx'

const t = daWallet.history
const MIN = `${HISTORY_RANGE.minYear}-01-01`
const MAX = `${HISTORY_RANGE.maxYear}-12-31`

/** TRANSACTION_CHOOSE_DATE: one day of the history range, between 1980 and 2050 (SPEC.md section 2). */
export function ChooseDate({ which = 'from', onClose }: { which?: 'from' | 'to'; onClose: () => void }) {
  const { history } = useWallet()
  const [day, setDay] = useState(history[which])
  const [error, setError] = useState<string | null>(null)
  const label = which === 'from' ? t.from : t.to
  function submit(e: FormEvent) {
    e.preventDefault()
    const other = which === 'from' ? history.to : history.from
    const ok =
      /^\d{4}-\d{2}-\d{2}$/.test(day) &&
      day >= MIN &&
      day <= MAX &&
      (which === 'from' ? day <= other : day >= other)
    if (!ok) {
      setError(t.dateRange)
      return
    }
    setHistoryDay(which, day)
    onClose()
  }
  return (
    <Modal title={t.chooseDateTitle(label)} onClose={onClose}>
      <form className="wallet" onSubmit={submit} noValidate>
        <Field label={label} type="date" value={day} onChange={setDay} min={MIN} max={MAX} error={error} />
        <div className="modal__actions">
          <button type="submit" className="btn">
            {t.choose}
          </button>
        </div>
      </form>
    </Modal>
  )
}
