import { createPortal } from 'react-dom'
import { dismissToast, useToasts } from '../stores/toasts.ts'
import { da } from '../text/da.ts'
import { CloseButton } from './CloseButton.tsx'
import { useNoticeLayer } from './notice-layer.ts'

/** The toasts, in the notice layer: above the topmost open modal (src/ui/notice-layer.ts). */
export function ToastHost() {
  const { list } = useToasts()
  const layer = useNoticeLayer()
  if (!layer) return null
  return createPortal(
    <div className="toasts" role="status" aria-live="polite">
      {list.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`}>
          <span>{t.text}</span>
          <CloseButton label={da.common.closeNotice} onClick={() => dismissToast(t.id)} />
        </div>
      ))}
    </div>,
    layer,
  )
}
