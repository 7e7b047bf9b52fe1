import type { StudioDb, Trx } from '../../repo.ts'
import type { LiveBetRow } from '../repo.ts'

/** The bets placed on a round, each reserved and marked through its wallet calls. */
export function liveBets(db: StudioDb) {
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
  }
}
