import type {
  ActiveBonus,
  Bonus,
  BonusHistoryItem,
  DepositLimits,
  TransactionPage,
  Withdrawal,
  WithdrawInfo,
} from '../../contract/wallet.ts'
import { API } from './env.ts'
import { request } from './http.ts'

const get = <T>(path: string) => request<T>('GET', `${API.player}/${path}`)
const post = <T>(path: string, body: object) => request<T>('POST', `${API.player}/${path}`, { body })

/** The money calls of the Player API (SPEC.md section 7); shapes from contract/wallet.ts. */
export const walletApi = {
  depositLimits: () => get<DepositLimits>('getDepositLimits'),
  bonusList: (brand: string) => get<Bonus[]>(`getBonusListChannel/${encodeURIComponent(brand)}`),
  activeBonus: () => get<ActiveBonus | null>('activeBonus'),
  activeBonusList: () => get<BonusHistoryItem[]>('activeBonusList'),
  // A GET that changes state (SPEC.md section 7): the server wants the JSON type on it (no body).
  forfeitBonus: () =>
    request<{ amount: number }>('GET', `${API.player}/forfeitBonus`, {
      headers: { 'content-type': 'application/json' },
    }),
  withdrawInfo: () => get<WithdrawInfo>('getWithdrawMaxAmountEx'),
  withdraw: (amount: number, text: string, requestId: string) =>
    post<Withdrawal>('withdrawalRequestNem', { amount, text, requestId }),
  depositVoucher: (serial: string, code: string) =>
    post<{ amount: number }>('depositVoucher', { serial, code }),
  transactionGroups: (type: number, from: string, to: string, page: number, size: number) =>
    get<TransactionPage>(`getTransactionGroupList/${type}/${from}/${to}/${page}/${size}`),
  transactions: (from: string, to: string) => get<TransactionPage>(`getTransactionList/${from}/${to}`),
}
