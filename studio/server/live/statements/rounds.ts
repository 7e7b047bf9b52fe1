import type { StudioDb, Trx } from '../../repo.ts'
import { isUniqueViolation, jsonColumns, withLocked } from '../../repo-helpers.ts'
import type { LiveRoundRow } from '../repo.ts'

/** A live table's rounds: opened, moved phase by phase under the row's lock, and recalled. */
export function liveRounds(db: StudioDb) {
  return {
    latestRound: (tableId: string) =>
      db
        .selectFrom('studio_live_rounds')
        .selectAll()
        .where('table_id', '=', tableId)
        .orderBy('no', 'desc')
        .limit(1)
        .executeTakeFirst(),
    round: (id: string) =>
      db.selectFrom('studio_live_rounds').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The table's finished rounds, newest first. */
    lastResults: (tableId: string, n: number) =>
      db
        .selectFrom('studio_live_rounds')
        .select(['id', 'no', 'reveal', 'result_at'])
        .where('table_id', '=', tableId)
        .where('phase', '=', 'settled')
        .orderBy('no', 'desc')
        .limit(n)
        .execute(),
    /** Tables with a round not yet settled or voided (a runner that died left it). */
    unfinishedTables: async () =>
      (
        await db
          .selectFrom('studio_live_rounds')
          .select('table_id')
          .where('phase', 'not in', ['settled', 'voided'])
          .distinct()
          .execute()
      ).map((r) => r.table_id),
    /** A new round; null when another runner opened round `no` first. */
    async insertRound(row: Omit<LiveRoundRow, 'reveal' | 'result_at' | 'settled_at'>) {
      try {
        return await db.insertInto('studio_live_rounds').values(row).returningAll().executeTakeFirstOrThrow()
      } catch (err) {
        if (isUniqueViolation(err)) return null
        throw err
      }
    },
    /** Runs fn on the round row locked for update: every phase change and every bet's reservation. */
    withRound: <T>(id: string, fn: (trx: Trx, row: LiveRoundRow) => Promise<T>): Promise<T> =>
      withLocked(db, 'studio_live_rounds', id, fn),
    async setRound(trx: Trx, id: string, patch: Partial<Omit<LiveRoundRow, 'id'>>) {
      await trx
        .updateTable('studio_live_rounds')
        .set(jsonColumns(patch, ['reveal']))
        .where('id', '=', id)
        .execute()
    },
    /** The player's finished live rounds at a table, newest first. */
    recall: (userId: number, tableId: string, n: number) =>
      db
        .selectFrom('studio_live_seats')
        .selectAll()
        .where('user_id', '=', userId)
        .where('game_id', '=', tableId)
        .where('state', 'in', ['settled', 'voided'])
        .orderBy('created_at', 'desc')
        .limit(n)
        .execute(),
  }
}
