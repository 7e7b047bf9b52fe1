import type { LiveRecallRound } from '../../../contract/live.ts'
import type { GameDescription, RoundView, StudioBalance, StudioSession } from '../../../contract/studio.ts'
import type { SessionRow } from '../repo.ts'
import type { LiveRepo } from './repo.ts'
import { spotsOf } from './settle.ts'

const RECALL = 10

/** The player's last finished rounds at the session's table with their bets, the outcome and its proof. */
export async function liveRecall(repo: LiveRepo, s: SessionRow): Promise<LiveRecallRound[]> {
  const seats = await repo.recall(s.user_id as number, s.game_id, RECALL)
  return Promise.all(
    seats.map(async (seat) => {
      const round = await repo.round(seat.round_id)
      const bets = await repo.betsOfUser(seat.round_id, seat.user_id)
      if (!round) throw new Error(`live round ${seat.round_id} is gone`)
      return {
        roundId: round.id,
        no: round.no,
        tableId: round.table_id,
        at: (seat.settled_at ?? seat.created_at).getTime(),
        bets: spotsOf(bets),
        stake: seat.stake,
        payout: seat.payout ?? 0,
        state: seat.state as 'settled' | 'voided',
        reveal: round.reveal ?? null,
        commitment: round.commitment,
        proof:
          round.outcome !== null && round.salt !== null ? { outcome: round.outcome, salt: round.salt } : null,
      }
    }),
  )
}

/** The session answer at a live table: no single-player rounds; the recall from the table's rounds. */
export async function liveSessionAnswer(
  repo: LiveRepo,
  s: SessionRow,
  game: GameDescription,
  balanceOf: (s: SessionRow) => Promise<StudioBalance>,
): Promise<StudioSession> {
  const rounds = s.mode === 'money' && s.user_id !== null ? await liveRecall(repo, s) : []
  return {
    game,
    mode: s.mode as 'fun' | 'money',
    balance: await balanceOf(s),
    lobbyUrl: s.lobby_url,
    seq: s.seq,
    resolved: [],
    open: null,
    recall: rounds.map(
      (x): RoundView => ({
        roundId: x.roundId,
        gameId: x.tableId,
        mode: 'money',
        state: x.state,
        stake: x.stake,
        win: x.payout,
        jackpotWin: 0,
        // The live rounds keep no balance snapshot; the wallet's history has each movement.
        balanceBefore: 0,
        balanceAfter: null,
        outcome: null,
        createdAt: new Date(x.at).toISOString(),
        settledAt: new Date(x.at).toISOString(),
        bought: false,
        screens: 1,
        holdsUntil: null,
      }),
    ),
  }
}
