import { type Rng, Sfc32 } from '../rng.ts'
import { cascadeWin } from './cascade.ts'
import { lineWin, waysWin } from './evaluate.ts'
import { CASCADE, LINES, type Machine } from './machine.ts'
import type { Recorder } from './outcome.ts'

/**
 * Draws every reel's height (megaways) and stop, the only randomness of a spin, and counts on the way
 * the scatters showing and the inner reels showing a wild (into `m.scatters`, `m.wilds`; held reels
 * keep their stop and count as they stand). A seeded generator the simulation owns is drawn from
 * directly with each reel's precomputed rejection limit: the same words, the same stops as `int`.
 */
export function drawStops(m: Machine, rng: Rng, held: number) {
  const { R, len, stops, heights, drawLimit, drawInverse, heightSpan, heightLimit, stopInfo, reelAt } = m
  // The exact class: a seeded generator the simulation owns (play's crypto Rng never is one).
  const src = rng.constructor === Sfc32 ? (rng as Sfc32) : null
  if (src !== null && heightSpan === 0) {
    src.draws(stops, len, drawLimit, drawInverse, R, held)
    let seen = 0
    for (let r = 0; r < R; r++) seen += stopInfo[(reelAt[r] as number) + (stops[r] as number)] as number
    m.scatters = seen & 0xff
    m.wilds = seen >>> 8
    return
  }
  // Scatters showing (low 8 bits) and inner reels showing a wild (bit 8 + r): one read per reel.
  let seen = 0
  for (let r = 0; r < R; r++) {
    const L = len[r] as number
    if ((held & (1 << r)) === 0) {
      // The draws are inlined by hand (through a helper the remainder compiles as a floating-point
      // one): rejection sampling as `uniform`, with the limits precomputed.
      if (src !== null) {
        if (heightSpan !== 0) {
          let x = src.next32()
          while (x >= heightLimit) x = src.next32()
          heights[r] = m.minHeight + (x % (heightSpan >>> 0))
        }
        const limit = drawLimit[r] as number
        let x = src.next32()
        while (x >= limit) x = src.next32()
        stops[r] = x % (L >>> 0)
      } else {
        if (heightSpan !== 0) heights[r] = m.minHeight + rng.int(heightSpan)
        stops[r] = rng.int(L)
      }
    }
    const t = stops[r] as number
    seen += heightSpan === 0 ? (stopInfo[(reelAt[r] as number) + t] as number) : megawaysSeen(m, r, t)
  }
  m.scatters = seen & 0xff
  m.wilds = seen >>> 8
}

/** `stopInfo` of a megaways reel: its scatters counted in the window of its drawn height. */
function megawaysSeen(m: Machine, r: number, t: number): number {
  const L = m.len[r] as number
  const scatters = (m.scatterAt[r] as Uint8Array)[(m.heights[r] as number) * L + t] as number
  const wild = r > 0 && r < m.R - 1 && (m.wildAt[r] as Uint8Array)[t] !== 0 ? 1 << (8 + r) : 0
  return scatters + wild
}

/** Line or ways win of the current window, with `held` reels as full wilds. */
export function windowWin(m: Machine, held: number, rec: Recorder | null): number {
  if (m.mode === CASCADE) return cascadeWin(m, rec)
  return m.mode === LINES ? lineWin(m, held, rec) : waysWin(m, rec)
}

/**
 * One paid round in coins. The same function plays (with a recorder), simulates and, through
 * `afterBase`, is enumerated: nothing but the Rng decides the result.
 */
export function playRound(m: Machine, rng: Rng, rec: Recorder | null, purchase: boolean): number {
  if (purchase) return boughtFeature(m, rng, rec)
  drawStops(m, rng, 0)
  return afterDraw(m, rng, rec)
}

/** The base spin at the drawn stops and every feature it starts. */
function afterDraw(m: Machine, rng: Rng, rec: Recorder | null): number {
  const held = m.respin ? m.wilds : 0
  const n = m.scatters
  if (rec !== null) rec.spin('base', m, held, 1)
  // The common case first, without the dispatch: a lines game with no reel held.
  let coins = m.mode === LINES && held === 0 ? lineWin(m, 0, rec) : windowWin(m, held, rec)
  const sp = m.scatterPay[n] as number
  if (sp > 0) {
    coins += sp
    if (rec !== null) rec.scatter(n, sp)
  }
  const award = m.award[n] as number
  if (award > 0) coins += freeSpins(m, rng, rec, award)
  if (held !== 0) coins += respins(m, rng, rec, held)
  if (m.bonus && n >= 3) coins += wheel(m, rng, rec)
  return coins
}

function boughtFeature(m: Machine, rng: Rng, rec: Recorder | null): number {
  const model = m.model
  if (model.freeSpins) return freeSpins(m, rng, rec, model.freeSpins.award[3] as number)
  return wheel(m, rng, rec)
}

/** Free spins: each spin pays times the multiplier; scatters in it add their award, up to the cap. */
function freeSpins(m: Machine, rng: Rng, rec: Recorder | null, award: number): number {
  const { multiplier, cap } = m
  let left = award
  let given = award
  let coins = 0
  while (left > 0) {
    left--
    drawStops(m, rng, 0)
    const n = m.scatters
    if (rec !== null) rec.spin('free', m, 0, multiplier)
    let win = m.mode === LINES ? lineWin(m, 0, rec) : windowWin(m, 0, rec)
    const pay = m.scatterPay[n] as number
    if (pay > 0) {
      win += pay
      if (rec !== null) rec.scatter(n, pay)
    }
    coins += win * multiplier
    const more = Math.min(m.award[n] as number, cap - given)
    left += more
    given += more
  }
  return coins
}

/** Expanded wilds hold; the other reels respin, again while a new wild lands. */
function respins(m: Machine, rng: Rng, rec: Recorder | null, start: number): number {
  let held = start
  let coins = 0
  for (;;) {
    drawStops(m, rng, held)
    const now = held | m.wilds
    if (rec !== null) rec.spin('respin', m, now, 1)
    coins += windowWin(m, now, rec)
    if (now === held) return coins
    held = now
  }
}

function wheel(m: Machine, rng: Rng, rec: Recorder | null): number {
  const b = m.model.bonus
  if (!b) return 0
  let total = 0
  for (const w of b.weights) total += w
  let x = rng.int(total)
  let seg = 0
  while (x >= (b.weights[seg] as number)) x -= b.weights[seg++] as number
  const coins = b.prizes[seg] as number
  if (rec !== null) rec.wheel(seg, coins)
  return coins
}
