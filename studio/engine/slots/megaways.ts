import { type Machine, machineOf } from './machine.ts'
import type { SlotModel } from './model.ts'

/**
 * Megaways proof without enumerating 10^12 windows. Reels are independent, so for symbol s the
 * expected ways win of k reels is pay[s][k] · E[c₁(s)] · ∏ E[cᵢ(s)] · P(c_{k+1}(s) = 0), each factor over
 * that reel's (height, stop) pairs: exact. The top win is the top symbol on every cell of every reel
 * at full height (for any window, Σ_s pay[s][k_s]·∏cᵢ(s) ≤ pay_top · ∏hᵢ), so its probability is
 * the product of each reel's chance of a full-height window of top symbols and wilds.
 */
export function megawaysExact(model: SlotModel): { mean: number; max: number; pMax: number; path: number[] } {
  const m = machineOf(model)
  const h = model.heights
  if (!h) throw new Error(`${model.id} is not a megaways model`)
  const nh = h.max - h.min + 1
  const expect = (r: number, s: number) => average(m, r, nh, (c) => c[s] as number)
  const none = (r: number, s: number) => average(m, r, nh, (c) => ((c[s] as number) === 0 ? 1 : 0))
  let mean = 0
  for (let s = 2; s < m.S; s++) {
    let ways = 1
    for (let k = 1; k <= m.R; k++) {
      ways *= expect(k - 1, s)
      const pay = m.pay[s * (m.R + 1) + k] as number
      if (k >= 3 && pay > 0) mean += pay * ways * (k < m.R ? none(k, s) : 1)
    }
  }
  const top = topSymbol(model)
  const pay = m.pay[top * (m.R + 1) + m.R] as number
  let pMax = 1
  const path: number[] = []
  for (let r = 0; r < m.R; r++) {
    const L = m.len[r] as number
    const counts = m.wayCount[r] as Uint8Array
    let full = 0
    let first = -1
    for (let t = 0; t < L; t++) {
      if (counts[(h.max * L + t) * m.S + top] === h.max) {
        full++
        if (first < 0) first = t
      }
    }
    if (full === 0) throw new Error(`${model.id}: reel ${r + 1} has no full window of the top symbol`)
    pMax *= full / L / nh
    path.push(h.max - h.min, first)
  }
  return { mean, max: pay * h.max ** m.R, pMax, path }
}

/** The symbol with the largest pay for a full line of reels (unique by design). */
function topSymbol(model: SlotModel): number {
  let best = 2
  const R = model.strips.length
  for (let s = 2; s < model.pays.length; s++) {
    if ((model.pays[s]?.[R] ?? 0) > (model.pays[best]?.[R] ?? 0)) best = s
  }
  return best
}

/** Mean of f(counts of the window) over reel r's heights (uniform) and stops (uniform). */
function average(m: Machine, r: number, nh: number, f: (c: Uint8Array) => number): number {
  const h = m.model.heights as { min: number; max: number }
  const L = m.len[r] as number
  const counts = m.wayCount[r] as Uint8Array
  let sum = 0
  for (let hh = h.min; hh <= h.max; hh++) {
    for (let t = 0; t < L; t++) sum += f(counts.subarray((hh * L + t) * m.S, (hh * L + t + 1) * m.S))
  }
  return sum / (nh * L)
}
