import { dismissToast, useToasts } from '../stores/toasts.ts'
import { CloseButton } from './CloseButton.tsx'

export function ToastHost() {
  const { list } = useToasts()
  return (
    <div className="toasts" role="status" aria-live="polite">
      {list.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`}>
          <span>{t.text}</span>
          <CloseButton onClick={() => dismissToast(t.id)} />
        </div>
      ))}
    </div>
  )
}
