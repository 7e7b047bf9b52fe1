import { createHash, timingSafeEqual } from 'node:crypto'
import { oreToKr, voucherSerialKey } from '../../contract/wallet-rules.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import type { RateLimiter } from '../http/rate-limit.ts'
import { type Ledger, LedgerRefusal } from '../wallet/ledger.ts'
import { WT } from '../wallet/texts.ts'
import { claimVoucher, findVoucher } from './repo.ts'

/** Voucher codes are stored hashed: the table alone does not give away money. */
export const hashVoucherCode = (code: string) =>
  createHash('sha256').update(code.trim().toUpperCase()).digest('hex')

const VOUCHER_TRIES_PER_MIN = 10

/**
 * depositVoucher (SPEC.md sections 5 and 8): serial and code; each voucher pays once, also when many
 * requests race for it, because the claim and the credit are one transaction.
 */
export function createVouchers(db: Db, clock: Clock, ledger: Ledger, limit: RateLimiter) {
  return {
    async redeem(userId: number, serialInput: string, code: string): Promise<{ amount: number }> {
      // Guessing codes costs: a few tries a minute per player.
      await limit('voucher', String(userId), VOUCHER_TRIES_PER_MIN)
      const serial = voucherSerialKey(serialInput)
      if (!serial) throw new HttpError(400, 'Skal udfyldes')
      if (!code.trim()) throw new HttpError(400, 'Skal udfyldes')
      const v = await findVoucher(db, serial)
      const given = Buffer.from(hashVoucherCode(code), 'hex')
      if (!v || !timingSafeEqual(given, Buffer.from(v.code_hash, 'hex')))
        throw new HttpError(404, WT.voucherUnknown)
      if (v.valid_until && v.valid_until.getTime() < clock.nowMs())
        throw new HttpError(410, WT.voucherExpired)
      try {
        return await ledger.atomically(async (trx) => {
          if (!(await claimVoucher(trx, serial, userId, clock.now())))
            throw new LedgerRefusal('REFUSED', WT.voucherUsed)
          const r = await ledger.run(
            trx,
            { key: `voucher:${serial}`, kind: 'voucher', userId, system: ['house'], ref: serial },
            () => ({ amount: v.amount_ore, legs: [{ from: 'house', to: 'cash', amount: v.amount_ore }] }),
          )
          return { amount: oreToKr(r.op.amount) }
        })
      } catch (err) {
        if (err instanceof LedgerRefusal) throw new HttpError(409, err.message)
        throw err
      }
    },
  }
}
