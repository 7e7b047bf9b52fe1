import { sql } from 'kysely'
import type { Db } from '../db/index.ts'
import { insertNew } from '../db/insert-new.ts'

export async function catalogueVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalogue_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst()
  return Number(row?.version ?? 0)
}

export async function loadProviders(db: Db) {
  return db.selectFrom('providers').selectAll().orderBy('sort_order').execute()
}

export async function loadCategories(db: Db) {
  return db.selectFrom('game_categories').selectAll().orderBy('label').execute()
}

export async function loadGames(db: Db) {
  return db.selectFrom('games').selectAll().orderBy('id').execute()
}

/** Clicks per game over the `days` days ending at `until` (inclusive). */
export async function clicksSince(db: Db, until: Date, days: number): Promise<Map<number, number>> {
  const to = until.toISOString().slice(0, 10)
  const rows = await db
    .selectFrom('game_clicks')
    .select(['game_id', sql<number>`sum(clicks)::int`.as('n')])
    .where(sql<boolean>`day <= ${to}::date and day > ${to}::date - ${days}::int`)
    .groupBy('game_id')
    .execute()
  return new Map(rows.map((r) => [r.game_id, Number(r.n)]))
}

export type GameRow = Awaited<ReturnType<typeof loadGames>>[number]
export type ProviderRow = Awaited<ReturnType<typeof loadProviders>>[number]
export type CategoryRow = Awaited<ReturnType<typeof loadCategories>>[number]

// ---- Favourites (Games API clients/{userId}/games) --------------------------------------------

export const favouriteGameIds = (db: Db, userId: number) =>
  db
    .selectFrom('favourites')
    .select('game_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('game_id')
    .execute()

export const addFavourite = (db: Db, userId: number, gameId: number, at: Date) =>
  insertNew(db, 'favourites', { user_id: userId, game_id: gameId, created_at: at })

export async function removeFavourite(db: Db, userId: number, gameId: number) {
  await db.deleteFrom('favourites').where('user_id', '=', userId).where('game_id', '=', gameId).execute()
}

/** game/click: one more click today, the same counter popular/{period} reads. */
export async function countClick(db: Db, gameId: number, day: string) {
  await db
    .insertInto('game_clicks')
    .values({ game_id: gameId, day, clicks: 1 })
    .onConflict((oc) =>
      oc.columns(['game_id', 'day']).doUpdateSet((eb) => ({ clicks: eb('game_clicks.clicks', '+', 1) })),
    )
    .execute()
}

/** Catalogue game ids with a given main theme, for pointing campaigns at real games. */
export const gameIdsByTheme = (db: Db, theme: string, today: string) =>
  db
    .selectFrom('games')
    .innerJoin('providers', 'providers.id', 'games.provider_id')
    .select('game_id')
    .where('providers.hidden', '=', false)
    .where(sql<boolean>`themes[1] = ${theme}`)
    .where('category', 'in', ['slots', 'jackpots'])
    .where('go_hide', '=', false)
    .where('platform', '=', 'all')
    .where(sql<boolean>`release_date <= ${today}::date`)
    .orderBy('games.id')
    .execute()

/** A game's category and table kind by its game id (the wallet's wagering rule). */
export const gameKindRow = (db: Db, gameId: string) =>
  db.selectFrom('games').select(['category', 'subcat']).where('game_id', '=', gameId).executeTakeFirst()
