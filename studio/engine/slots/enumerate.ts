import type { Dist } from './dist.ts'
import type { Machine } from './machine.ts'

type Acc = { n: number; sum: number; sum2: number; zeros: number; max: number; nMax: number; at: number[] }

/**
 * Full cycle: every combination of stops of the reels not in `held` (held reels keep their stop),
 * each weighted 1/∏len. `spin` returns the win of the combination at `m.stops` and `classOf` its
 * feature class (what starts next). Returns, per class, its probability and the win's distribution
 * within it (the path is the class's first combination with the largest win).
 */
export function enumerate(
  m: Machine,
  held: number,
  spin: (m: Machine) => number,
  classOf: (m: Machine) => number,
): Map<number, { p: number; d: Dist }> {
  const free: number[] = []
  for (let r = 0; r < m.R; r++) if (!(held & (1 << r))) free.push(r)
  let total = 1
  for (const r of free) total *= m.len[r] as number
  const acc = new Map<number, Acc>()
  for (const r of free) m.stops[r] = 0
  for (let i = 0; i < total; i++) {
    const win = spin(m)
    const c = classOf(m)
    let a = acc.get(c)
    if (!a) {
      a = { n: 0, sum: 0, sum2: 0, zeros: 0, max: -1, nMax: 0, at: [] }
      acc.set(c, a)
    }
    a.n++
    a.sum += win
    a.sum2 += win * win
    if (win === 0) a.zeros++
    if (win > a.max) {
      a.max = win
      a.nMax = 1
      a.at = free.map((r) => m.stops[r] as number)
    } else if (win === a.max) a.nMax++
    // Odometer over the free reels, last reel fastest.
    for (let j = free.length - 1; j >= 0; j--) {
      const r = free[j] as number
      const next = (m.stops[r] as number) + 1
      if (next < (m.len[r] as number)) {
        m.stops[r] = next
        break
      }
      m.stops[r] = 0
    }
  }
  const out = new Map<number, { p: number; d: Dist }>()
  for (const [c, a] of acc) {
    out.set(c, {
      p: a.n / total,
      d: {
        mean: a.sum / a.n,
        m2: a.sum2 / a.n,
        zero: a.zeros / a.n,
        max: a.max,
        pMax: a.nMax / a.n,
        path: a.at,
      },
    })
  }
  return out
}
