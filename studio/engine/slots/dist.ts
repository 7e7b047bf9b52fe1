/**
 * What the proof needs to know about a random win W (coins): E[W], E[W²], P(W = 0), the largest
 * value and its probability, and one sequence of RNG draws that produces that largest value.
 */
export type Dist = { mean: number; m2: number; zero: number; max: number; pMax: number; path: number[] }

export const NOTHING: Dist = { mean: 0, m2: 0, zero: 1, max: 0, pMax: 1, path: [] }

/** W + V for independent W (drawn first) and V. Both are never negative, so W+V = 0 iff both are. */
export function plus(w: Dist, v: Dist): Dist {
  return {
    mean: w.mean + v.mean,
    m2: w.m2 + 2 * w.mean * v.mean + v.m2,
    zero: w.zero * v.zero,
    max: w.max + v.max,
    pMax: w.pMax * v.pMax,
    path: [...w.path, ...v.path],
  }
}

/** k·W. */
export function times(w: Dist, k: number): Dist {
  return { ...w, mean: w.mean * k, m2: w.m2 * k * k, max: w.max * k }
}

/** The mixture: with probability p_i the win is W_i (the p_i sum to 1). */
export function mix(parts: readonly { p: number; d: Dist }[]): Dist {
  let mean = 0
  let m2 = 0
  let zero = 0
  let max = -1
  for (const { p, d } of parts) {
    mean += p * d.mean
    m2 += p * d.m2
    zero += p * d.zero
    if (p > 0 && d.max > max) max = d.max
  }
  let pMax = 0
  let path: number[] = []
  for (const { p, d } of parts) {
    if (p > 0 && d.max === max) {
      if (pMax === 0) path = d.path
      pMax += p * d.pMax
    }
  }
  return { mean, m2, zero, max, pMax, path }
}

/** Standard deviation of a win with this distribution. */
export const stdDevOf = (d: Dist) => Math.sqrt(Math.max(0, d.m2 - d.mean * d.mean))
