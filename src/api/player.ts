import type { AccountInformation, Geo, LoginStatus, SignupPrefill, User } from '../../contract/player.ts'
import { API } from './env.ts'
import { request } from './http.ts'

const get = <T>(path: string) => request<T>('GET', `${API.player}/${path}`)
const post = <T>(path: string, body: object = {}) => request<T>('POST', `${API.player}/${path}`, { body })
const cmsPost = <T>(path: string, body: object) => request<T>('POST', `${API.cms}/${path}`, { body })

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
      return await request<Geo>('GET', `${API.core}/geo.php`)
    } catch {
      return {}
    }
  },
}

type Device = { hardware_id: string; useragent_id: string; mobileApp: boolean }
export const cmsLoginApi = {
  registerDevice: (device: Device) => cmsPost<{ device_id: number }>('register-device', device),
  attachUser: (user: User, device: Device) =>
    cmsPost<{ client_id: number }>('attach-user', {
      ...device,
      user_id: user.id,
      fullname: `${user.firstName} ${user.lastName}`,
      email: user.email,
      balance: user.balance,
      username: user.userName,
    }),
  lastLogin: (userId: number, device: Device) =>
    cmsPost<{ lastLogin: string | null }>('last-login', { ...device, user_id: userId }),
}
