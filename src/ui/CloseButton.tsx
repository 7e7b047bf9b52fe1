import { da } from '../text/da.ts'

/**
 * The small "×" that closes a toast or a popup. A popup's is the spec's "Luk"; a toast's says
 * "Luk besked", because a toast can be drawn inside a dialog and a dialog must have one "Luk".
 */
export function CloseButton({ onClick, label = da.common.close }: { onClick: () => void; label?: string }) {
  return (
    <button type="button" className="toast__close" aria-label={label} onClick={onClick}>
      ×
    </button>
  )
}
