import { EngineError } from './errors'

/** Steps of the ladder as multiples of the game's minimum stake (1-2-5 series, as on most lobbies). */
const STEPS = [1, 2, 5, 10, 20, 50, 100] as const

/**
 * Highest stake any ladder offers, in øre (1,000 kr). The catalogue's largest minimum is 200 øre, so
 * every game keeps at least its first few steps; the cap only stops a large minimum from producing a
 * stake of many thousands of kroner per round.
 */
export const MAX_STAKE_ORE = 100_000

/** The stakes a player may choose in a game, in øre, from its catalogue `min_stake` (also in øre). */
export function stakeLadder(minStakeOre: number): readonly number[] {
  if (!Number.isSafeInteger(minStakeOre) || minStakeOre <= 0 || minStakeOre > MAX_STAKE_ORE) {
    throw new EngineError(
      'BAD_STAKE',
      `minimum stake must be whole øre from 1 to ${MAX_STAKE_ORE}, got ${minStakeOre}`,
    )
  }
  return Object.freeze(STEPS.map((k) => k * minStakeOre).filter((s) => s <= MAX_STAKE_ORE))
}

/** Refuses a stake that is not a positive whole number of øre, or that is not on the game's ladder. */
export function assertStake(stake: number, ladder: readonly number[]): void {
  if (!Number.isSafeInteger(stake) || stake <= 0) {
    throw new EngineError('BAD_STAKE', `stake must be a positive whole number of øre, got ${stake}`)
  }
  if (!ladder.includes(stake)) {
    throw new EngineError('STAKE_OFF_LADDER', `stake ${stake} øre is not on the ladder ${ladder.join(', ')}`)
  }
}
