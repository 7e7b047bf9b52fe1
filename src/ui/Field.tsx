import type { InputHTMLAttributes, Ref } from 'react'
import { FieldError, useFieldError } from './FieldError.tsx'

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null | undefined
  ref?: Ref<HTMLInputElement>
}

/** A labelled input with its error under it (SPEC.md section 5: the error shows under the field). */
export function Field({ label, value, onChange, error, ref, ...input }: FieldProps) {
  const { id, errorId, aria } = useFieldError(error)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...aria}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  )
}
