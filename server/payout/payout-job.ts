import type { Clock } from '../../platform/clock.ts'
import type { Db } from '../db/index.ts'
import type { Ledger } from '../wallet/ledger.ts'
import type { PayoutBank } from './port.ts'
import { insertEvent, openWithdrawals } from './repo.ts'

/**
 * How the bank's final answer is booked: paid, the money has left through the bank and the boundary
 * account takes it back; rejected, it returns to the player's cash.
 */
const BANK_OUTCOMES = {
  settled: {
    status: 'settled',
    key: 'withdraw-settle',
    kind: 'withdraw_settle',
    system: ['payment_clearing', 'payout_clearing'],
    to: 'payment_clearing',
  },
  rejected: {
    status: 'rejected',
    key: 'withdraw-return',
    kind: 'withdraw_return',
    system: ['payout_clearing'],
    to: 'cash',
  },
} as const

/**
 * The payout job's side of a withdrawal, apart from the player's requests: it talks to the bank, which
 * alone needs the player's CPR number, and books what the bank answers.
 */
export function createPayoutJob(
  db: Db,
  clock: Clock,
  ledger: Ledger,
  bank: PayoutBank,
  payoutCpr: (id: number) => Promise<string | undefined>,
) {
  /** The payout job's step: queued ones go to the bank; the bank's answers are booked. */
  return async function runPayouts(): Promise<number> {
    let moved = 0
    for (const w of await openWithdrawals(db, null, 50)) {
      const reference = `w${w.id}`
      if (w.status === 'queued') {
        const cpr = await payoutCpr(w.user_id)
        if (!cpr) continue
        const bankRef = await bank.submit(reference, cpr, w.amount_ore)
        await insertEvent(db, {
          withdrawal_id: w.id,
          status: 'pending',
          bank_ref: bankRef,
          created_at: clock.now(),
        })
        moved++
        continue
      }
      const state = await bank.status(reference)
      const outcome =
        state === 'paid' ? BANK_OUTCOMES.settled : state === 'rejected' ? BANK_OUTCOMES.rejected : null
      if (!outcome) continue
      await ledger.transfer(
        {
          key: `${outcome.key}:${w.id}`,
          kind: outcome.kind,
          userId: w.user_id,
          system: outcome.system,
          ref: String(w.id),
        },
        ({ trx }) => ({
          amount: w.amount_ore,
          legs: [{ from: 'payout_clearing', to: outcome.to, amount: w.amount_ore }],
          after: () =>
            insertEvent(trx, {
              withdrawal_id: w.id,
              status: outcome.status,
              bank_ref: null,
              created_at: clock.now(),
            }),
        }),
      )
      moved++
    }
    return moved
  }
}
