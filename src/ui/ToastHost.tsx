import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { TOAST_DURATION_MS } from '../lib/constants.ts'
import { dismissToast, type Toast, useToasts } from '../stores/toasts.ts'
import { CloseButton } from './CloseButton.tsx'
import { useNoticeLayer } from './notice-layer.ts'

/** One toast; its time runs from when it is on screen. */
function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [toast.id])
  return (
    <div className={`toast toast--${toast.kind}`}>
      <span>{toast.text}</span>
      <CloseButton onClick={() => dismissToast(toast.id)} />
    </div>
  )
}

/** The toasts, in the notice layer: above the topmost open modal (src/ui/notice-layer.ts). */
export function ToastHost() {
  const { list } = useToasts()
  const layer = useNoticeLayer()
  if (!layer) return null
  return createPortal(
    <div className="toasts" role="status" aria-live="polite">
      {list.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>,
    layer,
  )
}
