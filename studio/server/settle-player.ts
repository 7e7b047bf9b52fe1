import { z } from 'zod'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import type { typed } from '../../platform/http/zod.ts'
import type { PlayerAction, Stored } from './play.ts'
import type { Recovery } from './recovery.ts'
import type { Repo, StudioDb } from './repo.ts'
import type { Rounds } from './rounds.ts'

/** The signed call the casino makes when a player's account closes (exclusion, ROFUS, closing). */
const SETTLE_PLAYER_PATH = '/api/settle-player'
const SettlePlayerBody = z.object({ userId: z.number().int().positive() })
const SettlePlayerAnswer = z.object({ settled: z.number().int() })

/** The rules' default action for a hand nobody will finish: stand (blackjack), call (red dog). */
const defaultAction = (stored: Stored): PlayerAction | null =>
  stored.kind === 'blackjack' ? 'stand' : stored.kind === 'red-dog' ? 'call' : null

/**
 * Settles every open money round of one player (issue 31): the casino asks it before a closing
 * account's payout is computed, so no stake is stranded. A round the recovery knows how to finish
 * (staked: voided and refunded; a bet pending: rolled back; drawn: paid) is finished by it; a hand
 * waiting for the player is completed by the rules' default action, with no further stake. Then the
 * player's live seats: voided with the stake returned while betting is open, else completed by the
 * default and paid (live/close-player.ts). Answers how many rounds it finished; a wallet that cannot
 * be reached leaves the rest for the next call.
 */
export function createSettlePlayer(
  db: StudioDb,
  repo: Repo,
  rounds: Rounds,
  recovery: Recovery,
  /** The player's live seats (live/close-player.ts), once the live tables are registered. */
  liveSeats: (userId: number) => Promise<number>,
) {
  return async function settleOpenRoundsOf(userId: number): Promise<number> {
    const open = await db
      .selectFrom('studio_rounds')
      .select('id')
      .where('user_id', '=', userId)
      .where('mode', '=', 'money')
      .where('state', 'in', ['staked', 'drawn'])
      .orderBy('created_at')
      .execute()
    let settled = 0
    for (const { id } of open) {
      await recovery.recoverRound(id)
      // A hand of several steps (a split) takes the default action until it is over.
      for (let step = 0; step < 20; step++) {
        const r = await repo.round(id)
        if (r?.state !== 'drawn' || !r.awaiting_player) break
        const action = defaultAction(r.outcome as unknown as Stored)
        const s = action && (await repo.session(r.session_id))
        if (!action || !s) break
        await rounds.act(s, action)
      }
      const done = await repo.round(id)
      if (done && done.state !== 'staked' && done.state !== 'drawn') settled++
    }
    return settled + (await liveSeats(userId))
  }
}
export type SettlePlayer = ReturnType<typeof createSettlePlayer>

/** The signed route (inside the studio's signed plugin, beside /api/launch). */
export function settlePlayerRoute(r: ReturnType<typeof typed>, settle: SettlePlayer) {
  r.post(
    SETTLE_PLAYER_PATH,
    { schema: { body: SettlePlayerBody, response: okResponse(SettlePlayerAnswer) } },
    async (req) => ok({ settled: await settle(req.body.userId) }),
  )
}
