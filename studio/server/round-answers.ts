import type { RoundView } from '../../contract/studio.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { EngineError } from '../engine/errors.ts'
import { type StudioGame, studioGame } from './games.ts'
import { type Stored, viewOf, WrongCall } from './play.ts'
import type { RoundRow, SessionRow } from './repo.ts'
import { ST } from './texts.ts'
import { WalletRefusal } from './wallet-client.ts'

/** What a round call answers the player: the round as the client shows it, and the Danish refusals. */

export const fail = (status: number, message: string, code: string) =>
  new HttpError(status, message, { code })

/** Whose round it is: a money player across their sessions, a fun session on its own. */
export const playerKey = (s: SessionRow) => (s.mode === 'money' ? `m:${s.user_id}` : `f:${s.id}`)

export function gameOf(s: SessionRow): StudioGame {
  const g = studioGame(s.game_id)
  if (!g) throw fail(404, ST.unknownGame, 'UNKNOWN_GAME')
  return g
}

/** A call the game's rules do not allow (a stake off the ladder, an action out of turn). */
export function refused(err: unknown): never {
  if (err instanceof EngineError) throw fail(400, ST.badBet, 'BAD_BET')
  if (err instanceof WrongCall) throw fail(400, ST.wrongCall, 'BAD_BET')
  throw err
}

/** The player's Danish answer to a wallet refusal or outage (money rounds and live bets alike). */
export function walletFailure(err: unknown): HttpError {
  if (err instanceof WalletRefusal) {
    if (err.code === 'INSUFFICIENT_FUNDS') return fail(402, ST.insufficientFunds, err.code)
    if (err.code === 'SESSION_ENDED') return fail(403, ST.sessionEnded, err.code)
    if (err.code === 'PLAYER_BLOCKED' || err.status === 403) return fail(403, ST.blocked, 'PLAYER_BLOCKED')
    return fail(409, err.message, err.code)
  }
  return fail(503, ST.walletUnavailable, 'WALLET_UNAVAILABLE')
}

/** What the recall says of a round's feature: bought or not, every screen shown, the hold. */
function featureOf(r: RoundRow): Pick<RoundView, 'bought' | 'screens' | 'holdsUntil'> {
  const stored = r.outcome as unknown as Stored | null
  const slot = stored?.kind === 'slot' ? stored.outcome : null
  return {
    bought: slot?.purchase ?? false,
    screens: slot ? slot.spins.length : stored ? 1 : 0,
    holdsUntil: r.holds_until === null ? null : new Date(r.holds_until).toISOString(),
  }
}

export function roundView(r: RoundRow): RoundView {
  return {
    roundId: r.id,
    gameId: r.game_id,
    mode: r.mode as RoundView['mode'],
    state: r.state as RoundView['state'],
    stake: r.stake,
    win: r.win,
    jackpotWin: r.jackpot_win,
    balanceBefore: r.balance_before ?? 0,
    balanceAfter: r.balance_after,
    outcome: r.outcome === null ? null : viewOf(r.outcome as unknown as Stored),
    createdAt: new Date(r.created_at).toISOString(),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
    ...featureOf(r),
  }
}
