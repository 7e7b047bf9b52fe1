import { liveBaccarat } from './baccarat.ts'
import type { Limits } from './bets.ts'
import { sharedBlackjack } from './blackjack.ts'
import { casinoHoldem } from './holdem.ts'
import { lynRoulette } from './lyn.ts'
import { type LiveSubcat, liveBaseName, liveIds, liveKindOf } from './names.ts'
import { europeanRoulette } from './roulette.ts'
import { LIVE_STATEMENTS } from './statements.ts'
import type { LiveGame, LiveKind } from './types.ts'
import { moneyWheel } from './wheel.ts'

/**
 * One live table as the studio's live runner needs it: its math, its limits per spot (øre), how long
 * betting stays open and, for the kinds with a decision, how long each seat has to decide.
 */
export type LiveTable = {
  gameId: string
  /** The catalogue name, e.g. "Lyn Roulette 2". */
  name: string
  sub: LiveSubcat
  kind: LiveKind
  // biome-ignore lint/suspicious/noExplicitAny: the runner treats each kind's outcome and seat as opaque JSON
  game: LiveGame<any, any>
  limits: Limits
  bettingMs: number
  /** Blackjack and hold'em: the decision window; absent for single-step tables. */
  decisionMs?: number
}

const KR = 100

/**
 * Danish table limits per spot, in øre. VIP tables start and stop higher; Lyn Roulette caps lower,
 * since a lucky straight up pays up to 500 times the stake.
 */
function limitsOf(kind: LiveKind, base: string): Limits {
  const vip = base.includes('VIP')
  switch (kind) {
    case 'roulette':
      return vip ? { min: 10 * KR, max: 50_000 * KR } : { min: 1 * KR, max: 10_000 * KR }
    case 'lyn-roulette':
      return { min: 1 * KR, max: 2_000 * KR }
    case 'blackjack':
      return vip ? { min: 50 * KR, max: 25_000 * KR } : { min: 10 * KR, max: 10_000 * KR }
    case 'baccarat':
      return { min: 5 * KR, max: 25_000 * KR }
    case 'holdem':
      // The call is twice the ante, so the ante cap keeps a whole hand within 3 × the cap.
      return vip ? { min: 25 * KR, max: 5_000 * KR } : { min: 5 * KR, max: 2_500 * KR }
    case 'wheel':
      return { min: 1 * KR, max: 5_000 * KR }
  }
}

const SECOND = 1000

function windowsOf(kind: LiveKind, base: string): { bettingMs: number; decisionMs?: number } {
  const fast = base.startsWith('Auto ') || base.startsWith('Speed ')
  const bettingMs = (fast ? 10 : 15) * SECOND
  if (kind === 'blackjack') return { bettingMs, decisionMs: 10 * SECOND }
  if (kind === 'holdem') return { bettingMs, decisionMs: 12 * SECOND }
  return { bettingMs }
}

/** The math of each kind, built once and shared by every table of that kind (the games are pure). */
const GAMES: Record<LiveKind, () => LiveGame<unknown, unknown>> = {
  roulette: () => europeanRoulette(LIVE_STATEMENTS.roulette.rtp),
  'lyn-roulette': () => lynRoulette(LIVE_STATEMENTS['lyn-roulette'].rtp),
  baccarat: () => liveBaccarat(LIVE_STATEMENTS.baccarat.rtp),
  blackjack: () => sharedBlackjack(LIVE_STATEMENTS.blackjack.rtp),
  holdem: () => casinoHoldem(LIVE_STATEMENTS.holdem.rtp),
  wheel: () => moneyWheel(LIVE_STATEMENTS.wheel.rtp),
}
const built = new Map<LiveKind, LiveGame<unknown, unknown>>()

/** The math of a kind of live table (the same object every table of that kind uses). */
export function liveGame(kind: LiveKind): LiveGame<unknown, unknown> {
  let g = built.get(kind)
  if (!g) {
    g = GAMES[kind]()
    built.set(kind, g)
  }
  return g
}

const TABLES: ReadonlyMap<string, { sub: LiveSubcat; n: number }> = new Map(
  liveIds().map(({ gameId, sub, n }) => [gameId, { sub, n }]),
)

/** The table behind a live catalogue id (`live-roulette-7`), or undefined for an id that is not one. */
export function liveTable(gameId: string): LiveTable | undefined {
  const t = TABLES.get(gameId)
  if (!t) return undefined
  const base = liveBaseName(t.sub, t.n)
  const kind = liveKindOf(t.sub, base)
  const game = liveGame(kind)
  return {
    gameId,
    name: `${base} ${t.n}`,
    sub: t.sub,
    kind,
    game,
    limits: limitsOf(kind, base),
    ...windowsOf(kind, base),
  }
}

/** Every live table the studio runs, in catalogue order. */
export function liveTables(): LiveTable[] {
  return [...TABLES.keys()].map(liveTable).filter((t): t is LiveTable => t !== undefined)
}
