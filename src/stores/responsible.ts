import { proxy, useSnapshot } from 'valtio'
import type { DepositLimits } from '../../contract/wallet.ts'
import type { Period } from '../../contract/wallet-rules.ts'
import { ApiError } from '../api/http.ts'
import { responsibleApi, type UserStatus } from '../api/responsible.ts'
import { walletApi } from '../api/wallet.ts'
import { FAST_LIMIT_FOLLOW_UP_MS } from '../lib/constants.ts'
import { formatLimitDate, hasNoLimits, limitsBody, limitViews } from '../lib/deposit-limits.ts'
import { isPhone } from '../lib/device.ts'
import { danishDay } from '../lib/history-format.ts'
import { formatWholeKr } from '../lib/money.ts'
import { readPersisted } from '../lib/persisted.ts'
import { todayFigures } from '../lib/play-figures.ts'
import { verificationShown } from '../lib/verification-shown.ts'
import { daResponsible } from '../text/responsible.ts'
import { errorText } from './errors.ts'
import { closeModal, openModal } from './modals.ts'
import { logout, sessionStore } from './session.ts'
import { showToast } from './toasts.ts'

const t = daResponsible

/** Deposit limits, the account status with its exclusion end (tm) and today's figures (SPEC.md sections 4, 5). */
const responsibleStore = proxy({
  limits: null as DepositLimits | null,
  status: null as UserStatus | null,
  statusLoading: false,
  today: null as { deposits: number; losses: number } | null,
})

export async function loadLimits(): Promise<string | null> {
  try {
    responsibleStore.limits = await responsibleApi.depositLimits()
    return null
  } catch (err) {
    return errorText(err)
  }
}

/**
 * One period's new limit; the server decides whether it applies now (lower) or in 24 hours (higher),
 * and the toast says which. Answers the refusal to show, or null.
 */
export async function saveLimit(period: Period, kr: number, announce = true): Promise<string | null> {
  try {
    const current = responsibleStore.limits ?? (await responsibleApi.depositLimits())
    const saved = await responsibleApi.setDepositLimits(limitsBody(current, period, kr))
    responsibleStore.limits = saved
    const pending = limitViews(saved).find((v) => v.period === period)?.pending
    const label = t.periodLimit[period]
    const amount = formatWholeKr(kr)
    if (announce)
      showToast(
        pending ? t.limit.raised(label, amount, formatLimitDate(pending.at)) : t.limit.lowered(label, amount),
        'success',
      )
    return null
  } catch (err) {
    return errorText(err)
  }
}

/** What the deposit button may do now: deposit, or first the fast limit or the exclusion info. */
export function depositGate(): 'deposit' | 'fastLimit' | 'excluded' {
  const status = responsibleStore.status
  if (status?.tm || status?.excluded) return 'excluded'
  const l = responsibleStore.limits
  return l && sessionStore.user?.email && hasNoLimits(l) ? 'fastLimit' : 'deposit'
}

/**
 * After login (SPEC.md section 4): the status, and the limits; a player with an e-mail whose six
 * limit values are all 0 meets the fast deposit limit modal.
 */
export async function checkPlayer() {
  await Promise.all([loadStatus(), loadLimits()])
  if (depositGate() === 'fastLimit') openModal('FAST_DEPOSIT_LIMIT')
}

/**
 * The fast deposit limit: the daily limit is set, the dialog closes and, 300 ms later, the
 * verification popup for a temp account not shown it yet, else on a phone the set-PIN screen.
 */
export async function saveFastLimit(kr: number): Promise<string | null> {
  const error = await saveLimit('daily', kr, false)
  if (error) return error
  showToast(t.fast.success(formatWholeKr(kr)), 'success')
  closeModal('FAST_DEPOSIT_LIMIT')
  setTimeout(() => {
    const user = sessionStore.user
    if (!user) return
    if (user.status === 'temp') {
      if (!verificationShown(user.id)) openModal('VERIFICATION_POPUP')
      return
    }
    const hasPin = readPersisted('pinHash') && readPersisted('pinUserName') === user.userName
    if (isPhone() && !hasPin) openModal('PIN_LOGIN', { action: 'set' })
  }, FAST_LIMIT_FOLLOW_UP_MS)
  return null
}

export async function loadStatus() {
  responsibleStore.statusLoading = true
  try {
    responsibleStore.status = await responsibleApi.userStatus()
  } catch {
    responsibleStore.status = null
  } finally {
    responsibleStore.statusLoading = false
  }
}

export type ExclusionChoice = 'ex_24h' | 'days7' | 'ex_1m' | 'permanent'

function exclude(choice: ExclusionChoice) {
  if (choice === 'permanent') return responsibleApi.excludeUserPermanently()
  if (choice === 'days7') return responsibleApi.excludeUserDays(7)
  return responsibleApi.excludeUser(choice)
}

/**
 * Self-exclusion (SPEC.md section 4): on success logout and the exclusion text with the success message;
 * a refusal tells the player they are already excluded. Answers the message to show, or null.
 */
export async function selfExclude(choice: ExclusionChoice): Promise<string | null> {
  // A permanent exclusion pays the whole cash balance to NemKonto: the text tells how much left.
  const paidOut = choice === 'permanent' ? (sessionStore.user?.balance ?? 0) : null
  try {
    await exclude(choice)
  } catch (err) {
    return err instanceof ApiError && err.status < 500 ? t.exclusion.failed : errorText(err)
  }
  // The server has ended the session already; logging out here forgets it without SESSION_EXPIRED.
  await logout().catch(() => undefined)
  responsibleStore.status = null
  responsibleStore.limits = null
  closeModal()
  openModal('SELF_EXCLUSION_TEXT', { paidOut })
  return null
}

/** Today's deposits and losses for the panel, from today's transaction list. */
export async function loadToday() {
  const today = danishDay(new Date())
  try {
    const page = await walletApi.transactions(today, today)
    responsibleStore.today = todayFigures(page.transactions)
  } catch {
    responsibleStore.today = null
  }
}

export function forgetResponsible() {
  responsibleStore.limits = null
  responsibleStore.status = null
  responsibleStore.today = null
}

export const useResponsible = () => useSnapshot(responsibleStore)
