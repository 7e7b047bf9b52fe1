import type { JackpotStatement } from './jackpot.ts'
import type { GameRules } from './rules.ts'

/**
 * What the test lab reads for one model: the same shape for slots and table games, printed by
 * `npm run rtp` and used by the catalogue for `payback`, `feature` and `paylines`.
 * Every figure is per unit stake (a stake of 1).
 */
type RtpMethod =
  | { kind: 'exact'; how: string }
  | { kind: 'simulated'; rounds: number; ci99: readonly [number, number]; how: string }

export type ModelStatement = {
  /** Stable id, e.g. `lines-5x3-20-mid` or `roulette-eu`. */
  model: string
  /** Return to player as a fraction (0.9612 = 96.12 %), base game plus features, jackpot excluded. */
  rtp: number
  method: RtpMethod
  /** Share of rounds that pay anything. */
  hitFrequency: number
  /** Standard deviation of the win per unit stake. */
  stdDev: number
  /** The largest win per unit stake, and its probability per round. */
  maxWin: { multiplier: number; probability: number }
  /** Jackpot slots only: the pool's terms and its return per unit stake (the same at every stake). */
  jackpot?: JackpotStatement
  /** Table games only: the RTP of every bet on the layout, keyed by bet name; `rtp` is the best main bet. */
  bets?: Record<string, number>
  /** Games with a player decision: `rtp` is optimal play's; other strategies' returns, for information. */
  /** A catalogue game's rules as the rules screen shows them (declaredOf adds them; engine/rules.ts). */
  rules?: GameRules
  strategies?: { name: 'optimal' | 'simple'; rtp: number; ci99?: readonly [number, number] }[]
}
