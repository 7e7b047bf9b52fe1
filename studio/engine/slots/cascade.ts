import type { Machine } from './machine.ts'
import { WILD } from './model.ts'
import type { Recorder } from './outcome.ts'

/**
 * A cascading (`dropdown`) ways round from the stops at `m.stops`: winning symbols (and the wilds in
 * them) vanish, the symbols above fall down and the reel's strip drops in from above the window,
 * repeated while something wins, at most `cascadeCap` times. Deterministic in the stops, so a
 * full-cycle enumeration of the stops gives the exact return.
 */
export function cascadeWin(m: Machine, rec: Recorder | null): number {
  const { S, R, grid, gone, top, counts, len } = m
  const model = m.model
  const rows = model.rows
  const H = m.grid.length / R
  for (let r = 0; r < R; r++) {
    const strip = model.strips[r] as Uint8Array
    const L = len[r] as number
    const t = m.stops[r] as number
    top[r] = t
    for (let y = 0; y < rows; y++) grid[r * H + y] = strip[(t + y) % L] as number
  }
  let coins = 0
  const cap = model.cascadeCap ?? 0
  for (let step = 0; step <= cap; step++) {
    counts.fill(0)
    for (let r = 0; r < R; r++) {
      for (let y = 0; y < rows; y++) {
        const sym = grid[r * H + y] as number
        if (sym === WILD) for (let s = 2; s < S; s++) counts[r * S + s] = (counts[r * S + s] as number) + 1
        else counts[r * S + sym] = (counts[r * S + sym] as number) + 1
      }
    }
    if (rec !== null && step > 0) rec.cascade(m)
    gone.fill(0)
    let win = 0
    for (let s = 2; s < S; s++) {
      let ways = 1
      let k = 0
      while (k < R && (counts[k * S + s] as number) > 0) ways *= counts[k++ * S + s] as number
      const pay = k >= 3 ? (m.pay[s * (R + 1) + k] as number) : 0
      if (pay === 0) continue
      win += pay * ways
      if (rec !== null) rec.ways(s, k, ways, pay * ways)
      for (let r = 0; r < k; r++) {
        for (let y = 0; y < rows; y++) {
          const sym = grid[r * H + y]
          if (sym === s || sym === WILD) gone[r * H + y] = 1
        }
      }
    }
    if (win === 0 || step === cap) {
      coins += win
      break
    }
    coins += win
    for (let r = 0; r < R; r++) drop(m, r, rows, H)
  }
  return coins
}

/** Survivors fall to the bottom of reel r in order; the strip above the window fills the top. */
function drop(m: Machine, r: number, rows: number, H: number) {
  const { grid, gone, top } = m
  const strip = m.model.strips[r] as Uint8Array
  const L = m.len[r] as number
  let w = rows - 1
  for (let y = rows - 1; y >= 0; y--) {
    if (!gone[r * H + y]) grid[r * H + w--] = grid[r * H + y] as number
  }
  const fresh = w + 1
  if (fresh === 0) return
  const t = ((((top[r] as number) - fresh) % L) + L) % L
  top[r] = t
  for (let y = 0; y < fresh; y++) grid[r * H + y] = strip[(t + y) % L] as number
}
