import { type FormEvent, useState } from 'react'
import { limitAmountError, type Period } from '../../../contract/wallet-rules.ts'
import { Field } from '../../ui/Field.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'

type Props = {
  period: Period
  label: string
  hint: string
  submitText: string
  onSubmit: (kr: number) => Promise<string | null>
  onCancel?: { text: string; run: () => void }
  initial?: string
}

/**
 * A limit amount (SPEC.md section 5, Deposit limits): required, numeric, no leading zero, 50 up to
 * the period's maximum. The button stays disabled until something is typed; Enter submits.
 */
export function LimitForm({ period, label, hint, submitText, onSubmit, onCancel, initial = '' }: Props) {
  const [value, setValue] = useState(initial)
  const [shown, setShown] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const error = limitAmountError(value, period)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setShown(true)
    if (error || busy) return
    setBusy(true)
    setServerError(await onSubmit(Number(value)))
    setBusy(false)
  }

  return (
    <form className="rg__form" onSubmit={submit} noValidate>
      <Field
        label={label}
        value={value}
        onChange={(v) => {
          setValue(v.trim())
          setServerError(null)
        }}
        onBlur={() => setShown(value !== '')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        error={shown ? error : null}
      />
      <p className="rg__hint">{hint}</p>
      <FormAlert message={serverError} />
      <div className="modal__actions">
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel.run}>
            {onCancel.text}
          </button>
        )}
        <button type="submit" className="btn" disabled={value === '' || busy} aria-busy={busy}>
          {submitText}
        </button>
      </div>
    </form>
  )
}
