import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { SignupPrefill } from '../../../contract/player.ts'
import type { Details } from '../../stores/signup.ts'
import { da } from '../../text/da.ts'
import { Field } from '../../ui/Field.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { useAutoFocus } from '../../ui/use-auto-focus.ts'
import { useForm } from '../../ui/use-form.ts'

const t = da.signup
const KEYS = ['firstName', 'lastName', 'address', 'zip', 'city'] as const
const RULES = {
  firstName: { required: true, maxLength: 60 },
  lastName: { required: true, maxLength: 60 },
  address: { required: true, maxLength: 120 },
  zip: { required: true, regExp: { pattern: /^\d{4}$/, message: t.zipInvalid } },
  city: { required: true, maxLength: 60 },
}

const danishDate = (iso: string) => iso.split('-').reverse().join('.')

type Props = {
  prefill: SignupPrefill
  /** Runs signup_step3; answers an error message to show, or null. */
  onConfirm: (details: Details) => Promise<string | null>
}

/** Step 3: the CPR register's data for review, read-only until 'Ret'. */
export function Step3({ prefill, onConfirm }: Props) {
  const initial = Object.fromEntries(KEYS.map((k) => [k, prefill[k] ?? ''])) as Details
  const form = useForm(initial, RULES)
  const [editing, setEditing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const confirmRef = useAutoFocus<HTMLButtonElement>()
  const firstField = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (editing) firstField.current?.focus()
  }, [editing])

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy) return
    if (!form.check()) {
      setEditing(true)
      return
    }
    setBusy(true)
    setError(null)
    const details = Object.fromEntries(KEYS.map((k) => [k, form.values[k].trim()])) as Details
    const message = await onConfirm(details)
    setError(message)
    setBusy(false)
  }

  return (
    <form className="signup__form" onSubmit={submit} noValidate>
      <p>{t.reviewIntro}</p>
      {editing &&
        KEYS.map((k, i) => (
          <Field
            key={k}
            ref={i === 0 ? firstField : undefined}
            label={t[k]}
            {...form.field(k)}
            inputMode={k === 'zip' ? 'numeric' : undefined}
            required
          />
        ))}
      <dl className="signup__review">
        {!editing &&
          KEYS.map((k) => (
            <div key={k}>
              <dt>{t[k]}</dt>
              <dd>{form.values[k]}</dd>
            </div>
          ))}
        {prefill.birthDate && (
          <div>
            <dt>{t.birthDate}</dt>
            <dd>{danishDate(prefill.birthDate)}</dd>
          </div>
        )}
      </dl>
      <FormAlert message={error} />
      <div className="modal__actions">
        {!editing && (
          <button type="button" className="btn btn--ghost" onClick={() => setEditing(true)}>
            {t.edit}
          </button>
        )}
        <button
          ref={confirmRef}
          type="submit"
          className="btn"
          disabled={busy}
          aria-busy={busy}
          // Keeps the focus in the field being edited: see SubmitButton.
          onMouseDown={(e) => e.preventDefault()}
        >
          {t.confirm}
        </button>
      </div>
    </form>
  )
}
