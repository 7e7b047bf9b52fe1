import { z } from 'zod'

/**
 * The studio's live tables (issue 15): shared rounds every viewer of a table sees at the same moment.
 * All paths under /studio/live/api/, every JSON answer in the `{ success, data, errorMessage }`
 * envelope; amounts øre; times epoch ms of the SERVER's clock (clients estimate their offset from
 * `time`). The events path is Server-Sent Events, not JSON.
 */

export const LIVE_PATHS = {
  /** GET: every live table with its limits, viewers and last results (public). */
  tables: '/studio/live/api/tables',
  /** GET: `{ serverTime }` for the client's NTP-style offset estimate. */
  time: '/studio/live/api/time',
  /** GET: SSE stream: `state` (LiveState) at connect and every change, `time` every few seconds, `seat` for the session's own seat. */
  events: (tableId: string) => `/studio/live/api/tables/${encodeURIComponent(tableId)}/events`,
  /** POST LiveBetBody (studio session cookie of a money session on that table). */
  bet: '/studio/live/api/bet',
  /** POST LiveActBody: a decision (blackjack hit/stand/double, hold'em call/fold). */
  act: '/studio/live/api/act',
  /** GET: the session player's last finished rounds at the session's table, with their bets (LiveRecallAnswer). */
  recall: '/studio/live/api/recall',
} as const

/** The casino's route for the lobby's live table page (limits, viewers, last results). */
export const CASINO_LIVE_TABLES_PATH = '/games-api/live/tables'

const LIVE_KINDS = ['roulette', 'lyn-roulette', 'blackjack', 'baccarat', 'holdem', 'wheel'] as const
const LiveKindSchema = z.enum(LIVE_KINDS)
export type LiveKindName = z.infer<typeof LiveKindSchema>

const LIVE_PHASES = ['open', 'closed', 'deciding', 'result', 'settled', 'voided'] as const
const LivePhase = z.enum(LIVE_PHASES)

const TableId = z.string().min(1).max(100)
const Amount = z.number().int().positive().max(100_000_000)
const Seq = z.number().int().positive().max(2_147_483_647)

export const LiveLimits = z.object({ min: z.number().int(), max: z.number().int() })
export type LiveLimits = z.infer<typeof LiveLimits>

export const LiveBetItem = z.object({ spot: z.string().min(1).max(40), amount: Amount })
export type LiveBetItem = z.infer<typeof LiveBetItem>

/**
 * What the round publishes at its result: `outcome` is the JSON the commitment was taken over, `salt`
 * the round's seed (64 hex), from which the table's engine draws that outcome for the round's id
 * (studio/engine/live/commitment.ts: checkLiveProof). Neither exists outside the server before.
 */
const LiveProof = z.object({ outcome: z.string(), salt: z.string() })

/** One finished round as the table's history shows it (reveal = the engine's public view). */
export const LiveResult = z.object({
  roundId: z.string(),
  no: z.number().int(),
  reveal: z.unknown(),
  at: z.number().int(),
})
export type LiveResult = z.infer<typeof LiveResult>

export const LiveRound = z.object({
  id: z.string(),
  /** The table's round number (1, 2, 3, …). */
  no: z.number().int(),
  phase: LivePhase,
  /** sha256 hex of `proof.outcome + proof.salt`, published when betting opens (the only trace of the outcome then). */
  commitment: z.string(),
  opensAt: z.number().int(),
  closesAt: z.number().int(),
  /** End of the decision window (blackjack, hold'em); null for single-step tables. */
  decideUntil: z.number().int().nullable(),
  /** The engine's public view of the outcome, null until betting has closed. */
  reveal: z.unknown().nullable(),
  /**
   * Shared-hand decisions go in steps: how many have closed (each shows the cards its decisions
   * brought); `decideUntil` ends the open one. 0 outside the decision window's first step.
   */
  step: z.number().int().min(0),
  /** null until the result phase. */
  proof: LiveProof.nullable(),
})
export type LiveRound = z.infer<typeof LiveRound>

export const LiveState = z.object({
  tableId: TableId,
  kind: LiveKindSchema,
  serverTime: z.number().int(),
  viewers: z.number().int().min(0),
  /** Newest first. */
  lastResults: z.array(LiveResult),
  /** null = the table is idle (nobody watches). */
  round: LiveRound.nullable(),
})
export type LiveState = z.infer<typeof LiveState>

export const LiveTime = z.object({ serverTime: z.number().int() })
export type LiveTime = z.infer<typeof LiveTime>

/** The `seat` event: the session player's own part in the current round. */
export const LiveSeat = z.object({
  roundId: z.string(),
  bets: z.array(LiveBetItem),
  /** Everything staked in the round (bets + decision stakes), øre. */
  stake: z.number().int(),
  /** Decisions the player may take now ([] when none). */
  actions: z.array(z.string()),
  /** The engine's view of the player's own hand (blackjack, hold'em); null for single-step tables. */
  view: z.unknown().nullable(),
  /** Paid back, stake included, øre; null until settled. */
  payout: z.number().int().nullable(),
  /** Per spot returns once settled. */
  returns: z.array(z.object({ spot: z.string(), amount: z.number().int() })),
  state: z.enum(['open', 'settled', 'voided']),
})
export type LiveSeat = z.infer<typeof LiveSeat>

export const LiveTableInfo = z.object({
  tableId: TableId,
  kind: LiveKindSchema,
  limits: LiveLimits,
  /** A round is running (someone watches). */
  open: z.boolean(),
  running: z.boolean(),
  viewers: z.number().int().min(0),
  lastResults: z.array(LiveResult),
})
export type LiveTableInfo = z.infer<typeof LiveTableInfo>
/**
 * The studio's table list, and the casino's `GET /games-api/live/tables` passing it on (for the lobby's
 * live page).
 */
export const LiveTablesAnswer = z.object({ tables: z.array(LiveTableInfo) })
export type LiveTablesAnswer = z.infer<typeof LiveTablesAnswer>

export const LiveEventsParams = z.object({ tableId: TableId })
/** An EventSource sends no headers: the player's seat events follow the session's `eventsKey`. */
export const LiveEventsQuery = z.object({ session: z.string().max(100).optional() })

export const LiveBetBody = z.object({
  roundId: z.string().min(1).max(100),
  bets: z.array(LiveBetItem).min(1).max(50),
  seq: Seq,
})
export type LiveBetBody = z.infer<typeof LiveBetBody>
export const LiveBetAnswer = z.object({
  /** Every bet of the player in this round so far (this call's included). */
  accepted: z.array(LiveBetItem),
  balance: z.number().int(),
  seq: z.number().int(),
})
export type LiveBetAnswer = z.infer<typeof LiveBetAnswer>

export const LiveActBody = z.object({
  roundId: z.string().min(1).max(100),
  action: z.string().min(1).max(20),
  seq: Seq,
})
export type LiveActBody = z.infer<typeof LiveActBody>
export const LiveActAnswer = z.object({ seat: LiveSeat, balance: z.number().int(), seq: z.number().int() })
export type LiveActAnswer = z.infer<typeof LiveActAnswer>

/** One finished round of the player at a table, as the recall shows it (the proof lets them check it). */
export const LiveRecallRound = z.object({
  roundId: z.string(),
  no: z.number().int(),
  tableId: TableId,
  at: z.number().int(),
  bets: z.array(LiveBetItem),
  stake: z.number().int(),
  payout: z.number().int(),
  state: z.enum(['settled', 'voided']),
  reveal: z.unknown().nullable(),
  commitment: z.string(),
  proof: LiveProof.nullable(),
})
export type LiveRecallRound = z.infer<typeof LiveRecallRound>
export const LiveRecallAnswer = z.object({ rounds: z.array(LiveRecallRound) })
export type LiveRecallAnswer = z.infer<typeof LiveRecallAnswer>

/** The live part of the studio session answer (`game.live`): the client shows its live view. */
export const LiveGameInfo = z.object({ kind: LiveKindSchema, limits: LiveLimits, tableId: TableId })
export type LiveGameInfo = z.infer<typeof LiveGameInfo>

/** The live tables' Danish refusals (the client shows the server's errorMessage). */
export const LIVE_TEXTS = {
  /** A bet that reached the server after its close time, whatever the client's countdown showed. */
  betsClosed: 'Indsatserne er lukket for denne runde. Din indsats blev ikke modtaget.',
  notLive: 'Bordet findes ikke.',
  tableNotOpen: 'Bordet åbner snart. Prøv igen om lidt.',
  moneyOnly: 'Live-bordene kan kun spilles for rigtige penge.',
  noSeat: 'Du har ingen indsats i denne runde.',
  noDecision: 'Der er ingen beslutning at træffe lige nu.',
  /** A shared-hand seat that has chosen in this step (or waits for a card): the cards come when all have chosen. */
  waitForCard: 'Du har allerede valgt. Næste kort vises, når alle pladser har valgt.',
} as const
