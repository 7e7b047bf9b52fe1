import type { Rng } from '../../studio/engine/rng.ts'

/** A fake Rng that returns the given draws in order: a constructed outcome. */
export function scripted(draws: readonly number[]): Rng & { left(): number } {
  let at = 0
  return {
    int(n: number) {
      const v = draws[at++]
      if (v === undefined) throw new Error(`scripted Rng ran out after ${draws.length} draws`)
      if (!Number.isInteger(v) || v < 0 || v >= n) throw new Error(`scripted draw ${v} is outside [0, ${n})`)
      return v
    },
    left: () => draws.length - at,
  }
}
