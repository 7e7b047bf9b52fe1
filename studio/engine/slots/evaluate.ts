import type { Machine } from './machine.ts'
import { popcount } from './machine.ts'
import type { Recorder } from './outcome.ts'

/**
 * Line wins of the grid at `m.stops`, in coins. `held` marks reels standing as full wilds (an expanded
 * wild). Pays three or more from reel 1; both-ways models also pay three or four from reel 5.
 * Without held reels the precomputed runs of three (`m.runAt`) give in one lookup the few symbols and
 * lines that can pay; only reels 4 and 5 (2 and 1) are read per symbol.
 */
export function lineWin(m: Machine, held: number, rec: Recorder | null): number {
  if (held !== 0) return lineWinHeld(m, held, rec)
  const { stops, len, runAt } = m
  const t0 = stops[0] as number
  const t1 = stops[1] as number
  const t2 = stops[2] as number
  const L2 = len[2] as number
  const i = (t0 * (len[1] as number) + t1) * L2 + t2
  let coins = 0
  // Most stop combinations start no run of three: reels 4 and 5 are read only when one does.
  const start = runAt[i] as number
  const end = runAt[i + 1] as number
  if (start !== end) {
    const { S, lineMask, pay, runSym, runLines } = m
    const l3 = lineMask[3] as Uint32Array
    const l4 = lineMask[4] as Uint32Array
    const o3 = (stops[3] as number) * S
    const o4 = (stops[4] as number) * S
    for (let j = start; j < end; j++) {
      const s = runSym[j] as number
      const a2 = runLines[j] as number
      const k3 = l3[o3 + s] as number
      const k4 = l4[o4 + s] as number
      const a3 = a2 & k3
      const a4 = a3 & k4
      const p3 = pay[s * 6 + 3] as number
      const p4 = pay[s * 6 + 4] as number
      const p5 = pay[s * 6 + 5] as number
      // Most runs of three end at reel 4: one count instead of three.
      if (a3 === 0) coins += p3 * popcount(a2)
      else coins += p3 * popcount(a2 & ~k3) + p4 * popcount(a3 & ~k4) + p5 * popcount(a4)
      if (rec !== null) {
        recordLines(rec, a2 & ~k3, s, 3, 'ltr', p3)
        recordLines(rec, a3 & ~k4, s, 4, 'ltr', p4)
        recordLines(rec, a4, s, 5, 'ltr', p5)
      }
    }
  }
  if (!m.bothways) return coins
  const { backAt } = m
  const t3 = stops[3] as number
  const b = ((stops[4] as number) * (len[3] as number) + t3) * L2 + t2
  const backStart = backAt[b] as number
  const backEnd = backAt[b + 1] as number
  if (backStart === backEnd) return coins
  const { S, lineMask, pay, backSym, backLines } = m
  const l0 = lineMask[0] as Uint32Array
  const l1 = lineMask[1] as Uint32Array
  const o0 = t0 * S
  const o1 = t1 * S
  for (let j = backStart; j < backEnd; j++) {
    const s = backSym[j] as number
    const b2 = backLines[j] as number
    const k1 = l1[o1 + s] as number
    const k0 = l0[o0 + s] as number
    const b3 = b2 & k1
    const p3 = pay[s * 6 + 3] as number
    const p4 = pay[s * 6 + 4] as number
    coins += p3 * popcount(b2 & ~k1) + p4 * popcount(b3 & ~k0)
    if (rec !== null) {
      recordLines(rec, b2 & ~k1, s, 3, 'rtl', p3)
      recordLines(rec, b3 & ~k0, s, 4, 'rtl', p4)
    }
  }
  return coins
}

/**
 * Line wins with `held` reels standing as full wilds (respins): every symbol the end reels show (or
 * every symbol, when an end reel is held) is tried against all five reels. Also correct without held
 * reels, which is how the tests check `lineWin`'s precomputed runs.
 */
export function lineWinHeld(m: Machine, held: number, rec: Recorder | null): number {
  const { S, stops, lineMask, allLines, pay, bothways } = m
  const last = m.R - 1
  const l0 = lineMask[0] as Uint32Array
  const l1 = lineMask[1] as Uint32Array
  const l2 = lineMask[2] as Uint32Array
  const l3 = lineMask[3] as Uint32Array
  const l4 = lineMask[4] as Uint32Array
  const t0 = stops[0] as number
  const t4 = stops[4] as number
  const o0 = t0 * S
  const o1 = (stops[1] as number) * S
  const o2 = (stops[2] as number) * S
  const o3 = (stops[3] as number) * S
  const o4 = t4 * S
  let syms = held & 1 ? m.allSyms : (m.firstSyms[t0] as number)
  if (bothways) syms |= held & (1 << last) ? m.allSyms : (m.lastSyms[t4] as number)
  let coins = 0
  while (syms !== 0) {
    const bit = syms & -syms
    syms ^= bit
    const s = 31 - Math.clz32(bit)
    const p3 = pay[s * 6 + 3] as number
    const p4 = pay[s * 6 + 4] as number
    const p5 = pay[s * 6 + 5] as number
    const k0 = held & 1 ? allLines : (l0[o0 + s] as number)
    const k1 = held & 2 ? allLines : (l1[o1 + s] as number)
    const k2 = held & 4 ? allLines : (l2[o2 + s] as number)
    const k3 = held & 8 ? allLines : (l3[o3 + s] as number)
    const k4 = held & 16 ? allLines : (l4[o4 + s] as number)
    const a2 = k0 & k1 & k2
    if (a2 !== 0) {
      const a3 = a2 & k3
      const a4 = a3 & k4
      coins += p3 * popcount(a2 & ~k3) + p4 * popcount(a3 & ~k4) + p5 * popcount(a4)
      if (rec !== null) {
        recordLines(rec, a2 & ~k3, s, 3, 'ltr', p3)
        recordLines(rec, a3 & ~k4, s, 4, 'ltr', p4)
        recordLines(rec, a4, s, 5, 'ltr', p5)
      }
    }
    if (bothways) {
      const b2 = k4 & k3 & k2
      if (b2 !== 0) {
        const b3 = b2 & k1
        coins += p3 * popcount(b2 & ~k1) + p4 * popcount(b3 & ~k0)
        if (rec !== null) {
          recordLines(rec, b2 & ~k1, s, 3, 'rtl', p3)
          recordLines(rec, b3 & ~k0, s, 4, 'rtl', p4)
        }
      }
    }
  }
  return coins
}

function recordLines(
  rec: Recorder,
  mask: number,
  symbol: number,
  count: number,
  dir: 'ltr' | 'rtl',
  coins: number,
) {
  if (coins === 0) return
  for (let li = 0; li < 32; li++) if (mask & (1 << li)) rec.line(li, symbol, count, dir, coins)
}

/** Ways wins of the window at `m.stops`/`m.heights`, in coins. */
export function waysWin(m: Machine, rec: Recorder | null): number {
  const { S, R, stops, heights, len, wayCount } = m
  let coins = 0
  for (let s = 2; s < S; s++) {
    let ways = 1
    let k = 0
    while (k < R) {
      const L = len[k] as number
      const c = (wayCount[k] as Uint8Array)[
        ((heights[k] as number) * L + (stops[k] as number)) * S + s
      ] as number
      if (c === 0) break
      ways *= c
      k++
    }
    const pay = k >= 3 ? (m.pay[s * (R + 1) + k] as number) : 0
    if (pay > 0) {
      coins += pay * ways
      if (rec !== null) rec.ways(s, k, ways, pay * ways)
    }
  }
  return coins
}

/** Scatters showing anywhere in the window at `m.stops`/`m.heights`. */
export function scatterCount(m: Machine): number {
  let n = 0
  for (let r = 0; r < m.R; r++) {
    const L = m.len[r] as number
    n += (m.scatterAt[r] as Uint8Array)[(m.heights[r] as number) * L + (m.stops[r] as number)] as number
  }
  return n
}

/** Inner reels (bit r for reel r) whose window shows a wild. */
export function wildReels(m: Machine): number {
  let held = 0
  for (let r = 1; r < m.R - 1; r++) if ((m.wildAt[r] as Uint8Array)[m.stops[r] as number]) held |= 1 << r
  return held
}
