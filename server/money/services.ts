import type { AppDeps } from '../app.ts'
import { createBonus } from '../bonus/service.ts'
import { createGameKinds } from '../games/game-kinds.ts'
import { createRateLimiter } from '../http/rate-limit.ts'
import { createLimits } from '../limits/service.ts'
import { paymentProvider } from '../payments/provider.ts'
import type { Log } from '../payments/sandbox/callback-outbox.ts'
import { createPspSandbox } from '../payments/sandbox/service.ts'
import { createPayments } from '../payments/service.ts'
import { payoutBank } from '../payout/provider.ts'
import { createPayout } from '../payout/service.ts'
import type { PlayerDirectory } from '../player/player-view.ts'
import { createVouchers } from '../vouchers/service.ts'
import { createHistory } from '../wallet/history.ts'
import { createLedger } from '../wallet/ledger.ts'
import { type BetGate, createSeamless } from '../wallet/seamless-service.ts'

/**
 * The money side's services, built once per app (ARCHITECTURE.md: Data and money): the ledger at the
 * bottom, bonuses and limits on it, then deposits, vouchers, withdrawals and history, and the two
 * sandboxes (payment service, NemKonto) with the jobs they need.
 */
export function createMoneyServices(
  { db: { db }, clock, config }: AppDeps,
  players: Pick<PlayerDirectory, 'view' | 'payoutCpr'>,
  log: Log,
  gate: BetGate,
) {
  const ledger = createLedger(db, clock)
  const bonus = createBonus(db, clock, ledger, config.brand)
  const limits = createLimits(db, clock)
  const status = players.view
  const seamless = createSeamless(db, ledger, bonus, status, gate, createGameKinds(db))
  const provider = paymentProvider(config.money.paymentProvider)
  const payments = createPayments(
    db,
    clock,
    config.money.paymentSecret,
    ledger,
    limits,
    bonus,
    status,
    provider,
  )
  const psp = createPspSandbox(db, clock, config.money.paymentSecret, log)
  const vouchers = createVouchers(db, clock, ledger, createRateLimiter(db, clock))
  const bank = payoutBank(config.money.payoutProvider, db, clock, config.money.payoutSettleMs)
  const payout = createPayout(db, clock, ledger, bonus, bank, players.payoutCpr)
  const history = createHistory(db, payout.statusByKeys)
  const jobs = [
    { name: 'payment-callbacks', everyMs: 2000, run: () => psp.deliverDue() },
    { name: 'payouts', everyMs: 5000, run: () => payout.runPayouts() },
    { name: 'bonus-expiry', everyMs: 60_000, run: () => bonus.expireDue() },
  ]
  return { ledger, bonus, limits, seamless, payments, psp, vouchers, payout, history, jobs }
}
export type MoneyServices = ReturnType<typeof createMoneyServices>
