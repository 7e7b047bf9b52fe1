import type { SignupPrefill } from '../../contract/player.ts'

/** What survives the full-page trip to MitID and back (sessionStorage, this tab only). */
export type SignupFlow = {
  step: 1 | 2 | 3 | 4
  email: string
  prefill?: SignupPrefill
  status?: 'open' | 'temp'
}

const KEY = 'signupFlow'

export function readFlow(): SignupFlow | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    const flow = raw ? (JSON.parse(raw) as SignupFlow) : null
    return flow && typeof flow === 'object' && typeof flow.step === 'number' ? flow : null
  } catch {
    return null
  }
}

export function saveFlow(flow: SignupFlow) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flow))
  } catch {
    // private mode without storage: the flow still works in this page, just not across a reload
  }
}

export function clearFlow() {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // nothing stored
  }
}

export type MitidMode = 'login' | 'signup' | 'forgotpassword' | 'confirm'
const MITID_MODES: readonly MitidMode[] = ['login', 'signup', 'forgotpassword', 'confirm']
export const isMitidMode = (v: unknown): v is MitidMode => MITID_MODES.includes(v as MitidMode)

/** 10 digits, a dash allowed after the date (DDMMYY-SSSS). */
export const CPR_PATTERN = /^\d{6}-?\d{4}$/
