import { useEffect, useRef } from 'react'
import { type DepositResult, parseDepositMessage } from '../../lib/deposit-flow.ts'
import { daWallet } from '../../text/wallet.ts'

const t = daWallet.deposit

/**
 * The payment window in a frame (SPEC.md section 4): its return page posts the result here. Only a
 * message from this frame, on this origin, counts; back returns to the amount step.
 */
export function PaymentFrame({
  src,
  onResult,
  onBack,
}: {
  src: string
  onResult: (r: DepositResult) => void
  onBack: () => void
}) {
  const frame = useRef<HTMLIFrameElement>(null)
  const resultRef = useRef(onResult)
  resultRef.current = onResult
  useEffect(() => {
    const listen = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return
      const r = parseDepositMessage(e.data)
      if (r) resultRef.current(r)
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [])
  return (
    <div className="wallet">
      <iframe ref={frame} className="wallet__frame" title={t.frameTitle} src={src} />
      <button type="button" className="btn btn--ghost" onClick={onBack}>
        {t.back}
      </button>
    </div>
  )
}
