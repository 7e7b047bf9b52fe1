/** A form-level message under the fields: the server's Danish answer, or a confirmation. */
export function FormAlert({
  message,
  kind = 'error',
}: {
  message: string | null | undefined
  kind?: 'error' | 'ok'
}) {
  if (!message) return null
  return (
    <p className={kind === 'ok' ? 'form__ok' : 'form__alert'} role="alert">
      {message}
    </p>
  )
}
