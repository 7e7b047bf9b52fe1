import { isMitidMode } from '../../lib/signup-flow.ts'
import { finishMitidLogin } from '../../stores/auth.ts'
import { openModal } from '../../stores/modals.ts'
import { finishMitidSignup } from '../../stores/signup.ts'
import { showToast } from '../../stores/toasts.ts'
import { da } from '../../text/da.ts'

/**
 * The /mitid-verify/{action}/{type} routes of SPEC.md section 2. Starts the work the route stands for
 * and answers the path to replace it with (/ when it is done with the URL, /404 when unknown).
 */
export function runMitidRoute(action: string, type: string | undefined, query: URLSearchParams): string {
  if (action === 'error') {
    showToast(query.get('error') || da.signup.mitidFailed, 'error')
    return '/'
  }
  if (action === 'confirm') {
    if (!isMitidMode(type)) return '/404'
    openModal('CPR_CONFIRMATION', { type })
    return '/'
  }
  if (action !== 'success' || !isMitidMode(type)) return '/404'
  const result = query.get('result') ?? ''
  const signature = query.get('signature') ?? ''
  if (!result || !signature) {
    showToast(da.signup.mitidFailed, 'error')
    return '/'
  }
  if (type === 'signup') void finishMitidSignup(result, signature)
  else if (type === 'forgotpassword') openModal('RESTORE_PASS', { result, signature })
  else void finishMitidLogin(result, signature) // login, and confirm which ends as a login
  return '/'
}
