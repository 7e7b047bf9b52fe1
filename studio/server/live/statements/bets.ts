import type { StudioDb, Trx } from '../../repo.ts'
import type { LiveBetRow } from '../repo.ts'

/** The bets placed on a round, each reserved and marked through its wallet calls. */
export function liveBets(db: StudioDb) {
  /** A round's bets in placing order, read on `q` (the pool, or the caller's transaction). */
  const ofRound = (q: StudioDb, roundId: string) =>
    q.selectFrom('studio_live_bets').selectAll().where('round_id', '=', roundId).orderBy('placed_at')
  return {
    async insertBet(trx: Trx, row: Omit<LiveBetRow, 'bets'> & { bets: object }) {
      await trx
        .insertInto('studio_live_bets')
        .values({ ...row, bets: JSON.stringify(row.bets) })
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
    betsOf: (roundId: string) => ofRound(db, roundId).execute(),
    betsOfUser: (roundId: string, userId: number) =>
      ofRound(db, roundId).where('user_id', '=', userId).execute(),
    betsIn: (trx: Trx, roundId: string, userId: number) =>
      ofRound(trx, roundId).where('user_id', '=', userId).execute(),
    /** Every bet of the round inside the caller's transaction. */
    betsOfIn: (trx: Trx, roundId: string) => ofRound(trx, roundId).execute(),
  }
}
