import { proxy, useSnapshot } from 'valtio'
import type {
  ActiveBonus,
  Bonus,
  BonusHistoryItem,
  Transaction,
  Withdrawal,
  WithdrawInfo,
} from '../../contract/wallet.ts'
import { MIN_DEPOSIT_KR } from '../../contract/wallet-rules.ts'
import { ApiError } from '../api/http.ts'
import { walletApi } from '../api/wallet.ts'
import { pushEvent } from '../lib/analytics.ts'
import { BRAND, HISTORY_PAGE_SIZE } from '../lib/constants.ts'
import { type DepositResult, depositMessage } from '../lib/deposit-flow.ts'
import { uuid } from '../lib/device.ts'
import { danishDay, defaultRange } from '../lib/history-format.ts'
import { formatKr } from '../lib/money.ts'
import { daWallet } from '../text/wallet.ts'
import { errorText } from './errors.ts'
import { loadAccount, sessionStore } from './session.ts'
import { showToast } from './toasts.ts'

const t = daWallet

/** The money screens' state: deposit choices, withdrawal facts, bonuses and the history list. */
const walletStore = proxy({
  deposit: {
    ready: false,
    bonuses: [] as Bonus[],
    maxDeposit: -1,
    minDeposit: MIN_DEPOSIT_KR,
    active: null as ActiveBonus | null,
  },
  withdraw: { ready: false, info: null as WithdrawInfo | null, bonuses: [] as BonusHistoryItem[] },
  history: {
    group: 0,
    ...defaultRange(new Date()),
    page: 1,
    rows: [] as Transaction[],
    count: 0,
    loading: false,
    error: null as string | null,
  },
  selected: null as Transaction | null,
})

/** What the deposit modal needs before it shows: the brand's bonuses, the limit headroom, any active bonus. */
export async function loadDeposit() {
  walletStore.deposit.ready = false
  const [bonuses, limits, active] = await Promise.all([
    walletApi.bonusList(BRAND),
    walletApi.depositLimits(),
    walletApi.activeBonus(),
  ])
  const minDeposit = limits.minDeposit ?? MIN_DEPOSIT_KR
  walletStore.deposit = { ready: true, bonuses, maxDeposit: limits.maxDeposit, minDeposit, active }
  return { bonuses, active }
}

/**
 * A finished payment frame (SPEC.md section 4, Deposit flow): success shows the toast and refreshes
 * login and balance; cancel closes; anything else answers its mapped message for the modal to show.
 */
export async function finishDeposit(r: DepositResult): Promise<{ close: boolean; error: string | null }> {
  const kr = formatKr(Number(r.amount ?? 0))
  if (r.status === 'success') {
    showToast(r.reason === 'DEPOSIT_PENDING' ? t.deposit.pending(kr) : t.deposit.success(kr), 'success')
    await loadAccount()
    void trackDeposit(Number(r.amount ?? 0))
    return { close: true, error: null }
  }
  if (r.reason === 'DEPOSIT_CANCEL') {
    showToast(depositMessage(r.reason), 'info')
    return { close: true, error: null }
  }
  return { close: false, error: depositMessage(r.reason) }
}

/** The deposit analytics event goes out after a transaction-list fetch for today (SPEC.md section 4). */
async function trackDeposit(amount: number) {
  const user = sessionStore.user
  if (!user) return
  const today = danishDay(new Date())
  const list = await walletApi.transactions(today, today).catch(() => null)
  pushEvent({ event: 'deposit', user_id: user.id, amount, transactions: list?.count ?? 0 })
}

export async function redeemVoucher(serial: string, code: string): Promise<string> {
  const { amount } = await walletApi.depositVoucher(serial, code)
  await loadAccount()
  return t.voucher.success(formatKr(amount))
}

export async function loadWithdraw() {
  const [info, bonuses] = await Promise.all([walletApi.withdrawInfo(), walletApi.activeBonusList()])
  walletStore.withdraw = { ready: true, info, bonuses }
}

export async function requestWithdrawal(amount: number, text: string): Promise<Withdrawal> {
  try {
    const w = await walletApi.withdraw(amount, text, uuid())
    await loadAccount()
    return w
  } catch (err) {
    throw new ApiError(t.withdraw.failed(errorText(err)), 400, null)
  }
}

/** After a withdrawal: the game of a withdrawal-type bonus, if one is known, else the slots (SPEC.md section 2). */
export function afterWithdrawalPath(): string {
  const gameId = walletStore.withdraw.bonuses.find((b) => b.bonusType === 'W' && b.gameId)?.gameId
  return gameId ? `/spil/${encodeURIComponent(gameId)}/money/` : '/alle-spil/slots'
}

/** Bonus forfeit (SPEC.md section 4): on success the balance, bonus data and profile refresh. */
export async function forfeitBonus(): Promise<boolean> {
  try {
    await walletApi.forfeitBonus()
    showToast(t.removeBonus.success, 'success')
    await Promise.all([loadAccount(), loadWithdraw().catch(() => {})])
    return true
  } catch {
    showToast(t.removeBonus.failed, 'error')
    return false
  }
}

export async function loadHistory() {
  const h = walletStore.history
  h.loading = true
  h.error = null
  try {
    const page = await walletApi.transactionGroups(h.group, h.from, h.to, h.page, HISTORY_PAGE_SIZE)
    h.rows = page.transactions
    h.count = page.count
  } catch (err) {
    h.error = errorText(err)
  } finally {
    h.loading = false
  }
}

export function setHistoryGroup(group: number) {
  walletStore.history.group = group
  walletStore.history.page = 1
  void loadHistory()
}

export function setHistoryDay(which: 'from' | 'to', day: string) {
  walletStore.history[which] = day
  walletStore.history.page = 1
  void loadHistory()
}

export function setHistoryPage(page: number) {
  walletStore.history.page = page
  void loadHistory()
}

export function selectTransaction(tr: Transaction | null) {
  walletStore.selected = tr
}

export const useWallet = () => useSnapshot(walletStore)
