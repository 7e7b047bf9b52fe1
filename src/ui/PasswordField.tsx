import { Field, type FieldProps } from './Field.tsx'

type Props = Omit<FieldProps, 'type' | 'autoComplete' | 'maxLength'> & {
  /** A password being chosen (the browser may suggest one; at most 64 characters, the sign-up rule). */
  choosing?: boolean
}

/** A password input: a current one takes up to 128 characters, so an older long password still fits. */
export function PasswordField({ choosing = false, ...field }: Props) {
  return (
    <Field
      type="password"
      autoComplete={choosing ? 'new-password' : 'current-password'}
      maxLength={choosing ? 64 : 128}
      {...field}
    />
  )
}
