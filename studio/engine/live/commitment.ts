import type { Rng } from '../rng.ts'
import { sha256Words } from './sha256.ts'
import type { LiveGame } from './types.ts'

/**
 * Commit and reveal of a live round (issue 29, docs/decisions/0008-live-commit-reveal.md), the part a
 * player can run: pure, synchronous, no node:crypto, so the game client (or anyone with the published
 * round) checks a round with this very code.
 *
 * When betting opens the server draws a secret seed (32 bytes, lowercase hex) from its RNG and
 * publishes only `commitment = sha256(outcome + seed)`, where `outcome` is the JSON text the table's
 * engine draws from the seed and the round's id (`outcomeFromSeed`). The seed stays sealed until the
 * result, when `outcome` and `seed` are published (contract/live.ts: proof.outcome, proof.salt). The
 * check recomputes both: the commitment proves the outcome was fixed before the first bet, and the
 * derivation proves it is the engine's draw from that seed (nothing picked by hand).
 */

/** A round's seed: 32 bytes as 64 lowercase hex characters. */
const SEED_PATTERN = /^[0-9a-f]{64}$/

const TWO_32 = 0x1_0000_0000
const utf8 = new TextEncoder()

/**
 * The round's word stream: SHA-256 over `live-draw:v1:{roundId}:{seed}:{block}` (block 0, 1, 2, …),
 * each digest read as eight big-endian 32-bit words. `int(n)` rejects the top partial block of 2^32,
 * so no value is favoured (as studio/engine/rng.ts does for play).
 */
export function seedRng(seed: string, roundId: string): Rng {
  let block = 0
  let words: Uint32Array = new Uint32Array(0)
  let at = 0
  const next32 = () => {
    if (at === words.length) {
      words = sha256Words(utf8.encode(`live-draw:v1:${roundId}:${seed}:${block++}`))
      at = 0
    }
    return words[at++] as number
  }
  return {
    int(n: number) {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`bad range ${n}`)
      if (n === TWO_32) return next32()
      const limit = TWO_32 - ((((0xffffffff % n) >>> 0) + 1) % n)
      let x = next32()
      while (x >= limit) x = next32()
      return x % n
    },
  }
}

/** The round's outcome as the engine draws it from the seed: the exact JSON text that is committed. */
export function outcomeFromSeed(
  game: Pick<LiveGame<unknown>, 'draw'>,
  seed: string,
  roundId: string,
): string {
  return JSON.stringify(game.draw(seedRng(seed, roundId)))
}

const hex = (words: Uint32Array) => Array.from(words, (x) => x.toString(16).padStart(8, '0')).join('')

/** sha256 hex of the outcome's JSON text followed by the seed: what is published when betting opens. */
export const commitmentOf = (outcome: string, seed: string) => hex(sha256Words(utf8.encode(outcome + seed)))

export type LiveProofCheck = {
  /** sha256(outcome + seed) is the commitment published when betting opened. */
  committed: boolean
  /** The outcome is the engine's draw from the seed and the round's id. */
  derived: boolean
  ok: boolean
}

/**
 * The player's check of a finished round: `commitment` as published at the open, `proof` as published
 * at the result, `game` the table's engine (`liveGame(kind)` in tables.ts), `roundId` the round's id.
 */
export function checkLiveProof(
  game: Pick<LiveGame<unknown>, 'draw'>,
  roundId: string,
  commitment: string,
  proof: { outcome: string; salt: string },
): LiveProofCheck {
  const committed = commitmentOf(proof.outcome, proof.salt) === commitment.toLowerCase()
  const derived =
    SEED_PATTERN.test(proof.salt) && outcomeFromSeed(game, proof.salt, roundId) === proof.outcome
  return { committed, derived, ok: committed && derived }
}
