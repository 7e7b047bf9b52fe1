import { randomUUID } from 'node:crypto'
import type { Rng } from '../engine/rng.ts'
import type { StudioGame } from './games.ts'
import { act, type PlayerAction, type StartRequest, type Stored, start } from './play.ts'
import { playerGame, type Repo, type RoundRow, type SessionRow, updateRound } from './repo.ts'
import { fail, playerKey } from './round-answers.ts'
import { ST } from './texts.ts'

/** Demo money a fun session starts with and is reset to, øre (5.000 kr.). */
export const FUN_BALANCE = 500_000

/**
 * Rounds for fun: the demo balance lives on the studio session row, which is locked for the whole
 * round, so a fun round is one transaction and never touches the wallet.
 */
export function createFunRounds(repo: Repo, rng: Rng) {
  async function startFun(s: SessionRow, game: StudioGame, req: StartRequest, cost: number) {
    return repo.withSession(s.id, async (trx, session) => {
      const before = session.fun_balance ?? 0
      if (before < cost) throw fail(402, ST.funBalance, 'INSUFFICIENT_FUNDS')
      const open = await trx
        .selectFrom('studio_rounds')
        .select('id')
        .where(playerGame(playerKey(s), s.game_id))
        .where('state', 'in', ['staked', 'drawn'])
        .executeTakeFirst()
      if (open) throw fail(409, ST.roundOpen, 'ROUND_OPEN')
      const played = start(game, req, rng)
      const after = before - cost + (played.over ? played.total : 0)
      await trx.updateTable('studio_sessions').set({ fun_balance: after }).where('id', '=', s.id).execute()
      const row = {
        id: randomUUID(),
        session_id: s.id,
        player_key: playerKey(s),
        user_id: null,
        game_id: s.game_id,
        mode: 'fun',
        kind: game.kind,
        state: played.over ? 'settled' : 'drawn',
        stake: cost,
        jackpot_contribution: 0,
        bets: JSON.stringify([]),
        request: JSON.stringify(req),
        outcome: JSON.stringify(played.stored),
        awaiting_player: !played.over,
        win: played.over ? played.total : 0,
        balance_before: before,
        balance_after: played.over ? after : null,
        settled_at: played.over ? new Date() : null,
      }
      return trx.insertInto('studio_rounds').values(row).returningAll().executeTakeFirstOrThrow()
    })
  }

  async function actFun(s: SessionRow, r: RoundRow, action: PlayerAction, extra: number) {
    return repo.withSession(s.id, async (trx, session) => {
      const row = await trx
        .selectFrom('studio_rounds')
        .selectAll()
        .where('id', '=', r.id)
        .forUpdate()
        .executeTakeFirstOrThrow()
      if (row.state !== 'drawn' || !row.awaiting_player) throw fail(409, ST.noOpenRound, 'NO_OPEN_ROUND')
      // Computed from an older hand (another action came first): refused, as a money round's is.
      if (row.version !== r.version) throw fail(409, ST.roundChanged, 'ROUND_CHANGED')
      const balance = session.fun_balance ?? 0
      if (balance < extra) throw fail(402, ST.funBalance, 'INSUFFICIENT_FUNDS')
      const played = act(row.outcome as unknown as Stored, action, rng)
      const after = balance - extra + (played.over ? played.total : 0)
      await trx.updateTable('studio_sessions').set({ fun_balance: after }).where('id', '=', s.id).execute()
      const patch = {
        outcome: played.stored,
        stake: row.stake + extra,
        awaiting_player: !played.over,
        win: played.over ? played.total : 0,
        ...(played.over ? { state: 'settled', balance_after: after, settled_at: new Date() } : {}),
      }
      await updateRound(trx, r.id, patch)
      return { ...row, ...patch, outcome: played.stored as never } as RoundRow
    })
  }

  return { start: startFun, act: actFun }
}
