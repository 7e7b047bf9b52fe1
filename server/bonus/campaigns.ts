import type { Bonus } from '../../contract/wallet.ts'
import { BONUS_MAX_KR, BONUS_MAX_ROLLOVER, isDepositBonus, oreToKr } from '../../contract/wallet-rules.ts'
import type { Clock } from '../../platform/clock.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import type { Ledger } from '../wallet/ledger.ts'
import { WT } from '../wallet/texts.ts'
import {
  activeBonusOf,
  type CampaignRow,
  campaignById,
  insertPlayerBonus,
  openCampaigns,
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

/**
 * The brand's campaigns a player is offered and the bonus one grants with a deposit (SPEC.md section 3):
 * the way into a bonus, apart from what happens to it once it runs.
 */
export function createCampaigns(db: Db, clock: Clock, ledger: Ledger, brand: string) {
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

  return { list, depositCampaign, campaignById: (id: number) => campaignById(db, id), grantForDeposit }
}
