import { sql } from 'kysely'
import { ADVISORY_LOCKS } from '../../platform/db/locks.ts'
import type { Db } from '../db/index.ts'
import type { GameSeed } from './catalogue.ts'
import type { ProviderSeed } from './providers.ts'

const BATCH = 200

export type CategorySeed = { name: string; kind: 'features' | 'theme'; label: string; text: string }

/** Writes the catalogue in one transaction if the games table is empty; false when it was not. */
export async function insertCatalogue(
  db: Db,
  providers: readonly ProviderSeed[],
  categories: readonly CategorySeed[],
  games: readonly GameSeed[],
  clicksFor: (gameIndex: number, dayOffset: number) => number,
  today: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.seedCatalogue})`.execute(trx)
    const existing = await trx
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
    if (Number(existing?.n ?? 0) > 0) return false

    const ids = new Map<string, number>()
    const inserted = await trx
      .insertInto('providers')
      .values(
        providers.map((p, i) => ({
          name: p.name,
          title: p.title,
          label: p.title,
          text: p.text,
          is_live: p.isLive ?? false,
          hidden: p.hidden ?? false,
          sort_order: i,
        })),
      )
      .returning(['id', 'name'])
      .execute()
    for (const row of inserted) ids.set(row.name, row.id)
    await trx
      .insertInto('game_categories')
      .values([...categories])
      .execute()

    const gameIds: number[] = []
    for (let i = 0; i < games.length; i += BATCH) {
      const rows = games.slice(i, i + BATCH).map(({ provider, ...g }) => {
        const providerId = ids.get(provider)
        if (providerId === undefined)
          throw new Error(`seed game ${g.game_id} has unknown provider ${provider}`)
        return { ...g, provider_id: providerId }
      })
      const out = await trx.insertInto('games').values(rows).returning('id').execute()
      gameIds.push(...out.map((r) => r.id))
    }

    const clicks: { game_id: number; day: string; clicks: number }[] = []
    gameIds.forEach((id, index) => {
      for (let d = 0; d < 30; d++) {
        const day = new Date(today.getTime() - d * 86_400_000).toISOString().slice(0, 10)
        clicks.push({ game_id: id, day, clicks: clicksFor(index, d) })
      }
    })
    for (let i = 0; i < clicks.length; i += 2000) {
      await trx
        .insertInto('game_clicks')
        .values(clicks.slice(i, i + 2000))
        .execute()
    }
    await trx
      .updateTable('catalogue_version')
      .set({ version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', 1)
      .execute()
    return true
  })
}
