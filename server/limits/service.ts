import type { DepositLimits, SetDepositLimitsBody } from '../../contract/wallet.ts'
import {
  DEPOSIT_LIMIT_MAX_KR,
  DEPOSIT_LIMIT_MIN_KR,
  LIMIT_RAISE_DELAY_MS,
  MONEY_TEXT,
  PERIODS,
  type Period,
  TEMP_DEPOSIT_TOTAL_KR,
} from '../../contract/wallet-rules.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import { depositedSince } from '../wallet/reads.ts'
import { applyDue, ensureRows, type LimitRow, limitInForce, limitsOf, lockLimits, saveLimit } from './repo.ts'

const DAY_MS = 86_400_000
/** Limits count deposits over a rolling window ending now. */
const LIMIT_WINDOW_MS: Record<Period, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
}
const LIMIT_REASON = {
  daily: 'DEPOSIT_PPT_DAYMAX',
  weekly: 'DEPOSIT_PPT_WEEKMAX',
  monthly: 'DEPOSIT_PPT_MONTHMAX',
} as const
export type LimitReason = (typeof LIMIT_REASON)[Period] | 'DEPOSIT_DECLINED_DKK_TEMP_MAX'

const kr = (ore: number | null | undefined) => (ore ? ore / 100 : 0)
const key = <S extends string>(p: Period, suffix: S) => `${p}Amount${suffix}` as const

/**
 * Deposit limits (SPEC.md sections 3, 4, 5, 9): daily, weekly and monthly. Lowering or adding a limit
 * applies at once; raising or removing one waits 24 hours (the clock decides). The temp account's
 * 10.000 kr. total before verification (ARCHITECTURE.md) is checked alongside.
 */
export function createLimits(db: Db, clock: Clock) {
  async function current(conn: Db, userId: number): Promise<Map<Period, LimitRow>> {
    await applyDue(conn, userId, clock.now())
    return new Map((await limitsOf(conn, userId)).map((r) => [r.period, r]))
  }

  /** What may still be deposited now, øre, or null when nothing limits it. */
  async function headroom(conn: Db, userId: number, status: string) {
    const rows = await current(conn, userId)
    const now = clock.nowMs()
    let room: number | null = null
    let reason: LimitReason | null = null
    for (const p of PERIODS) {
      const limit = rows.get(p)?.amount_ore
      if (!limit) continue
      const left = limit - (await depositedSince(conn, userId, new Date(now - LIMIT_WINDOW_MS[p])))
      if (room === null || left < room) {
        room = left
        reason = LIMIT_REASON[p]
      }
    }
    if (status === 'temp') {
      const left = TEMP_DEPOSIT_TOTAL_KR * 100 - (await depositedSince(conn, userId, null))
      if (room === null || left < room) {
        room = left
        reason = 'DEPOSIT_DECLINED_DKK_TEMP_MAX'
      }
    }
    return { room: room === null ? null : Math.max(0, room), reason }
  }

  async function get(userId: number, status: string): Promise<DepositLimits> {
    const rows = await current(db, userId)
    const { room } = await headroom(db, userId, status)
    const out: Record<string, number | string | null> = { maxDeposit: room === null ? -1 : room / 100 }
    for (const p of PERIODS) {
      const r = rows.get(p)
      out[key(p, '')] = kr(r?.amount_ore)
      out[key(p, 'Limit')] = r?.amount_ore ? 1 : 0
      out[key(p, 'Change')] = r?.next_set ? kr(r.next_amount_ore) : null
      out[key(p, 'ChangeLimit')] = r?.next_set ? (r.next_amount_ore ? 1 : 0) : null
      out[key(p, 'Date')] = r?.next_set && r.next_at ? r.next_at.toISOString() : null
    }
    return out as DepositLimits
  }

  return {
    get,
    /**
     * Under the player's row locks, so requests sent together take turns and each decides on what the
     * one before it wrote: a lowering is never overwritten by a raise that read the older value.
     */
    async set(userId: number, body: SetDepositLimitsBody, status: string): Promise<DepositLimits> {
      const wanted = new Map<Period, number | null>()
      for (const p of PERIODS) {
        const on = body[key(p, 'Limit')] === 1
        const amount = body[key(p, '')]
        if (on && amount < DEPOSIT_LIMIT_MIN_KR)
          throw new HttpError(400, MONEY_TEXT.minimum(DEPOSIT_LIMIT_MIN_KR))
        if (on && amount > DEPOSIT_LIMIT_MAX_KR[p])
          throw new HttpError(400, MONEY_TEXT.limitMax(DEPOSIT_LIMIT_MAX_KR[p]))
        wanted.set(p, on ? amount * 100 : null)
      }
      await db.transaction().execute(async (trx) => {
        const now = clock.now()
        await ensureRows(trx, userId, PERIODS, now)
        await lockLimits(trx, userId)
        await applyDue(trx, userId, now)
        const rows = new Map((await limitsOf(trx, userId)).map((r) => [r.period, r]))
        const later = new Date(now.getTime() + LIMIT_RAISE_DELAY_MS)
        for (const p of PERIODS) {
          const was = rows.get(p)?.amount_ore ?? null
          const next = wanted.get(p) ?? null
          const tighter = next !== null && (was === null || next <= was)
          if (tighter || (was === null && next === null))
            await saveLimit(trx, {
              user_id: userId,
              period: p,
              amount_ore: next,
              next_set: false,
              updated_at: now,
            })
          // Looser (higher, or none at all) waits 24 hours; the current limit stays until then.
          else
            await saveLimit(trx, {
              user_id: userId,
              period: p,
              amount_ore: was,
              next_set: true,
              next_amount_ore: next,
              next_at: later,
              updated_at: now,
            })
        }
      })
      return get(userId, status)
    },
    /**
     * Whether any limit is in force (SPEC.md's six values are not all 0, else no money moves), as the
     * SQL condition the money gate reads at every call.
     */
    anyChosen: (userId: number) => limitInForce(userId, clock.now()),
    /** Inside a deposit's transaction: the reason this deposit would break a limit, or null. */
    async check(conn: Db, userId: number, status: string, amountOre: number): Promise<LimitReason | null> {
      const { room, reason } = await headroom(conn, userId, status)
      return room !== null && amountOre > room ? reason : null
    },
    headroom,
  }
}
export type Limits = ReturnType<typeof createLimits>
