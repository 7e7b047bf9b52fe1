import { da } from '../text/da.ts'

/**
 * The small "×" that closes a notice (a toast, the last-login notice). It says "Luk besked", not the
 * spec's "Luk" of a popup: notices are drawn inside the topmost dialog, and a dialog has one "Luk".
 */
export function CloseButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="toast__close" aria-label={da.common.closeNotice} onClick={onClick}>
      ×
    </button>
  )
}
