import type { Browser } from './player-client.ts'

/**
 * A setDepositLimits body as the limits modal sends it: an amount in kroner per period, 0 for none
 * (with its flag off), and the maxDeposit the original client sends along and the server ignores.
 */
export const limits = (daily: number, weekly: number, monthly: number) => ({
  dailyAmount: daily,
  dailyAmountLimit: daily ? 1 : 0,
  weeklyAmount: weekly,
  weeklyAmountLimit: weekly ? 1 : 0,
  monthlyAmount: monthly,
  monthlyAmountLimit: monthly ? 1 : 0,
  maxDeposit: -1,
})

/** getDepositLimits as the player's page reads it: the limits in force, pending changes and room. */
export const inForce = async (b: Browser) => (await b.get('/rest/punter/getDepositLimits')).body.data
