import type { Rng } from '../../studio/engine/rng'
import { seededRng } from '../../studio/engine/rng'

/** z for a two-sided 99 % interval. */
const Z_995 = 2.5758293035489

/**
 * Plays `rounds` seeded rounds and returns the mean return per unit stake with its 99 % confidence
 * interval (normal approximation, fine at 10^6 rounds).
 */
export function simulate(rounds: number, seed: number, round: (rng: Rng) => number) {
  const rng = seededRng(seed)
  let sum = 0
  let sq = 0
  for (let i = 0; i < rounds; i++) {
    const r = round(rng)
    sum += r
    sq += r * r
  }
  const mean = sum / rounds
  const half = Z_995 * Math.sqrt((sq / rounds - mean * mean) / rounds)
  return { mean, lo: mean - half, hi: mean + half }
}

/** An Rng that answers the given values in turn and counts how often it was asked. */
export function scripted(...values: number[]): Rng & { calls: number } {
  const fake = {
    calls: 0,
    int(n: number) {
      const v = values[fake.calls++]
      if (v === undefined || v >= n)
        throw new Error(`scripted rng: no value for draw ${fake.calls} of [0, ${n})`)
      return v
    },
  }
  return fake
}
