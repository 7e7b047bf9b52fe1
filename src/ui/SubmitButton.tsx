import type { ReactNode } from 'react'

/**
 * The form's submit button. A press does not take the focus: otherwise the field being left would
 * validate on blur, its error would push the button down between mousedown and mouseup, and the
 * click would be lost. Submitting validates every field anyway.
 */
export function SubmitButton({
  busy,
  children,
  mitid,
}: {
  busy: boolean
  children: ReactNode
  mitid?: boolean
}) {
  return (
    <button
      type="submit"
      className={mitid ? 'btn btn--mitid' : 'btn'}
      disabled={busy}
      aria-busy={busy}
      onMouseDown={(e) => e.preventDefault()}
    >
      {children}
    </button>
  )
}
