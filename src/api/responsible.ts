import type { User } from '../../contract/player.ts'
import type { DepositLimits, SetDepositLimitsBody } from '../../contract/wallet.ts'
import { API } from './env.ts'
import { request } from './http.ts'

const get = <T>(path: string) => request<T>('GET', `${API.player}/${path}`)
const post = <T>(path: string, body: object = {}) => request<T>('POST', `${API.player}/${path}`, { body })

/** tm is the active exclusion's end; excluded is true while any is active, the permanent one (no tm) too. */
export type UserStatus = {
  status: User['status']
  tm: string | null
  excluded?: boolean
  verifyDeadline: string | null
}

/** The responsible-gaming calls of SPEC.md section 7: deposit limits, the status and the three exclusions. */
export const responsibleApi = {
  depositLimits: () => get<DepositLimits>('getDepositLimits'),
  setDepositLimits: (body: SetDepositLimitsBody) => post<DepositLimits>('setDepositLimits', body),
  userStatus: () => get<UserStatus>('getUserStatus'),
  excludeUser: (exclusionPeriod: 'ex_24h' | 'ex_1m') => post<unknown>('excludeUser', { exclusionPeriod }),
  excludeUserDays: (exclusionDays: number) => post<unknown>('excludeUserDays', { exclusionDays }),
  /** Irreversible: the body carries the permanent form's second checkbox. */
  excludeUserPermanently: () => post<unknown>('excludeUserPermanently', { confirmPermanent: true }),
}
