import { useId } from 'react'

type Message = string | null | undefined

/** A field's message in red under it, read out when it appears (SPEC.md section 5). */
export function FieldError({ id, error }: { id?: string; error: Message }) {
  if (!error) return null
  return (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  )
}

/** The id a control shares with its label, and the aria attributes that point it at its FieldError. */
export function useFieldError(error: Message) {
  const id = useId()
  const errorId = `${id}-error`
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined }
  return { id, errorId, aria }
}
