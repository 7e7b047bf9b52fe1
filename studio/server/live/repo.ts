import { type Selectable, sql } from 'kysely'
import type { StudioLiveBets, StudioLiveRounds, StudioLiveSeats } from '../db/generated.ts'
import type { StudioDb, Trx } from '../repo.ts'

export type LiveRoundRow = Selectable<StudioLiveRounds>
export type LiveBetRow = Selectable<StudioLiveBets>
export type LiveSeatRow = Selectable<StudioLiveSeats>

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505'

/** The live tables' rows (studio_live_*): rounds, bets, seats, leases and viewer counts. */
export function createLiveRepo(db: StudioDb) {
  return {
    db,
    /**
     * Takes or renews the table's lease for `owner` until `until`: only when nobody holds it, this owner
     * does, or the holder's lease has run out. True when `owner` holds it afterwards.
     */
    async lease(tableId: string, owner: string, now: Date, until: Date): Promise<boolean> {
      await db
        .insertInto('studio_live_tables')
        .values({ table_id: tableId, owner: null, lease_until: null })
        .onConflict((oc) => oc.column('table_id').doNothing())
        .execute()
      const r = await db
        .updateTable('studio_live_tables')
        .set({ owner, lease_until: until, updated_at: now })
        .where('table_id', '=', tableId)
        .where((eb) => eb.or([eb('owner', 'is', null), eb('owner', '=', owner), eb('lease_until', '<', now)]))
        .returning('owner')
        .executeTakeFirst()
      return r?.owner === owner
    },
    async release(tableId: string, owner: string) {
      await db
        .updateTable('studio_live_tables')
        .set({ owner: null, lease_until: null })
        .where('table_id', '=', tableId)
        .where('owner', '=', owner)
        .execute()
    },
    leaseOf: (tableId: string) =>
      db.selectFrom('studio_live_tables').selectAll().where('table_id', '=', tableId).executeTakeFirst(),
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
    withRound<T>(id: string, fn: (trx: Trx, row: LiveRoundRow) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('studio_live_rounds')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst()
        if (!row) throw new Error(`live round ${id} is gone`)
        return fn(trx, row)
      })
    },
    async setRound(trx: Trx, id: string, patch: Partial<Omit<LiveRoundRow, 'id'>>) {
      const set = { ...patch } as Record<string, unknown>
      if ('reveal' in set && set.reveal !== null) set.reveal = JSON.stringify(set.reveal)
      await trx.updateTable('studio_live_rounds').set(set).where('id', '=', id).execute()
    },
    async insertBet(trx: Trx, row: Omit<LiveBetRow, 'bets'> & { bets: object }) {
      await trx
        .insertInto('studio_live_bets')
        .values({ ...row, bets: JSON.stringify(row.bets) })
        .execute()
    },
    async ensureSeat(
      trx: Trx,
      row: { round_id: string; user_id: number; game_id: string; session_id: string },
    ) {
      await trx
        .insertInto('studio_live_seats')
        .values({ ...row, state: 'open' })
        .onConflict((oc) => oc.columns(['round_id', 'user_id']).doNothing())
        .execute()
    },
    async markBet(id: string, from: string, to: string) {
      const r = await db
        .updateTable('studio_live_bets')
        .set({ state: to })
        .where('id', '=', id)
        .where('state', '=', from)
        .returning('id')
        .executeTakeFirst()
      return r !== undefined
    },
    betsOf: (roundId: string) =>
      db
        .selectFrom('studio_live_bets')
        .selectAll()
        .where('round_id', '=', roundId)
        .orderBy('placed_at')
        .execute(),
    betsOfUser: (roundId: string, userId: number) =>
      db
        .selectFrom('studio_live_bets')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('user_id', '=', userId)
        .orderBy('placed_at')
        .execute(),
    betsIn: (trx: Trx, roundId: string, userId: number) =>
      trx
        .selectFrom('studio_live_bets')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('user_id', '=', userId)
        .execute(),
    /** Every bet of the round inside the caller's transaction. */
    betsOfIn: (trx: Trx, roundId: string) =>
      trx.selectFrom('studio_live_bets').selectAll().where('round_id', '=', roundId).execute(),
    /** Every seat of the round locked for update inside the caller's transaction (a decision step's close). */
    seatsIn: (trx: Trx, roundId: string) =>
      trx
        .selectFrom('studio_live_seats')
        .selectAll()
        .where('round_id', '=', roundId)
        .orderBy('user_id')
        .forUpdate()
        .execute(),
    seatsOf: (roundId: string) =>
      db.selectFrom('studio_live_seats').selectAll().where('round_id', '=', roundId).execute(),
    seat: (roundId: string, userId: number) =>
      db
        .selectFrom('studio_live_seats')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    /** The seat locked for update inside the caller's transaction. */
    seatIn: (trx: Trx, roundId: string, userId: number) =>
      trx
        .selectFrom('studio_live_seats')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst(),
    withSeat<T>(roundId: string, userId: number, fn: (trx: Trx, row: LiveSeatRow) => Promise<T>) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('studio_live_seats')
          .selectAll()
          .where('round_id', '=', roundId)
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst()
        if (!row) throw new Error(`live seat ${roundId}/${userId} is gone`)
        return fn(trx, row)
      })
    },
    async setSeat(trx: Trx, roundId: string, userId: number, patch: Record<string, unknown>) {
      const set = { ...patch }
      for (const k of ['seat', 'extras', 'returns'])
        if (k in set && set[k] !== null) set[k] = JSON.stringify(set[k])
      await trx
        .updateTable('studio_live_seats')
        .set(set)
        .where('round_id', '=', roundId)
        .where('user_id', '=', userId)
        .execute()
    },
    /**
     * Seats of a player (or of every player) still holding money: open, or voided by a closing
     * account while a bet of it was not yet returned (live/close-player.ts).
     */
    holdingSeats: (userId: number | null) =>
      db
        .selectFrom('studio_live_seats as s')
        .selectAll('s')
        .$if(userId !== null, (q) => q.where('s.user_id', '=', userId as number))
        .where((eb) =>
          eb.or([
            eb('s.state', '=', 'open'),
            eb.and([
              eb('s.state', '=', 'voided'),
              eb.exists(
                eb
                  .selectFrom('studio_live_bets as b')
                  .select('b.id')
                  .whereRef('b.round_id', '=', 's.round_id')
                  .whereRef('b.user_id', '=', 's.user_id')
                  .where('b.state', 'in', ['pending', 'debited']),
              ),
            ]),
          ]),
        )
        .orderBy('s.created_at')
        .execute(),
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
    /** This process's viewer counts (0 rows are deleted so an idle table stops counting). */
    async putViewers(processId: string, counts: ReadonlyMap<string, number>, now: Date) {
      const rows = [...counts].filter(([, n]) => n > 0)
      await db
        .deleteFrom('studio_live_viewers')
        .where('process_id', '=', processId)
        .where((eb) =>
          rows.length
            ? eb(
                'table_id',
                'not in',
                rows.map(([t]) => t),
              )
            : eb.lit(true),
        )
        .execute()
      if (rows.length)
        await db
          .insertInto('studio_live_viewers')
          .values(rows.map(([t, n]) => ({ process_id: processId, table_id: t, viewers: n, seen_at: now })))
          .onConflict((oc) =>
            oc.columns(['process_id', 'table_id']).doUpdateSet((eb) => ({
              viewers: eb.ref('excluded.viewers'),
              seen_at: eb.ref('excluded.seen_at'),
            })),
          )
          .execute()
    },
    /** Viewers per table over every process heard from since `since`. */
    async viewers(since: Date): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('studio_live_viewers')
        .select(['table_id', 'viewers'])
        .where('seen_at', '>=', since)
        .execute()
      const out = new Map<string, number>()
      for (const r of rows) out.set(r.table_id, (out.get(r.table_id) ?? 0) + r.viewers)
      return out
    },
  }
}
export type LiveRepo = ReturnType<typeof createLiveRepo>

/** The schema the app's queries run in (a NOTIFY channel is per database, so it names the schema). */
export async function currentSchema(db: StudioDb): Promise<string> {
  const r = await sql<{ s: string }>`select current_schema() as s`.execute(db)
  return r.rows[0]?.s ?? 'public'
}
