import { EngineError } from '../errors.ts'
import type { LiveBet } from './types.ts'

export type Limits = { readonly min: number; readonly max: number }

/**
 * The checks every live table makes before a bet is taken: at least one bet, every spot known, every
 * amount whole øre, and each spot's total (a seat may stack the same spot twice) within the table's
 * limits. Pass every bet the seat holds in the round, so the cap holds across several bet calls.
 */
export function checkLiveBets(
  bets: readonly LiveBet[],
  limits: Limits,
  known: (spot: string) => boolean,
  extra?: (spot: string, total: number) => void,
): void {
  if (bets.length === 0) throw new EngineError('BAD_BET', 'a round needs at least one bet')
  const totals = new Map<string, number>()
  for (const { spot, amount } of bets) {
    if (typeof spot !== 'string' || !known(spot)) {
      throw new EngineError('UNKNOWN_BET', `no bet "${String(spot)}" on this table`)
    }
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw new EngineError('BAD_BET', `a bet must be a positive whole number of øre, got ${amount}`)
    }
    totals.set(spot, (totals.get(spot) ?? 0) + amount)
  }
  for (const [spot, total] of totals) {
    if (total < limits.min || total > limits.max) {
      throw new EngineError(
        'BAD_BET',
        `the bet on ${spot} is ${total} øre; this table takes ${limits.min} to ${limits.max} øre per spot`,
      )
    }
    extra?.(spot, total)
  }
}

/** Sums what each spot returns (stake included) into a settlement. */
export function settlement(returns: { spot: string; amount: number }[]) {
  return { returns, total: returns.reduce((a, r) => a + r.amount, 0) }
}
