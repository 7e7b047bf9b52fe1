import type { WalletAnswer } from '../../../contract/wallet.ts'
import type { Rng } from '../../engine/rng.ts'
import type { StudioGame } from '../games.ts'
import type { Played, StartRequest } from '../play.ts'
import type { Repo, RoundRow, SessionRow } from '../repo.ts'
import { fail, playerKey } from '../round-answers.ts'
import type { NewRound } from '../round-statements/repo.ts'
import { ST } from '../texts.ts'
import type { WalletClient } from '../wallet-client.ts'

/** What every step of a money round works with. */
export type MoneyContext = {
  repo: Repo
  wallet: WalletClient
  rng: Rng
  nowMs: () => number
  /**
   * The wallet's last answer in a round call, by the call's session row: the balance after the bet or
   * the last win, which the round's answer shows without asking the wallet once more.
   */
  answered: WeakMap<SessionRow, WalletAnswer>
}

/** A client's round call whose sequence number the round's start takes (see repo.startRound). */
export type SequencedCall = {
  seq: number
  /** Told when the number is taken, before anything else can refuse the call. */
  took: (seq: number) => void
  /** The number was not the session's next one: the refusal (409 SEQUENCE, or 401 without a session). */
  outOfSequence: () => Promise<never>
}

/** Starts a money round of the session's game at `cost` øre: one wallet call (one-call.ts) or two (two-calls.ts). */
export type StartMoneyRound = (
  ctx: MoneyContext,
  s: SessionRow,
  game: StudioGame,
  req: StartRequest,
  cost: number,
  call?: SequencedCall,
) => Promise<RoundRow>

export const total = (a: { balance: number; bonusBalance: number }) => a.balance + a.bonusBalance
const featurePlaying = () => fail(409, ST.featurePlaying, 'FEATURE_PLAYING')

/**
 * How long a feature round holds its game at most when its frame never says it has shown it (a
 * closed tab): the playback of its screens at normal speed with room to spare, capped.
 */
const HOLD_BASE_MS = 5_000
const HOLD_PER_SCREEN_MS = 2_500
const HOLD_MAX_MS = 5 * 60_000

/**
 * A slot round with a feature (free spins, respins, a bonus wheel, cascades, a bought bonus) is
 * settled in one call, but the player watches it screen by screen: it holds the game until the
 * frame says it has shown it (`release`) or this time passes (issue 29.3). Null: nothing to hold.
 */
export function holdOf(played: Played, nowMs: number): Date | null {
  if (played.stored.kind !== 'slot') return null
  const o = played.stored.outcome
  if (!o.purchase && o.spins.length <= 1) return null
  return new Date(nowMs + Math.min(HOLD_MAX_MS, HOLD_BASE_MS + HOLD_PER_SCREEN_MS * o.spins.length))
}

/** What every money round's row starts with: its id, the session, player and game it belongs to. */
export const moneyRowOf = (s: SessionRow, game: StudioGame, id: string) =>
  ({
    id,
    session_id: s.id,
    player_key: playerKey(s),
    user_id: s.user_id,
    game_id: s.game_id,
    mode: 'money',
    kind: game.kind,
  }) as const

/** Inserts a money round's row (taking the call's number in the same statement when given). */
export async function openRow(ctx: MoneyContext, row: NewRound, call?: SequencedCall): Promise<RoundRow> {
  const { repo, nowMs } = ctx
  let r: RoundRow | null
  if (call) {
    // The call's number is taken in the round's own insert: one statement fewer per round.
    const started = await repo.startRound(row.session_id, call.seq, row, new Date(nowMs()))
    if (!started.took) return call.outOfSequence()
    call.took(call.seq)
    r = started.round
  } else if (await repo.holding(row.player_key, row.game_id, new Date(nowMs()))) throw featurePlaying()
  else r = await repo.insertRound(row)
  if (!r) {
    if (await repo.holding(row.player_key, row.game_id, new Date(nowMs()))) throw featurePlaying()
    throw fail(409, ST.roundOpen, 'ROUND_OPEN')
  }
  return r
}
