import type { Transaction } from '../../contract/wallet.ts'

/**
 * Today's figures for the responsible-gaming panel, from the history the wallet already answers
 * (SPEC.md section 3, transaction typeSub): deposits are DI and AP; the loss is the stakes (S) less
 * the wins (G) and the stakes given back (R), and never shown below 0.
 */
export function todayFigures(rows: readonly Transaction[]): { deposits: number; losses: number } {
  const sum = (subs: readonly string[]) =>
    rows.filter((r) => subs.includes(r.typeSub)).reduce((acc, r) => acc + Math.abs(r.amount), 0)
  const cents = (kr: number) => Math.round(kr * 100) / 100
  return {
    deposits: cents(sum(['DI', 'AP'])),
    losses: cents(Math.max(0, sum(['S']) - sum(['G', 'R']))),
  }
}
