/**
 * What the test lab reads for one model: the same shape for slots and table games, printed by
 * `npm run rtp` and used by the catalogue for `payback`, `feature` and `paylines`.
 * Every figure is per unit stake (a stake of 1).
 */
export type RtpMethod =
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
  /** Jackpot slots only: contribution per unit stake and the chance per round of hitting it. */
  jackpot?: { contribution: number; hitChance: number }
  /** Table games only: the RTP of every bet on the layout, keyed by bet name; `rtp` is the best main bet. */
  bets?: Record<string, number>
}
