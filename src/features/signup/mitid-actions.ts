import { navigate } from 'wouter/use-browser-location'
import { ApiError, playerApi } from '../../api/player.ts'
import { openModal } from '../../stores/modals.ts'
import { loggedIn } from '../../stores/session.ts'
import { showToast } from '../../stores/toasts.ts'
import { da } from '../../text/da.ts'
import { isMitidMode, readFlow, saveFlow } from './flow.ts'
import { accountExists, showAccountExists } from './submit.ts'

const errorPath = (error: string) => `/mitid-verify/error?${new URLSearchParams({ error })}`

/** Sign-up step 2: the MitID result gives the CPR register's data, and step 3 opens with it. */
async function finishSignup(result: string, signature: string) {
  try {
    const prefill = await playerApi.signupStep2(result, signature)
    saveFlow({ email: readFlow()?.email ?? '', step: 3, prefill })
    openModal('SIGN_UP', { step: 3, prefill })
  } catch (err) {
    if (accountExists(err)) return showAccountExists(err.message)
    // The server's message shows in step 1; a thrown error goes to the error route (SPEC.md section 4).
    if (err instanceof ApiError && err.status > 0) openModal('SIGN_UP', { step: 1, error: err.message })
    else navigate(errorPath((err as Error).message || da.signup.mitidFailed), { replace: true })
  }
}

async function finishLogin(result: string, signature: string) {
  try {
    await loggedIn(await playerApi.nemidLogin(result, signature), 'mitid')
  } catch (err) {
    showToast((err as Error).message || da.signup.mitidFailed, 'error')
  }
}

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
  if (type === 'signup') void finishSignup(result, signature)
  else if (type === 'forgotpassword') openModal('RESTORE_PASS', { result, signature })
  else void finishLogin(result, signature) // login, and confirm which ends as a login
  return '/'
}
