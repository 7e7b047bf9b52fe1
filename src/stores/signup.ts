import { navigate } from 'wouter/use-browser-location'
import type { SignupPrefill } from '../../contract/player.ts'
import { playerApi } from '../api/player.ts'
import { channel } from '../lib/device.ts'
import { clearFlow, readFlow, saveFlow } from '../lib/signup-flow.ts'
import { da } from '../text/da.ts'
import { goToMitid } from './auth.ts'
import { errorData, errorStatus, errorText } from './errors.ts'
import { closeModal, openModal } from './modals.ts'
import { loggedIn } from './session.ts'
import { showToast } from './toasts.ts'

/** The sign-up actions of SPEC.md section 4 (steps 1 to 4 and the MitID return); each answers a message or null. */

/** Step 3's reviewed details: the CPR register's prefill without the birth date. */
export type Details = Omit<SignupPrefill, 'birthDate'>

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

const messageOf = (err: unknown) => errorText(err)

/** Closing sign-up goes to / (SPEC.md section 2, Sign-up). */
export function goHome() {
  if (window.location.pathname !== '/') navigate('/', { replace: true })
}

/** A 409 with data.exists: the account is there already (SPEC.md section 8). */
const accountExists = (err: unknown) => errorStatus(err) === 409 && typeof errorData(err)?.exists === 'string'

/** EMAIL_EXIST in place of the sign-up modal, with the server's matching message. */
function showAccountExists(message: string) {
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
      showAccountExists(messageOf(err))
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
      showAccountExists(messageOf(err))
      return null
    }
    return messageOf(err)
  }
}

const errorPath = (error: string) => `/mitid-verify/error?${new URLSearchParams({ error })}`

/**
 * Sign-up step 2 back from MitID: the result gives the CPR register's data, and step 3 opens with it.
 * The server's refusal shows in step 1; a thrown error goes to the error route (SPEC.md section 4).
 */
export async function finishMitidSignup(result: string, signature: string) {
  try {
    const prefill = await playerApi.signupStep2(result, signature)
    saveFlow({ email: readFlow()?.email ?? '', step: 3, prefill })
    openModal('SIGN_UP', { step: 3, prefill })
  } catch (err) {
    if (accountExists(err)) return showAccountExists(messageOf(err))
    if (errorStatus(err) > 0) openModal('SIGN_UP', { step: 1, error: messageOf(err) })
    else navigate(errorPath(errorText(err, da.signup.mitidFailed)), { replace: true })
  }
}
