import { useEffect } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { DEPOSIT_MESSAGE, parseDepositMessage } from '../../lib/deposit-flow.ts'
import { showToast } from '../../stores/toasts.ts'
import { finishDeposit } from '../../stores/wallet.ts'

/**
 * /deposit/success and /deposit/error (SPEC.md section 2): blank pages the payment window returns to.
 * In the deposit modal's frame they tell the parent window the result; opened on their own they go
 * to /velkommen and show the result there.
 */
export function DepositReturn({ status }: { status: 'success' | 'error' }) {
  useEffect(() => {
    const q = new URLSearchParams(window.location.search)
    const message = { type: DEPOSIT_MESSAGE, status, amount: q.get('amount'), reason: q.get('reason') }
    if (window.parent !== window) {
      window.parent.postMessage(message, window.location.origin)
      return
    }
    navigate('/velkommen', { replace: true })
    const r = parseDepositMessage(message)
    // A failed payment has no deposit modal here to show its message in: a toast says it instead.
    if (r)
      void finishDeposit(r).then(({ error }) => {
        if (error) showToast(error, 'error')
      })
  }, [status])
  return null
}
