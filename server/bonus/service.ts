import type { ActiveBonus, Bonus, BonusHistoryItem } from '../../contract/wallet.ts'
import { BONUS_MAX_KR, BONUS_MAX_ROLLOVER, isDepositBonus, oreToKr } from '../../contract/wallet-rules.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import { type Ledger, LedgerRefusal } from '../wallet/ledger.ts'
import { WT } from '../wallet/texts.ts'
import { type GameKind, mergeSpots, roundContribution } from './net-risk.ts'
import {
  activeBonusOf,
  addWagered,
  bonusesOf,
  type CampaignRow,
  campaignById,
  endBonus,
  expiredActive,
  insertPlayerBonus,
  openCampaigns,
  type PlayerBonusRow,
  roundWager,
  saveRoundWager,
  usedCampaignIds,
} from './repo.ts'

const DAY_MS = 86_400_000

/** What a campaign pays on a deposit: percent of it, capped at maxAmount and 1.000 kr., from minAmount up. */
function bonusFor(c: CampaignRow, depositOre: number): number {
  if (depositOre < c.min_amount_ore) return 0
  return Math.min(Math.floor((depositOre * c.percent) / 100), c.max_amount_ore, BONUS_MAX_KR * 100)
}

function campaignToApi(c: CampaignRow): Bonus {
  return {
    id: c.id,
    externalId: c.external_id,
    title: c.title,
    description: c.description,
    minAmount: oreToKr(c.min_amount_ore),
    maxAmount: oreToKr(c.max_amount_ore),
    rollover: c.rollover,
    currency: 'DKK',
    percent: c.percent,
    type: c.type,
    action: c.action,
    expires: c.expires?.toISOString() ?? null,
    days: c.days,
    gameId: c.game_id,
  }
}

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
 * wagering (the seamless-wallet bets), release to cash when done, forfeit and expiry.
 */
export function createBonus(db: Db, clock: Clock, ledger: Ledger, brand: string) {
  async function list(userId: number | null): Promise<Bonus[]> {
    const all = await openCampaigns(db, brand, clock.now())
    const used = userId === null ? [] : await usedCampaignIds(db, userId)
    return all.filter((c) => !used.includes(c.id)).map(campaignToApi)
  }

  /** A deposit bonus the player may choose: open, type W and action D (SPEC.md section 3). */
  async function depositCampaign(bonusId: string, userId: number): Promise<CampaignRow> {
    const all = await openCampaigns(db, brand, clock.now())
    const c = all.find((x) => String(x.id) === bonusId || x.external_id === bonusId)
    if (!c || !isDepositBonus(c) || c.rollover > BONUS_MAX_ROLLOVER)
      throw new HttpError(400, WT.bonusUnavailable)
    if ((await usedCampaignIds(db, userId)).includes(c.id)) throw new HttpError(400, WT.bonusUnavailable)
    if (await activeBonusOf(db, userId)) throw new HttpError(409, WT.bonusActive)
    return c
  }

  /**
   * Inside the deposit's transaction (accounts locked): grants the campaign's bonus for the deposit.
   * Skipped (0) when the deposit is under minAmount or the player took a bonus meanwhile.
   */
  async function grantForDeposit(trx: Db, userId: number, c: CampaignRow, depositOre: number, order: string) {
    const amount = bonusFor(c, depositOre)
    if (amount <= 0 || (await activeBonusOf(trx, userId))) return 0
    if ((await usedCampaignIds(trx, userId)).includes(c.id)) return 0
    const now = clock.now()
    await ledger.run(
      trx,
      { key: `bonus-grant:${order}`, kind: 'bonus_grant', userId, system: ['house'], ref: order },
      () => ({
        amount,
        legs: [{ from: 'house', to: 'bonus', amount }],
        meta: { campaign: c.external_id, deposit: true },
        after: async () => {
          await insertPlayerBonus(trx, {
            user_id: userId,
            campaign_id: c.id,
            deposit_order: order,
            granted_ore: amount,
            required_ore: amount * c.rollover,
            status: 'active',
            granted_at: now,
            expires_at: new Date(now.getTime() + c.days * DAY_MS),
          })
        },
      }),
    )
    return amount
  }

  /** The bonus a bet counts towards, read inside the bet's transaction. */
  const wageringOn = (trx: Db, userId: number) => activeBonusOf(trx, userId)

  /**
   * What one wallet call changes on its round's wagering, øre: the round's contribution (net risk at
   * the game's rate, net-risk.ts) recomputed from all its bets with this call's added (`sign` 1) or
   * taken away by a rollback (-1), less what the round counted before. Negative when the call hedges
   * bets already counted. Runs inside the bet's transaction, under the player's lock.
   */
  async function roundDelta(
    trx: Db,
    bonusId: number,
    roundKey: string,
    kind: GameKind | undefined,
    bets: readonly { spot: string; amount: number }[],
    sign: 1 | -1,
  ): Promise<number> {
    const prev = await roundWager(trx, bonusId, roundKey)
    const spots = mergeSpots(prev?.spots ?? {}, bets, sign)
    const counted = roundContribution(kind, spots)
    await saveRoundWager(trx, { bonusId, roundKey, spots, counted })
    return counted - (prev?.counted ?? 0)
  }

  /**
   * After a bet is written: adds what it counts to the rollover (or takes back what a hedge cancels)
   * and releases the bonus when it is done.
   */
  async function wager(trx: Db, userId: number, bonusId: number, delta: number) {
    if (delta === 0) return
    const progress = await addWagered(trx, bonusId, delta)
    if (delta > 0 && progress && progress.wagered_ore >= progress.required_ore) {
      await ledger.run(
        trx,
        { key: `bonus-release:${bonusId}`, kind: 'bonus_release', userId, system: [], ref: String(bonusId) },
        ({ balances }) => ({
          amount: balances.bonus,
          legs: balances.bonus > 0 ? [{ from: 'bonus', to: 'cash', amount: balances.bonus }] : [],
          after: async () => {
            await endBonus(trx, bonusId, 'completed', clock.now())
          },
        }),
      )
    }
  }

  /** A rolled-back bet takes its stake off the rollover again (if that bonus is still running). */
  async function unwager(trx: Db, bonusId: number, stake: number): Promise<boolean> {
    return (await addWagered(trx, bonusId, -stake)) !== undefined
  }

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
    list,
    depositCampaign,
    campaignById: (id: number) => campaignById(db, id),
    grantForDeposit,
    wageringOn,
    roundDelta,
    wager,
    unwager,
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
