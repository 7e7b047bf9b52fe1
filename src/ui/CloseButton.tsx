import { da } from '../text/da.ts'

/** The small "×" that closes a toast or a popup; its accessible name is the spec's "Luk". */
export function CloseButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="toast__close" aria-label={da.common.close} onClick={onClick}>
      ×
    </button>
  )
}
