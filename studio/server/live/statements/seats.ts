import type { StudioDb, Trx } from '../../repo.ts'
import { jsonColumns } from '../../repo-helpers.ts'
import type { LiveSeatRow } from '../repo.ts'

/** The seats of a round: a player's hand and decisions, locked while they change. */
export function liveSeats(db: StudioDb) {
  /** The seat locked for update inside the caller's transaction. */
  const lockedSeat = (trx: Trx, roundId: string, userId: number) =>
    trx
      .selectFrom('studio_live_seats')
      .selectAll()
      .where('round_id', '=', roundId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst()
  return {
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
    seatIn: lockedSeat,
    withSeat<T>(roundId: string, userId: number, fn: (trx: Trx, row: LiveSeatRow) => Promise<T>) {
      return db.transaction().execute(async (trx) => {
        const row = await lockedSeat(trx, roundId, userId)
        if (!row) throw new Error(`live seat ${roundId}/${userId} is gone`)
        return fn(trx, row)
      })
    },
    async setSeat(trx: Trx, roundId: string, userId: number, patch: Record<string, unknown>) {
      await trx
        .updateTable('studio_live_seats')
        .set(jsonColumns(patch, ['seat', 'extras', 'returns']))
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
  }
}
