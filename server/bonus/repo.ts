import { sql } from 'kysely'
import type { Db } from '../db/index.ts'
import { insertNew } from '../db/insert-new.ts'
import type { NewRow, PlayerBonusStatus, Row } from '../db/types.ts'

export type CampaignRow = Row<'bonus_campaigns'>
export type PlayerBonusRow = Row<'player_bonuses'> & {
  title: string
  type: string
  game_id: string | null
}

/** Campaigns of a brand that can be taken now. */
export async function openCampaigns(db: Db, brand: string, now: Date): Promise<CampaignRow[]> {
  return db
    .selectFrom('bonus_campaigns')
    .selectAll()
    .where('brand', '=', brand)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('expires', 'is', null), eb('expires', '>', now)]))
    .orderBy('id')
    .execute()
}

export const campaignById = (db: Db, id: number) =>
  db.selectFrom('bonus_campaigns').selectAll().where('id', '=', id).executeTakeFirst()

export async function usedCampaignIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('player_bonuses')
    .select('campaign_id')
    .where('user_id', '=', userId)
    .execute()
  return rows.map((r) => r.campaign_id)
}

export const insertCampaigns = (db: Db, rows: NewRow<'bonus_campaigns'>[]) =>
  insertNew(db, 'bonus_campaigns', rows)

const withCampaign = (db: Db) =>
  db
    .selectFrom('player_bonuses as b')
    .innerJoin('bonus_campaigns as c', 'c.id', 'b.campaign_id')
    .selectAll('b')
    .select(['c.title', 'c.type', 'c.game_id'])

export async function activeBonusOf(db: Db, userId: number): Promise<PlayerBonusRow | undefined> {
  return withCampaign(db).where('b.user_id', '=', userId).where('b.status', '=', 'active').executeTakeFirst()
}

export async function bonusesOf(db: Db, userId: number): Promise<PlayerBonusRow[]> {
  return withCampaign(db).where('b.user_id', '=', userId).orderBy('b.id', 'desc').limit(50).execute()
}

export async function insertPlayerBonus(db: Db, row: NewRow<'player_bonuses'>): Promise<number> {
  const r = await db.insertInto('player_bonuses').values(row).returning('id').executeTakeFirstOrThrow()
  return r.id
}

/** Adds (or with a negative delta takes back) wagering on an active bonus; answers the new progress. */
export async function addWagered(db: Db, bonusId: number, delta: number) {
  const r = await sql<{ wagered_ore: number; required_ore: number }>`update player_bonuses
    set wagered_ore = greatest(0, wagered_ore + ${delta}::bigint)
    where id = ${bonusId} and status = 'active' returning wagered_ore, required_ore`.execute(db)
  return r.rows[0]
}

export async function endBonus(
  db: Db,
  bonusId: number,
  status: PlayerBonusStatus,
  at: Date,
): Promise<boolean> {
  const r = await db
    .updateTable('player_bonuses')
    .set({ status, ended_at: at })
    .where('id', '=', bonusId)
    .where('status', '=', 'active')
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** Players whose active bonus ran out of time. */
export async function expiredActive(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('player_bonuses')
    .select(['id', 'user_id'])
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute()
}

/** A round's bets so far and what they count on a bonus's wagering (read under the player's lock). */
export async function roundWager(db: Db, bonusId: number, roundKey: string) {
  const r = await db
    .selectFrom('bonus_round_wagers')
    .select(['spots', 'counted_ore'])
    .where('bonus_id', '=', bonusId)
    .where('round_key', '=', roundKey)
    .executeTakeFirst()
  return r ? { spots: r.spots as Record<string, number>, counted: r.counted_ore } : undefined
}

export async function saveRoundWager(
  db: Db,
  r: { bonusId: number; roundKey: string; spots: Record<string, number>; counted: number },
): Promise<void> {
  const spots = JSON.stringify(r.spots)
  await db
    .insertInto('bonus_round_wagers')
    .values({ bonus_id: r.bonusId, round_key: r.roundKey, spots, counted_ore: r.counted })
    .onConflict((oc) => oc.columns(['bonus_id', 'round_key']).doUpdateSet({ spots, counted_ore: r.counted }))
    .execute()
}
