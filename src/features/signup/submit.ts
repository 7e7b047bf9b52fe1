import { navigate } from 'wouter/use-browser-location'
import { ApiError, type Details, playerApi } from '../../api/player.ts'
import { channel } from '../../lib/device.ts'
import { closeModal, openModal } from '../../stores/modals.ts'
import { loggedIn } from '../../stores/session.ts'
import { showToast } from '../../stores/toasts.ts'
import { da } from '../../text/da.ts'
import { clearFlow, goToMitid, readFlow, saveFlow } from './flow.ts'

/** The step-4 form as strings; checkboxes are '1' or ''. */
export type AccountForm = Record<
  | 'userName'
  | 'password'
  | 'phone'
  | 'securityQuestion'
  | 'securityAnswer'
  | 'expectBetting'
  | 'acceptTerms'
  | 'newsletter'
  | 'bonusCode',
  string
>

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** Closing sign-up goes to / (SPEC.md section 2, Sign-up). */
export function goHome() {
  if (window.location.pathname !== '/') navigate('/', { replace: true })
}

/** A 409 with data.exists: the account is there already (SPEC.md section 8). */
export function accountExists(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 409 && typeof err.data?.exists === 'string'
}

/** EMAIL_EXIST in place of the sign-up modal, with the server's matching message. */
export function showAccountExists(message: string) {
  clearFlow()
  openModal('EMAIL_EXIST', { message }, ['SIGN_UP'])
  goHome()
}

let questions: Promise<{ id: number; question: string }[]> | null = null
export function loadQuestions() {
  questions ??= playerApi.securityQuestions().catch((err) => {
    questions = null
    throw err
  })
  return questions
}

/** Step 1: the server checks CPR (age, ROFUS, existing account) and e-mail, then MitID takes over. */
export async function submitStep1(
  cpr: string,
  email: string,
  onRedirect: () => void,
): Promise<string | null> {
  try {
    await playerApi.signupStep1(cpr, email)
  } catch (err) {
    if (accountExists(err)) {
      showAccountExists(err.message)
      return null
    }
    return messageOf(err)
  }
  saveFlow({ step: 2, email })
  onRedirect()
  try {
    await goToMitid('signup', cpr)
    return null
  } catch (err) {
    saveFlow({ step: 1, email })
    return messageOf(err)
  }
}

/** Step 3: the reviewed details; their status tells whether the account will need verifying. */
export async function submitStep3(
  details: Details,
): Promise<{ status: 'open' | 'temp' } | { error: string }> {
  try {
    const { status } = await playerApi.signupStep3(details)
    const flow = readFlow()
    saveFlow({ email: flow?.email ?? '', ...flow, step: 4, status })
    return { status }
  } catch (err) {
    return { error: messageOf(err) }
  }
}

/** Step 4: the account is created and the player is logged in. */
export async function submitAccount(v: AccountForm): Promise<string | null> {
  try {
    const user = await playerApi.register({
      userName: v.userName.trim(),
      password: v.password,
      phone: v.phone.trim(),
      securityQuestion: Number(v.securityQuestion),
      securityAnswer: v.securityAnswer.trim(),
      expectBetting: v.expectBetting,
      acceptTerms: v.acceptTerms === '1',
      newsletter: v.newsletter === '1',
      ...(v.bonusCode.trim() ? { bonusCode: v.bonusCode.trim() } : {}),
      channel: channel(),
    })
    clearFlow()
    await loggedIn(user, 'signup')
    closeModal('SIGN_UP')
    goHome()
    showToast(da.signup.welcome(da.brand), 'success')
    return null
  } catch (err) {
    if (accountExists(err)) {
      showAccountExists(err.message)
      return null
    }
    return messageOf(err)
  }
}
