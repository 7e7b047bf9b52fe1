import { dateParts } from '../../contract/dates.ts'
import type { DepositLimits, SetDepositLimitsBody } from '../../contract/wallet.ts'
import { PERIODS, type Period } from '../../contract/wallet-rules.ts'

/** The deposit-limit screens' pure rules (SPEC.md sections 4, 5 and 7), with unit tests. */

export type LimitView = {
  period: Period
  /** kr., or null when the period has no limit */
  amount: number | null
  /** A raise or removal waiting for its 24 hours: the new value (null = no limit) and when it applies. */
  pending: { amount: number | null; at: string } | null
}

/** The three periods as the modal shows them. */
export function limitViews(l: DepositLimits): LimitView[] {
  return PERIODS.map((period) => {
    const date = l[`${period}AmountDate`]
    const change = l[`${period}AmountChange`]
    const changeOn = l[`${period}AmountChangeLimit`]
    return {
      period,
      amount: l[`${period}AmountLimit`] === 1 ? l[`${period}Amount`] : null,
      pending: date && change !== null ? { amount: changeOn === 1 ? change : null, at: date } : null,
    }
  })
}

/**
 * SPEC.md section 4, Fast deposit limit: the six limit values (amount and flag of each period) all 0.
 * A pending change counts as a choice already made.
 */
export const hasNoLimits = (l: DepositLimits): boolean =>
  PERIODS.every((p) => l[`${p}Amount`] === 0 && l[`${p}AmountLimit`] === 0 && l[`${p}AmountChange`] === null)

/**
 * setDepositLimits takes all six values: the one period changes, the others are sent as the player
 * last chose them (a pending value rather than the one it replaces, so a waiting raise is not
 * cancelled by an edit of another period).
 */
export function limitsBody(l: DepositLimits, period: Period, kr: number): SetDepositLimitsBody {
  const chosen = (p: Period): [number, 0 | 1] => {
    if (p === period) return [kr, 1]
    const v = limitViews(l).find((x) => x.period === p)
    const amount = v?.pending ? v.pending.amount : (v?.amount ?? null)
    return amount === null ? [0, 0] : [amount, 1]
  }
  const [dailyAmount, dailyAmountLimit] = chosen('daily')
  const [weeklyAmount, weeklyAmountLimit] = chosen('weekly')
  const [monthlyAmount, monthlyAmountLimit] = chosen('monthly')
  return {
    dailyAmount,
    dailyAmountLimit,
    weeklyAmount,
    weeklyAmountLimit,
    monthlyAmount,
    monthlyAmountLimit,
    maxDeposit: l.maxDeposit,
  }
}

/** The pending limit's date, DD.MM.YYYY HH:mm in Danish time (SPEC.md section 2, Deposit limit modal). */
export function formatLimitDate(iso: string): string {
  const p = dateParts(new Date(iso))
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`
}
