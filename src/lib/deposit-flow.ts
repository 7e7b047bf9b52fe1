import type { Bonus } from '../../contract/wallet.ts'
import { bonusPreview, isDepositBonus } from '../../contract/wallet-rules.ts'
import { daWallet } from '../text/wallet.ts'
import { formatKr } from './money.ts'

/** The deposit flow's pure parts (SPEC.md sections 4, 5, 7 and 8), with unit tests. */

export type PayType = 'card' | 'mobilePay' | 'applePay'
export type DepositResult = { status: 'success' | 'error'; amount: string | null; reason: string | null }

/** The message /deposit/success and /deposit/error post to the window that framed them. */
export const DEPOSIT_MESSAGE = 'deposit-result'

/** The payment frame's address with SPEC.md section 7's parameters; the amount goes in minor units. */
export function dibsUrl(o: {
  userId: number
  amountKr: number
  payType: PayType
  bonusId?: string | null
}): string {
  const q = new URLSearchParams({
    op: 'deposit',
    client: String(o.userId),
    exchcode: 'DKK',
    amount: String(Math.round(o.amountKr * 100)),
    input_amount: String(o.amountKr),
    agree: '1',
    accept: '/deposit/success',
    cancel: '/deposit/error',
    success: '/deposit/success',
    error: '/deposit/error',
    payType: o.payType,
    pnmt: o.payType,
  })
  if (o.bonusId) q.set('bonusId', o.bonusId)
  return `/dibs?${q}`
}

/** The deposit error catalogue of SPEC.md section 8; an unknown code gets the generic text. */
export function depositMessage(reason: string | null | undefined): string {
  return (reason && daWallet.deposit.errors[reason]) || daWallet.deposit.unknownError
}

/** Reads the frame's message; anything else (another window's chatter) is null. */
export function parseDepositMessage(data: unknown): DepositResult | null {
  if (!data || typeof data !== 'object') return null
  const d = data as Record<string, unknown>
  if (d.type !== DEPOSIT_MESSAGE || (d.status !== 'success' && d.status !== 'error')) return null
  const text = (v: unknown) => (typeof v === 'string' && v.length <= 40 ? v : null)
  return { status: d.status, amount: text(d.amount), reason: text(d.reason) }
}

/** Only deposit bonuses (type W, action D) are offered in the deposit modal. */
export const depositBonuses = (list: readonly Bonus[]) => list.filter(isDepositBonus)

/** The bonus line under the amount: the preview at or above minAmount, else what it takes. */
export function bonusLine(amountKr: number, b: Bonus): string {
  const preview = bonusPreview(amountKr, b)
  return preview === null
    ? daWallet.deposit.bonusBelowMin(formatKr(b.minAmount))
    : daWallet.deposit.bonusPreview(formatKr(preview))
}
