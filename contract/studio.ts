import { z } from 'zod'
import type { SlotOutcome } from '../studio/engine/slots/outcome.ts'
import type { ModelStatement } from '../studio/engine/statement.ts'
import { Platform } from './games.ts'
import { LiveGameInfo } from './live.ts'

/**
 * The studio's HTTP API (mounted at /studio/). Two callers:
 * - the casino's server, server to server, HMAC-signed like the wallet API (`x-provider: casino`,
 *   `x-signature` over the raw body): `POST /studio/api/launch`;
 * - the studio client inside the game frame (same origin): it trades the one-time launch token for a
 *   studio session (HttpOnly cookie on /studio/), then makes round calls, each carrying the client's
 *   sequence number (1, 2, 3, … per session; a replayed or out-of-order number is a 409).
 * Every answer is the `{ success, data, errorMessage }` envelope. Amounts are øre.
 */

export const STUDIO_PATHS = {
  launch: '/studio/api/launch',
  /** POST {userId}, signed by the casino: settle every open money round of a closing account. */
  settlePlayer: '/studio/api/settle-player',
  /** GET, signed by the casino: the players holding an open money round (the start-up sweep's list). */
  openPlayers: '/studio/api/open-players',
  /** POST {token}: start the session (sets the cookie); GET: the same answer again for this session. */
  session: '/studio/api/session',
  /** POST: one call per action, e.g. /studio/api/round/spin. */
  round: (action: StudioAction) => `/studio/api/round/${action}`,
  recall: '/studio/api/recall',
  balance: '/studio/api/balance',
  funReset: '/studio/api/fun/reset',
  /** GET: the live jackpot pools (for the lobby's jackpot_amount). */
  jackpots: '/studio/api/jackpots',
  /** The page the game frame opens; `?token=` is the launch token. */
  play: (gameId: string) => `/studio/play/${encodeURIComponent(gameId)}`,
} as const

const STUDIO_MODES = ['fun', 'money'] as const
const StudioMode = z.enum(STUDIO_MODES)

const GameId = z.string().min(1).max(100)
/** A path on the casino's site (the lobby to return to). */
const SitePath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'lobbyUrl skal være en sti på casinoets websted')

// Launch (casino server → studio)

export const StudioLaunchBody = z.object({
  /** The casino's player id; null for a logged-out fun launch. */
  userId: z.number().int().positive().nullable(),
  gameId: GameId,
  mode: StudioMode,
  platform: Platform,
  lobbyUrl: SitePath,
  /** The player's IP as the casino saw it; passed on in every wallet bet. */
  ip: z.string().min(1).max(64),
  /** The casino session the launch belongs to; money rounds stop when it has ended. */
  casinoSession: z.string().min(1).max(200).nullable(),
})
export type StudioLaunchBody = z.infer<typeof StudioLaunchBody>

export const StudioLaunchAnswer = z.object({
  /** `/studio/play/{gameId}?token=…`: the token is one-time and expires in LAUNCH_TOKEN_TTL_MS. */
  url: z.string(),
  /** Where the game frame sends the player when the game is closed (the lobbyUrl). */
  endgame: z.string(),
})
export type StudioLaunchAnswer = z.infer<typeof StudioLaunchAnswer>
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000

// The game as the client draws it

const GAME_KINDS = ['slot', 'roulette', 'blackjack', 'baccarat', 'sicbo', 'red-dog'] as const
export const GameKind = z.enum(GAME_KINDS)
export type GameKind = z.infer<typeof GameKind>

export const SlotDescription = z.object({
  model: z.string(),
  reels: z.number().int(),
  rows: z.number().int(),
  /** Megaways: each reel's height is drawn between these. */
  heights: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Symbol names by index (0 = wild, 1 = scatter/bonus). */
  symbols: z.array(z.string()),
  /** pays[symbol][k] coins for k of a kind; one stake = 10 coins. */
  pays: z.array(z.array(z.number())),
  scatterPays: z.array(z.number()).nullable(),
  /** Line patterns (row per reel) for line games; null for ways games. */
  lines: z.array(z.array(z.number().int())).nullable(),
  bothways: z.boolean(),
  features: z.array(z.string()),
  /** The bonus buy's price in stakes; null when the game does not sell it. */
  buyPrice: z.number().nullable(),
  /** Share of a stake fed to the pool; hitChance per øre staked (a round's chance is its cost × it). */
  jackpot: z.object({ contribution: z.number(), hitChance: z.number() }).nullable(),
  /** The bonus wheel's prizes (coins, as pays) and each one's chance once the wheel turns; null without a wheel. */
  wheel: z.array(z.object({ coins: z.number(), chance: z.number() })).nullable(),
})
export type SlotDescription = z.infer<typeof SlotDescription>

export const GameDescription = z.object({
  gameId: GameId,
  kind: GameKind,
  name: z.string(),
  /** The catalogue theme the client's generated art is drawn from. */
  theme: z.string(),
  /** The stakes the player may choose, øre. */
  stakes: z.array(z.number().int()),
  slot: SlotDescription.nullable(),
  /** The rules page's RTP statement (rtp as a fraction, per-bet RTPs for table games). */
  statement: z.custom<ModelStatement>(),
  /** Set for a live table (issue 15): the client shows its live view instead of a single-player round. */
  live: LiveGameInfo.nullable().optional(),
})
export type GameDescription = z.infer<typeof GameDescription>

// Rounds

const ROUND_STATES = ['staked', 'drawn', 'settled', 'voided'] as const
const RoundState = z.enum(ROUND_STATES)

/** One card: 0–51 (rank = card % 13, 0 = ace; suit = floor(card / 13)), or null for the hidden hole card. */
const Card = z.number().int().min(0).max(51)

const BlackjackHandView = z.object({
  cards: z.array(Card),
  bet: z.number().int(),
  doubled: z.boolean(),
  done: z.boolean(),
})
const BlackjackView = z.object({
  kind: z.literal('blackjack'),
  /** While the player acts only the up card is here; the hole card follows when the dealer plays. */
  dealer: z.array(Card),
  hands: z.array(BlackjackHandView),
  active: z.number().int(),
  phase: z.enum(['player', 'over']),
  /** What the player may do now on the active hand. */
  actions: z.array(z.enum(['hit', 'stand', 'double', 'split'])),
  returns: z.array(z.number().int()),
})
const RedDogView = z.object({
  kind: z.literal('red-dog'),
  cards: z.array(Card),
  spread: z.number().int(),
  bet: z.number().int(),
  phase: z.enum(['decide', 'over']),
  actions: z.array(z.enum(['raise', 'call'])),
  returns: z.array(z.number().int()),
})
const SlotView = z.object({ kind: z.literal('slot'), outcome: z.custom<SlotOutcome>() })
const RouletteView = z.object({
  kind: z.literal('roulette'),
  /** 0–36, 37 = 00 on the american wheel. */
  pocket: z.number().int(),
  bets: z.array(z.lazy(() => RouletteBet)),
  returns: z.array(z.number().int()),
})
const BaccaratView = z.object({
  kind: z.literal('baccarat'),
  /** Card point values as dealt (0 for tens and faces, 1 for an ace, … 9). */
  player: z.array(z.number().int().min(0).max(9)),
  banker: z.array(z.number().int().min(0).max(9)),
  winner: z.enum(['player', 'banker', 'tie']),
  bets: z.array(z.lazy(() => BaccaratWager)),
  returns: z.array(z.number().int()),
})
const SicBoView = z.object({
  kind: z.literal('sicbo'),
  dice: z.array(z.number().int().min(1).max(6)),
  bets: z.array(z.lazy(() => SicBoBet)),
  returns: z.array(z.number().int()),
})
export const OutcomeView = z.discriminatedUnion('kind', [
  SlotView,
  RouletteView,
  BaccaratView,
  SicBoView,
  BlackjackView,
  RedDogView,
])
export type OutcomeView = z.infer<typeof OutcomeView>

export const RoundView = z.object({
  roundId: z.string(),
  gameId: GameId,
  mode: StudioMode,
  state: RoundState,
  /** Everything staked in the round so far (doubles and splits included), øre. */
  stake: z.number().int(),
  /** What the round paid back (stake included where the game returns it), øre; 0 until settled. */
  win: z.number().int(),
  /** The jackpot part of `win`, øre. */
  jackpotWin: z.number().int(),
  balanceBefore: z.number().int(),
  /** null while the round is open. */
  balanceAfter: z.number().int().nullable(),
  outcome: OutcomeView.nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** A slot round bought with the bonus buy (the recall marks it, issue 29.3). */
  bought: z.boolean(),
  /** The screens the round showed (base spin, free spins, respins, cascade steps, wheel); 1 for a table game. */
  screens: z.number().int().min(0),
  /** While its feature plays, until when the round holds the game (ISO); null when it holds nothing. */
  holdsUntil: z.string().nullable(),
})
export type RoundView = z.infer<typeof RoundView>

/** The balance the game shows: real money (cash + bonus) or the fun balance, øre. */
export const StudioBalance = z.object({
  mode: StudioMode,
  balance: z.number().int(),
  bonusBalance: z.number().int(),
})
export type StudioBalance = z.infer<typeof StudioBalance>

/** A round the studio finished for the player after an interruption (GLI-19 §4.16). */
export const ResolvedRound = z.object({
  round: RoundView,
  resolution: z.enum(['completed', 'voided']),
  /** The Danish sentence the client shows, e.g. "Din runde fra … blev afbrudt …". */
  message: z.string(),
})
export type ResolvedRound = z.infer<typeof ResolvedRound>

export const StudioSession = z.object({
  game: GameDescription,
  mode: StudioMode,
  balance: StudioBalance,
  /** Where "back to lobby" and game-close go. */
  lobbyUrl: z.string(),
  /** The last sequence number the server accepted; the next call sends this + 1. */
  seq: z.number().int().min(0),
  /** Interrupted rounds of this player and game settled since the last session. */
  resolved: z.array(ResolvedRound),
  /** A multi-step round (blackjack, red dog) still waiting for the player's action. */
  open: RoundView.nullable(),
  recall: z.array(RoundView),
  /**
   * This launch's own session credential (issue 29.2), answered only by the token's trade: the
   * frame keeps it (memory, and sessionStorage under its launch token for a reload) and sends it as
   * SESSION_HEADER with GAME_HEADER on every call. No cookie: two games (or two tabs of one game)
   * in one browser never share a session.
   */
  credential: z.string().optional(),
  /** What a live table's event stream names the session by (`?session=`): its id, not the credential. */
  eventsKey: z.string().optional(),
})
export type StudioSession = z.infer<typeof StudioSession>

/** The header that carries a launch's session credential on every studio call. */
export const SESSION_HEADER = 'x-studio-session'
/** The header naming the game whose frame makes the call (URI-encoded id); another game's session is refused. */
export const GAME_HEADER = 'x-studio-game'

/** GET /studio/play/{gameId}: the launch token rides in the query (kept on a reload: the frame's sessionStorage resumes). */
export const PlayPageParams = z.object({ gameId: GameId })
export const PlayPageQuery = z.object({ token: z.string().min(1).max(200).optional() })

export const SessionBody = z.object({ token: z.string().min(1).max(200) })

const Seq = z.number().int().positive().max(2_147_483_647)
const Stake = z.number().int().positive().max(100_000_000)

export const RouletteBet = z.object({
  type: z.enum([
    'straight',
    'split',
    'street',
    'trio',
    'corner',
    'first_four',
    'six_line',
    'top_line',
    'column',
    'dozen',
    'red',
    'black',
    'even',
    'odd',
    'low',
    'high',
  ]),
  numbers: z.array(z.number().int().min(0).max(37)).max(6).optional(),
  which: z.number().int().min(1).max(3).optional(),
  stake: Stake,
})
export type RouletteBet = z.infer<typeof RouletteBet>
export const BaccaratWager = z.object({ bet: z.enum(['player', 'banker', 'tie']), stake: Stake })
export type BaccaratWager = z.infer<typeof BaccaratWager>
export const SicBoBet = z.object({
  type: z.enum(['small', 'big', 'double', 'triple', 'any_triple', 'combination', 'total', 'single']),
  numbers: z.array(z.number().int().min(1).max(18)).max(2).optional(),
  stake: Stake,
})
export type SicBoBet = z.infer<typeof SicBoBet>

/** Slots: one paid spin (or a bonus buy at the game's price). */
/**
 * An autoplay run's round (issue 30): the client names the run and its limits on each of its rounds,
 * and the studio enforces them in money mode (a loss limit is required there). Amounts in øre.
 */
export const AutoplayRun = z.object({
  run: z.string().min(8).max(64),
  rounds: z.number().int().min(1).max(1000),
  lossLimit: Stake.nullable(),
  winLimit: Stake.nullable(),
})
export type AutoplayRun = z.infer<typeof AutoplayRun>
export const SpinBody = z.object({
  seq: Seq,
  stake: Stake,
  purchase: z.boolean().default(false),
  auto: AutoplayRun.optional(),
})
/** Roulette, baccarat, sic bo: one round with the bets of the table. */
export const BetBody = z.object({
  seq: Seq,
  roulette: z.array(RouletteBet).max(50).optional(),
  baccarat: z.array(BaccaratWager).max(3).optional(),
  sicbo: z.array(SicBoBet).max(50).optional(),
  auto: AutoplayRun.optional(),
})
/** Blackjack and red dog: the first step of a multi-step round. */
export const DealBody = z.object({ seq: Seq, stake: Stake })
/** hit, stand, double, split (blackjack); raise, call (red dog). */
export const ActionBody = z.object({ seq: Seq })
const STUDIO_ACTIONS = ['spin', 'bet', 'deal', 'hit', 'stand', 'double', 'split', 'raise', 'call'] as const
export type StudioAction = (typeof STUDIO_ACTIONS)[number]
export const PlayActionParams = z.object({
  action: z.enum(['hit', 'stand', 'double', 'split', 'raise', 'call']),
})
export const FunResetBody = z.object({ seq: Seq })

export const RoundAnswer = z.object({ round: RoundView, balance: StudioBalance, seq: z.number().int() })
export type RoundAnswer = z.infer<typeof RoundAnswer>
export const RecallAnswer = z.object({ rounds: z.array(RoundView) })
/** POST /studio/api/round/shown: the frame has shown a feature round to its end; the game is free again. */
export const FeatureShownBody = z.object({ roundId: z.string().min(1).max(100) })
export const FeatureShownAnswer = z.object({ released: z.boolean() })
export type FeatureShownAnswer = z.infer<typeof FeatureShownAnswer>
export type RecallAnswer = z.infer<typeof RecallAnswer>

// Jackpots (read by the casino's games module)

const JackpotPool = z.object({
  gameId: GameId,
  /** seed + contributions − wins, never below the seed, øre. */
  amount: z.number().int(),
  seed: z.number().int(),
})
export const JackpotsAnswer = z.object({ pools: z.array(JackpotPool) })
export type JackpotsAnswer = z.infer<typeof JackpotsAnswer>

/** Error codes a studio refusal carries in `data.code`. */
const STUDIO_ERROR_CODES = [
  'BAD_SIGNATURE',
  'BAD_TOKEN',
  'NO_SESSION',
  'SEQUENCE',
  'ROUND_OPEN',
  'NO_OPEN_ROUND',
  'ROUND_CHANGED',
  'FEATURE_PLAYING',
  'WRONG_GAME',
  'UNKNOWN_GAME',
  'FUN_NOT_ALLOWED',
  'PLATFORM',
  'BAD_BET',
  'INSUFFICIENT_FUNDS',
  'PLAYER_BLOCKED',
  'SESSION_ENDED',
  'WALLET_UNAVAILABLE',
] as const
export type StudioErrorCode = (typeof STUDIO_ERROR_CODES)[number]
