import { dismissToast, useToasts } from '../stores/toasts.ts'
import { da } from '../text/da.ts'

export function ToastHost() {
  const { list } = useToasts()
  return (
    <div className="toasts" role="status" aria-live="polite">
      {list.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`}>
          <span>{t.text}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={da.common.close}
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
