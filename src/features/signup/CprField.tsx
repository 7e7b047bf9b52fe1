import type { Ref } from 'react'
import { CPR_PATTERN } from '../../lib/signup-flow.ts'
import { FIELD_TEXT } from '../../lib/validation.ts'
import { da } from '../../text/da.ts'
import { Field } from '../../ui/Field.tsx'

/** The CPR rule of sign-up step 1 and the CPR confirmation: ten digits, a dash allowed after six. */
export const CPR_RULE = { required: true, regExp: { pattern: CPR_PATTERN, message: FIELD_TEXT.cpr } }

type Props = {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  error: string | undefined
  ref?: Ref<HTMLInputElement>
}

/** The CPR-nummer input, numeric keypad on phones, never autofilled. */
export function CprField({ value, onChange, onBlur, error, ref }: Props) {
  return (
    <Field
      ref={ref}
      label={da.signup.cpr}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      inputMode="numeric"
      autoComplete="off"
      maxLength={11}
      placeholder={da.signup.cprHint}
      required
    />
  )
}
