import { sql } from 'kysely'
import { ADVISORY_LOCKS } from '../../platform/db/locks.ts'
import type { Db } from '../db/index.ts'
import { insertNew } from '../db/insert-new.ts'
import type { NewRow } from '../db/types.ts'

/** The Content API's SQL (issue 5). Rows leave here as stored; service.ts shapes and sanitises them. */

export const listTexts = (db: Db) => db.selectFrom('cms_texts').selectAll().orderBy('sort_order').execute()

export const listCampaigns = (db: Db) =>
  db.selectFrom('cms_campaigns').selectAll().orderBy('sort_order').orderBy('id').execute()
export type CampaignRow = Awaited<ReturnType<typeof listCampaigns>>[number]

export const campaignBySeoUrl = (db: Db, seoUrl: string) =>
  db.selectFrom('cms_campaigns').selectAll().where('seo_url', '=', seoUrl).executeTakeFirst()

export const campaignById = (db: Db, id: number) =>
  db.selectFrom('cms_campaigns').selectAll().where('id', '=', id).executeTakeFirst()

export const listHighlights = (db: Db, area: string, platform: 'desktop' | 'mobile') =>
  db
    .selectFrom('cms_highlights as h')
    .innerJoin('cms_campaigns as c', 'c.id', 'h.campaign_id')
    .select(['h.id as highlight_id', 'h.area', 'h.platform'])
    .selectAll('c')
    .where('h.area', '=', area)
    .where('h.platform', 'in', ['all' as const, platform])
    .orderBy('h.sort_order')
    .orderBy('h.id')
    .execute()

export const articleById = (db: Db, id: number) =>
  db.selectFrom('cms_articles').selectAll().where('id', '=', id).executeTakeFirst()
export const articleBySlug = (db: Db, slug: string) =>
  db.selectFrom('cms_articles').selectAll().where('slug', '=', slug).executeTakeFirst()
export const articlesOfType = (db: Db, type: string) =>
  db
    .selectFrom('cms_articles')
    .selectAll()
    .where('type', '=', type)
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute()
export type ArticleRow = NonNullable<Awaited<ReturnType<typeof articleById>>>

export const addCampaignSubscriber = (db: Db, campaignId: number, userId: number, at: Date) =>
  insertNew(db, 'cms_campaign_subscribers', { campaign_id: campaignId, user_id: userId, created_at: at })

export async function isCampaignSubscriber(db: Db, campaignId: number, userId: number) {
  const row = await db
    .selectFrom('cms_campaign_subscribers')
    .select('campaign_id')
    .where('campaign_id', '=', campaignId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row !== undefined
}

export const addSubscriber = (db: Db, email: string, at: Date) =>
  insertNew(db, 'cms_subscribers', { email, created_at: at })

export async function insertFeedback(
  db: Db,
  row: { user_id: number | null; rating: number; message: string; created_at: Date },
) {
  await db.insertInto('cms_feedback').values(row).execute()
}
export async function feedbackSent(db: Db, userId: number) {
  const row = await db
    .selectFrom('cms_feedback')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row !== undefined
}

export const listSeo = (db: Db) => db.selectFrom('cms_seo').selectAll().orderBy('url').execute()
export const landingPage = (db: Db, url: string) =>
  db.selectFrom('cms_landing_pages').selectAll().where('url', '=', url).executeTakeFirst()

// ---- Recently played (SPEC.md section 9: max 10 per platform) -----------------------------------

export const recentGameIds = (db: Db, clientId: number, platform: string) =>
  db
    .selectFrom('recent_games')
    .select('game_id')
    .where('client_id', '=', clientId)
    .where('platform', '=', platform as 'desktop')
    .orderBy('played_at', 'desc')
    .orderBy('game_id')
    .execute()

/** Records a play and keeps only the newest `max`, in one transaction so two tabs cannot leave 11. */
export async function setRecent(
  db: Db,
  row: { client_id: number; platform: 'desktop' | 'mobile'; game_id: number; played_at: Date },
  max: number,
) {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.recentGames}, ${row.client_id})`.execute(trx)
    await trx
      .insertInto('recent_games')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['client_id', 'platform', 'game_id']).doUpdateSet({ played_at: row.played_at }),
      )
      .execute()
    const keep = trx
      .selectFrom('recent_games')
      .select('game_id')
      .where('client_id', '=', row.client_id)
      .where('platform', '=', row.platform)
      .orderBy('played_at', 'desc')
      .orderBy('game_id')
      .limit(max)
    await trx
      .deleteFrom('recent_games')
      .where('client_id', '=', row.client_id)
      .where('platform', '=', row.platform)
      .where('game_id', 'not in', keep)
      .execute()
  })
}

export async function removeRecent(
  db: Db,
  clientId: number,
  gameId: number | undefined,
  platform: 'desktop' | 'mobile' | undefined,
) {
  let q = db.deleteFrom('recent_games').where('client_id', '=', clientId)
  if (gameId !== undefined) q = q.where('game_id', '=', gameId)
  if (platform !== undefined) q = q.where('platform', '=', platform)
  await q.execute()
}

// ---- Seeding -------------------------------------------------------------------------------

export type ContentSeed = {
  texts: { id: number; title: string; content: string }[]
  campaigns: (Omit<NewRow<'cms_campaigns'>, 'id' | 'sort_order'> & { highlight: boolean })[]
  articles: {
    type: string
    slug: string
    title: string
    teaser: string
    body: string
    campaign: string | null
  }[]
  seo: { url: string; title: string; description: string }[]
  landing: NewRow<'cms_landing_pages'>[]
  offers: {
    title: string
    teaser: string
    image_url: string
    image_logo: string
    rules: string
    terms: string
    game_id: string
    created_at: Date
  }[]
}

/** Writes the demo content once, into a database without any (two processes starting at once: one does it). */
export async function insertContent(db: Db, seed: ContentSeed, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.seedContent})`.execute(trx)
    const existing = await trx.selectFrom('cms_texts').select('id').limit(1).executeTakeFirst()
    if (existing) return false
    await trx
      .insertInto('cms_texts')
      .values(seed.texts.map((t, i) => ({ ...t, sort_order: i })))
      .execute()
    const ids = new Map<string, number>()
    for (const [i, { highlight, ...c }] of seed.campaigns.entries()) {
      const row = await trx
        .insertInto('cms_campaigns')
        .values({ ...c, sort_order: i })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.set(c.seo_url, row.id)
      if (highlight)
        await trx
          .insertInto('cms_highlights')
          .values({ campaign_id: row.id, area: 'home', platform: 'all', sort_order: i })
          .execute()
    }
    await trx
      .insertInto('cms_articles')
      .values(
        seed.articles.map(({ campaign, ...a }, i) => ({
          ...a,
          campaign_id: campaign ? (ids.get(campaign) ?? null) : null,
          published_at: new Date(now.getTime() - i * 86_400_000),
        })),
      )
      .execute()
    await trx.insertInto('cms_seo').values(seed.seo).execute()
    await trx.insertInto('cms_landing_pages').values(seed.landing).execute()
    await trx.insertInto('go_offers').values(seed.offers).execute()
    return true
  })
}

// ---- GO offers and the GO button -------------------------------------------------------------

/** Offers to everyone and to this player, oldest first: the last one is the active one. */
export const listOffers = (db: Db, clientId: number | null) =>
  db
    .selectFrom('go_offers')
    .selectAll()
    .where((eb) =>
      clientId === null
        ? eb('client_id', 'is', null)
        : eb.or([eb('client_id', 'is', null), eb('client_id', '=', clientId)]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute()
export type OfferRow = Awaited<ReturnType<typeof listOffers>>[number]

export async function usedOfferIds(db: Db, clientId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('go_buttons')
    .select('gobutton_id')
    .where('client_id', '=', clientId)
    .where('used_at', 'is not', null)
    .execute()
  return new Set(rows.map((r) => r.gobutton_id))
}

export async function insertGoButton(
  db: Db,
  row: { hash: string; client_id: number; gobutton_id: number; created_at: Date },
) {
  await db.insertInto('go_buttons').values(row).execute()
}

export const goButtonByHash = (db: Db, hash: string) =>
  db.selectFrom('go_buttons').selectAll().where('hash', '=', hash).executeTakeFirst()

/** Marks this player's newest unused press of this offer as used; false when there was none. */
export async function spendGoButton(
  db: Db,
  clientId: number,
  gobuttonId: number,
  at: Date,
): Promise<boolean> {
  const pending = db
    .selectFrom('go_buttons')
    .select('hash')
    .where('client_id', '=', clientId)
    .where('gobutton_id', '=', gobuttonId)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
  const res = await db
    .updateTable('go_buttons')
    .set({ used_at: at })
    .where('hash', 'in', pending)
    // Checked again on the row itself: a parallel spend of the same press waits, then finds it used.
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}
