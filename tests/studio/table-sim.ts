import type { Rng } from '../../studio/engine/rng'
import { seededRng } from '../../studio/engine/rng'

/** z for a two-sided 99 % interval. */
const Z_995 = 2.5758293035489

/**
 * Plays `rounds` seeded rounds and returns the mean return per unit stake with its 99 % confidence
 * interval (normal approximation, fine at 10^6 rounds).
 */
export function simulate(rounds: number, seed: number, round: (rng: Rng) => number) {
  return simulateBets(rounds, seed, 1, (rng) => [round(rng)])[0] as Interval
}

export type Interval = { mean: number; lo: number; hi: number }

/** The same for several bets settled on the same rounds (one return per unit stake each). */
export function simulateBets(
  rounds: number,
  seed: number,
  bets: number,
  round: (rng: Rng) => readonly number[],
) {
  const rng = seededRng(seed)
  const sum = new Float64Array(bets)
  const sq = new Float64Array(bets)
  for (let i = 0; i < rounds; i++) {
    const r = round(rng)
    for (let b = 0; b < bets; b++) {
      const x = r[b] as number
      sum[b] = (sum[b] as number) + x
      sq[b] = (sq[b] as number) + x * x
    }
  }
  return Array.from({ length: bets }, (_, b): Interval => {
    const mean = (sum[b] as number) / rounds
    const half = Z_995 * Math.sqrt(((sq[b] as number) / rounds - mean * mean) / rounds)
    return { mean, lo: mean - half, hi: mean + half }
  })
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

/**
 * Scripted draws that deal these card ids (0–51) in order from a fresh shoe of `decks` decks: each
 * draw is the card's position among the cards still in the shoe, counted by id.
 */
export function dealingCards(decks: number, ...ids: number[]) {
  const used = new Array<number>(52).fill(0)
  return scripted(
    ...ids.map((id) => {
      let k = 0
      for (let i = 0; i < id; i++) k += decks - (used[i] as number)
      used[id] = (used[id] as number) + 1
      return k
    }),
  )
}
