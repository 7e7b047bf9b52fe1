import { dateParts, formatDateTime } from '../../contract/dates.ts'
import type { Transaction } from '../../contract/wallet.ts'
import { HISTORY_DAYS } from '../../contract/wallet-rules.ts'
import { daWallet } from '../text/wallet.ts'
import { formatSignedKr } from './money.ts'

const t = daWallet.history

/** The label of a transaction's typeSub (SPEC.md section 3): T, I, B, DB bonus; DI, AP deposits; S stake; else win. */
export const typeSubLabel = (typeSub: string): string => t.typeSub[typeSub] ?? t.win

/** Money in shows with a plus, money out with a minus (type 1 is a deposit, otherwise a withdrawal). */
export function signedAmount(tr: Pick<Transaction, 'type' | 'amount'>): string {
  return formatSignedKr(tr.amount, tr.type === 1 ? 'in' : 'out')
}

export const when = (iso: string) => formatDateTime(new Date(iso))

/** YYYY-MM-DD of an instant, in Danish time. */
export function danishDay(d: Date): string {
  const p = dateParts(d)
  return `${p.year}-${p.month}-${p.day}`
}

/** The screen opens on the last 90 days, today included (history is shown for at least 90 days). */
export function defaultRange(now: Date): { from: string; to: string } {
  return { from: danishDay(new Date(now.getTime() - HISTORY_DAYS * 86_400_000)), to: danishDay(now) }
}

/** DD.MM.YYYY of a YYYY-MM-DD day. */
export const showDay = (day: string) => day.split('-').reverse().join('.')

export const pages = (count: number, size: number) => Math.max(1, Math.ceil(count / size))
