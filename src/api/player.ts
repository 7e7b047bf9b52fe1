import { FetchError, ofetch } from 'ofetch'
import type { AccountInformation, Geo, LoginStatus, SignupPrefill, User } from '../../contract/player.ts'
import { API } from './env.ts'

/** A refused call: the server's Danish message, its HTTP status and any data it sent along. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: Record<string, unknown> | null,
  ) {
    super(message)
  }
}

// Shown when the server could not be reached or answered something that is not our envelope.
const NETWORK_TEXT = 'Something went wrong, please, try again later'

type Envelope<T> = { success: boolean; data?: T; errorMessage?: string | null }

/** One Player API call: the envelope's data, or an ApiError with the server's Danish message. */
export async function call<T>(method: 'GET' | 'POST', base: string, path: string, body?: object): Promise<T> {
  try {
    const answer = await ofetch<Envelope<T>>(`${base}/${path}`, { method, body, credentials: 'include' })
    if (!answer.success) throw new ApiError(answer.errorMessage || NETWORK_TEXT, 200, null)
    return answer.data as T
  } catch (err) {
    if (err instanceof ApiError) throw err
    if (err instanceof FetchError) {
      const data = err.data as Envelope<unknown> | undefined
      const message = data?.errorMessage || NETWORK_TEXT
      const extra =
        data?.data && typeof data.data === 'object' ? (data.data as Record<string, unknown>) : null
      throw new ApiError(message, err.statusCode ?? 0, extra)
    }
    throw new ApiError(NETWORK_TEXT, 0, null)
  }
}

const get = <T>(path: string) => call<T>('GET', API.player, path)
const post = <T>(path: string, body: object = {}) => call<T>('POST', API.player, path, body)

type Channel = 0 | 8
export type Details = Omit<SignupPrefill, 'birthDate'>
export type RegisterForm = {
  userName: string
  password: string
  phone: string
  securityQuestion: number
  securityAnswer: string
  expectBetting: string
  acceptTerms: boolean
  newsletter: boolean
  bonusCode?: string
  channel: Channel
}

/** The Player API of SPEC.md section 7; shapes from contract/player.ts. */
export const playerApi = {
  isLoggedIn: () => get<LoginStatus>('isLoggedIn'),
  accountInformation: () => get<AccountInformation>('getAccountInformation'),
  channelLogin: (userName: string, password: string, channel: Channel) =>
    post<User>('channelLogin', { userName, password, channel, version: 2 }),
  logout: () => post<null>('logout'),
  createHash: (pin: string) => post<{ hash: string }>('createHash', { pin }),
  loginPin: (pin: string, hash: string, userName: string, channel: Channel) =>
    post<User>('loginPin', { pin, hash, userName, channel }),
  nemidParameters: (mode: 'login' | 'signup' | 'forgotpassword' | 'confirm') =>
    get<{ url: string }>(`getNemidParameters?mode=${mode}&language=da`),
  nemidLogin: (result: string, signature: string) => post<User>('nemid_login', { result, signature }),
  restorePassword: (result: string, signature: string, password: string, confirm: string) =>
    post<{ message: string }>('restorePassword', { result, signature, password, confirm }),
  signupStep1: (cpr: string, email: string) => post<{ next: 'mitid' }>('signup_step1', { cpr, email }),
  signupStep2: (result: string, signature: string) =>
    post<SignupPrefill>('signup_step2', { result, signature }),
  signupStep3: (details: Details) => post<{ status: 'open' | 'temp' }>('signup_step3', { details }),
  register: (form: RegisterForm) => post<User>('register', form),
  setAccountInformation: (body: { email: string; phoneNr: string }) =>
    post<{ message: string }>('setAccountInformation', body),
  changePassword: (current: string, edit: string, confirm: string) =>
    post<{ message: string }>('changePassword', { current, edit, confirm }),
  resetPassword: (userName: string, email: string) =>
    post<{ message: string }>('resetPassword', { userName, email }),
  securityQuestions: () => get<{ id: number; question: string }[]>('getSecurityQuestionList'),
  userStatus: () =>
    get<{ status: User['status']; tm: string | null; verifyDeadline: string | null }>('getUserStatus'),
  newsletter: (on: boolean) => post<null>('newsletterSubscription', { on: on ? 1 : 0 }),
  unsubscribe: (email: string, on: boolean) =>
    post<null>('unsubscribeFromNewsletter', { email, on: on ? 1 : 0 }),
}

export const geoApi = {
  /** On failure an empty object is used (SPEC.md section 7, Geo). */
  check: async (): Promise<Partial<Geo>> => {
    try {
      return await call<Geo>('GET', API.core, 'geo.php')
    } catch {
      return {}
    }
  },
}

type Device = { hardware_id: string; useragent_id: string; mobileApp: boolean }
export const cmsLoginApi = {
  registerDevice: (device: Device) => call<{ device_id: number }>('POST', API.cms, 'register-device', device),
  attachUser: (user: User, device: Device) =>
    call<{ client_id: number }>('POST', API.cms, 'attach-user', {
      ...device,
      user_id: user.id,
      fullname: `${user.firstName} ${user.lastName}`,
      email: user.email,
      balance: user.balance,
      username: user.userName,
    }),
  lastLogin: (userId: number, device: Device) =>
    call<{ lastLogin: string | null }>('POST', API.cms, 'last-login', { ...device, user_id: userId }),
}
