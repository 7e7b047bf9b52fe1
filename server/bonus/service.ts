import type { ActiveBonus, BonusHistoryItem } from '../../contract/wallet.ts'
import { oreToKr } from '../../contract/wallet-rules.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import { type Ledger, LedgerRefusal } from '../wallet/ledger.ts'
import { WT } from '../wallet/texts.ts'
import { createCampaigns } from './campaigns.ts'
import { activeBonusOf, bonusesOf, endBonus, expiredActive, type PlayerBonusRow } from './repo.ts'
import { createWagering } from './wagering.ts'

function bonusToApi(b: PlayerBonusRow, balanceOre: number): ActiveBonus {
  return {
    id: b.id,
    title: b.title,
    amount: oreToKr(balanceOre),
    granted: oreToKr(b.granted_ore),
    rollOver: oreToKr(Math.max(0, b.required_ore - b.wagered_ore)),
    wagered: oreToKr(b.wagered_ore),
    required: oreToKr(b.required_ore),
    expire: b.expires_at.toISOString(),
    gameId: b.game_id,
    bonusType: b.type,
  }
}

/**
 * Bonuses (SPEC.md sections 3 and 4): campaigns, the grant with a deposit, rollover tracked from real
 * wagering (the seamless-wallet bets), release to cash when done, forfeit and expiry. The campaigns and
 * the grant live in campaigns.ts, the wagering in wagering.ts; this keeps a bonus's end and its reads.
 */
export function createBonus(db: Db, clock: Clock, ledger: Ledger, brand: string) {
  /** The bonus money goes back to the house: reset by the player, or run out of time. */
  async function end(userId: number, bonusId: number, how: 'forfeited' | 'expired') {
    const kind = how === 'forfeited' ? 'bonus_forfeit' : 'bonus_expire'
    return ledger.transfer(
      { key: `${kind}:${bonusId}`, kind, userId, system: ['house'], ref: String(bonusId) },
      async ({ trx, balances }) => {
        const b = await activeBonusOf(trx, userId)
        if (!b || b.id !== bonusId) throw new LedgerRefusal('REFUSED', WT.noBonus)
        return {
          amount: balances.bonus,
          legs: balances.bonus > 0 ? [{ from: 'bonus', to: 'house', amount: balances.bonus }] : [],
          after: async () => {
            await endBonus(trx, bonusId, how, clock.now())
          },
        }
      },
    )
  }

  /** Ends bonuses past their wagering period (one player's, or a batch for the job). */
  async function expireDue(userId?: number): Promise<number> {
    const now = clock.now()
    const due =
      userId === undefined
        ? await expiredActive(db, now, 100)
        : await activeBonusOf(db, userId).then((b) => (b && b.expires_at <= now ? [b] : []))
    for (const b of due) await end(b.user_id, b.id, 'expired')
    return due.length
  }

  return {
    ...createCampaigns(db, clock, ledger, brand),
    ...createWagering(clock, ledger),
    expireDue,
    async forfeit(userId: number) {
      await expireDue(userId)
      const b = await activeBonusOf(db, userId)
      if (!b) throw new HttpError(404, WT.noBonus)
      const r = await end(userId, b.id, 'forfeited')
      return { amount: oreToKr(r.op.amount) }
    },
    /** Ends the active bonus as forfeited, if there is one (a permanent self-exclusion): øre taken back. */
    async forfeitIfActive(userId: number): Promise<number> {
      const b = await activeBonusOf(db, userId)
      return b ? (await end(userId, b.id, 'forfeited')).op.amount : 0
    },
    async active(userId: number, bonusBalanceOre: () => Promise<number>): Promise<ActiveBonus | null> {
      await expireDue(userId)
      const b = await activeBonusOf(db, userId)
      return b ? bonusToApi(b, await bonusBalanceOre()) : null
    },
    async history(userId: number, bonusBalanceOre: () => Promise<number>): Promise<BonusHistoryItem[]> {
      await expireDue(userId)
      const rows = await bonusesOf(db, userId)
      const balance = rows.some((r) => r.status === 'active') ? await bonusBalanceOre() : 0
      return rows.map((r) => ({ ...bonusToApi(r, r.status === 'active' ? balance : 0), status: r.status }))
    },
    /** Wagering left on the active bonus, øre; 0 without one. */
    async rolloverLeft(userId: number): Promise<number> {
      await expireDue(userId)
      const b = await activeBonusOf(db, userId)
      return b ? Math.max(0, b.required_ore - b.wagered_ore) : 0
    },
  }
}
export type BonusService = ReturnType<typeof createBonus>
