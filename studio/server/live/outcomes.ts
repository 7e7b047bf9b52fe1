import { commitmentOf, outcomeFromSeed } from '../../engine/live/commitment.ts'
import type { LiveGame } from '../../engine/live/types.ts'
import type { Rng } from '../../engine/rng.ts'
import type { LiveRoundRow } from './repo.ts'
import type { Seal } from './seal.ts'

/** Outcomes kept in memory once drawn (a few per running table), so a decision does not re-derive one. */
const CACHE = 512

type Game = Pick<LiveGame<unknown>, 'draw'>

/**
 * Where a live round's outcome comes from (issue 29): at the open a seed from the RNG, its commitment and
 * the seed sealed for the database; the outcome itself only when something after the close asks for it,
 * drawn again from the opened seed. Rounds stored before the seal keep their outcome text and are read
 * from it.
 */
export function createOutcomes(seal: Seal, rng: Rng) {
  const cache = new Map<string, unknown>()

  const seedOf = (r: Pick<LiveRoundRow, 'id' | 'sealed' | 'salt'>) => {
    if (r.sealed) return seal.open(r.sealed, r.id)
    if (r.salt) return r.salt
    throw new Error(`live round ${r.id} has neither a sealed seed nor a salt`)
  }

  return {
    /** A new round's commitment and sealed seed. The outcome text is dropped here: nothing stores it. */
    open(game: Game, roundId: string): { commitment: string; sealed: string } {
      const seed = Array.from({ length: 8 }, () => rng.int(0x1_0000_0000).toString(16).padStart(8, '0')).join(
        '',
      )
      return {
        commitment: commitmentOf(outcomeFromSeed(game, seed, roundId), seed),
        sealed: seal.seal(seed, roundId),
      }
    },
    /** The outcome text and the seed, as the result publishes them. */
    reveal(game: Game, r: LiveRoundRow): { outcome: string; seed: string } {
      if (r.outcome && r.salt) return { outcome: r.outcome, seed: r.salt }
      const seed = seedOf(r)
      return { outcome: outcomeFromSeed(game, seed, r.id), seed }
    },
    /** The round's outcome as its engine's value; only for a round whose betting has closed. */
    of(game: Game, r: LiveRoundRow): unknown {
      if (r.phase === 'open')
        throw new Error(`live round ${r.id}: its outcome is not drawn while betting is open`)
      const hit = cache.get(r.id)
      if (hit !== undefined) return hit
      const outcome = JSON.parse(r.outcome ?? outcomeFromSeed(game, seedOf(r), r.id))
      cache.set(r.id, outcome)
      if (cache.size > CACHE) cache.delete(cache.keys().next().value as string)
      return outcome
    },
  }
}
export type Outcomes = ReturnType<typeof createOutcomes>
