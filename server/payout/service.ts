import { randomUUID } from 'node:crypto'
import type { Withdrawal, WithdrawInfo } from '../../contract/wallet.ts'
import { krToOre, MIN_WITHDRAW_KR, oreToKr } from '../../contract/wallet-rules.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { BonusService } from '../bonus/service.ts'
import type { Db } from '../db/index.ts'
import { type Ledger, LedgerRefusal } from '../wallet/ledger.ts'
import { balancesOf } from '../wallet/reads.ts'
import { WT } from '../wallet/texts.ts'
import { createPayoutJob } from './payout-job.ts'
import type { PayoutBank } from './port.ts'
import {
  insertWithdrawal,
  openWithdrawals,
  type WithdrawalView,
  withdrawalByKey,
  withdrawalsByKeys,
} from './repo.ts'

/** Who asks: the player module's view (the CPR number is asked for only when the bank is paid). */
export type PayoutPlayer = { id: number; status: string }

const kr = (ore: number) =>
  new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)

const toApi = (w: WithdrawalView): Withdrawal => ({
  id: w.id,
  amount: oreToKr(w.amount_ore),
  status: w.status,
  createdAt: w.created_at.toISOString(),
})

/**
 * Withdrawals to NemKonto (SPEC.md sections 3, 5, 7): the request moves the money from cash to payout
 * clearing at once (queued); the payout job hands it to the bank (pending) and books the bank's answer
 * (settled, or rejected and returned to cash; payout-job.ts). Blocked while a bonus's rollover is unfinished and for
 * an unverified temp account (ARCHITECTURE.md, Danish rules).
 */
export function createPayout(
  db: Db,
  clock: Clock,
  ledger: Ledger,
  bonus: BonusService,
  bank: PayoutBank,
  payoutCpr: (id: number) => Promise<string | undefined>,
) {
  async function info(p: PayoutPlayer): Promise<WithdrawInfo> {
    const b = await balancesOf(db, p.id)
    const rollover = await bonus.rolloverLeft(p.id)
    const open = await openWithdrawals(db, p.id, 100)
    const blocked = p.status === 'temp' ? 'temp' : rollover > 0 ? 'bonus' : null
    return {
      user: p.id,
      pendingBalance: oreToKr(b.cash + b.bonus),
      minOdds: 0,
      amount: blocked ? 0 : oreToKr(b.cash),
      bonus: oreToKr(b.bonus),
      rollover: oreToKr(rollover),
      pending: oreToKr(open.reduce((s, w) => s + w.amount_ore, 0)),
      minimum: MIN_WITHDRAW_KR,
      blocked,
    }
  }

  async function request(
    p: PayoutPlayer,
    amountKr: number,
    text: string,
    requestId?: string,
  ): Promise<Withdrawal> {
    if (p.status === 'temp') throw new HttpError(403, WT.withdrawTemp)
    if (p.status !== 'open') throw new HttpError(403, WT.blocked)
    const amount = krToOre(amountKr)
    if (amount < MIN_WITHDRAW_KR * 100) throw new HttpError(400, WT.withdrawMinimum)
    const key = `withdraw:${p.id}:${requestId ?? randomUUID()}`
    try {
      await ledger.transfer(
        { key, kind: 'withdraw', userId: p.id, system: ['payout_clearing'], ref: key },
        async ({ trx, balances }) => {
          const active = await bonus.wageringOn(trx, p.id)
          if (active && active.wagered_ore < active.required_ore)
            throw new LedgerRefusal('REFUSED', WT.withdrawBonus, { bonus: true })
          if (amount > balances.cash)
            throw new LedgerRefusal('INSUFFICIENT_FUNDS', WT.withdrawAboveAvailable(kr(balances.cash)))
          return {
            amount,
            legs: [{ from: 'cash', to: 'payout_clearing', amount }],
            after: async () => {
              await insertWithdrawal(trx, {
                user_id: p.id,
                request_key: key,
                amount_ore: amount,
                text,
                created_at: clock.now(),
              })
            },
          }
        },
      )
    } catch (err) {
      if (err instanceof LedgerRefusal)
        throw new HttpError(err.code === 'INSUFFICIENT_FUNDS' ? 400 : 409, err.message, err.data)
      throw err
    }
    const w = await withdrawalByKey(db, key)
    if (!w) throw new Error(`withdrawal ${key} not found after its transfer`)
    return toApi(w)
  }

  /**
   * Pays the whole cash balance to NemKonto, whatever the status and the minimum (a permanent
   * self-exclusion closes the account: the player's money goes home). Once per key; øre queued.
   */
  async function payAll(userId: number, key: string): Promise<number> {
    const r = await ledger.transfer(
      { key, kind: 'withdraw', userId, system: ['payout_clearing'], ref: key },
      ({ trx, balances }) => {
        const amount = balances.cash
        if (amount === 0) return { amount: 0, legs: [] }
        return {
          amount,
          legs: [{ from: 'cash', to: 'payout_clearing', amount }],
          after: async () => {
            await insertWithdrawal(trx, {
              user_id: userId,
              request_key: key,
              amount_ore: amount,
              text: 'Permanent selvudelukkelse: udbetaling af saldo',
              created_at: clock.now(),
            })
          },
        }
      },
    )
    return r.op.amount
  }

  return {
    info,
    request,
    payAll,
    runPayouts: createPayoutJob(db, clock, ledger, bank, payoutCpr),
    async open(userId: number): Promise<Withdrawal[]> {
      return (await openWithdrawals(db, userId, 100)).map(toApi)
    },
    /** Statuses for history rows, by the withdrawal operation's key. */
    async statusByKeys(keys: readonly string[]): Promise<Map<string, Withdrawal['status']>> {
      const rows = await withdrawalsByKeys(db, keys)
      return new Map(rows.map((w) => [w.request_key ?? '', w.status]))
    },
  }
}
