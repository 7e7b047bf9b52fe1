import type { ReactNode } from 'react'
import { da } from '../../text/da.ts'
import { FieldError, useFieldError } from '../../ui/FieldError.tsx'
import { FormAlert } from '../../ui/FormAlert.tsx'
import { SubmitButton } from '../../ui/SubmitButton.tsx'

type Option = { value: string; label: string }

type SelectProps = {
  label: string
  value: string
  options: Option[]
  placeholder: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string | undefined
}

/** A labelled select with its error under it, styled like Field. */
export function SelectField({ label, value, options, placeholder, onChange, onBlur, error }: SelectProps) {
  const { id, errorId, aria } = useFieldError(error)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} {...aria}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  )
}

type CheckProps = {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string | undefined
}

/** A checkbox with its label after it and its error under it. */
export function CheckField({ label, checked, onChange, error }: CheckProps) {
  const { id, errorId, aria } = useFieldError(error)
  return (
    <div className="field signup__check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        {...aria}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={errorId} error={error} />
    </div>
  )
}

/** 'Trin 2 af 4' plus the step names, the current one marked for screen readers. */
export function StepIndicator({ step, total = 4 }: { step: number; total?: number }) {
  const t = da.signup
  return (
    <div className="signup__steps">
      <p className="signup__step-text">{t.stepOf(step, total)}</p>
      <ol className="signup__step-list" aria-label={t.stepOf(step, total)}>
        {t.stepNames.map((name, i) => (
          <li
            key={name}
            className={i + 1 <= step ? 'signup__step signup__step--done' : 'signup__step'}
            aria-current={i + 1 === step ? 'step' : undefined}
          >
            <span className="visually-hidden">{name}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** The foot of a form that goes on to MitID: its error, then 'Fortsæt med MitID'. */
export function MitidSubmit({ busy, error }: { busy: boolean; error: string | null | undefined }) {
  return (
    <>
      <FormAlert message={error} />
      <div className="modal__actions">
        <SubmitButton busy={busy} mitid>
          {da.signup.continueMitid}
        </SubmitButton>
      </div>
    </>
  )
}
