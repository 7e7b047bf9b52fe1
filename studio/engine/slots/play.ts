import type { Rng } from '../rng.ts'
import { cascadeWin } from './cascade.ts'
import { lineWin, scatterCount, waysWin, wildReels } from './evaluate.ts'
import type { Machine } from './machine.ts'
import type { Recorder } from './outcome.ts'

/** Draws every reel's height (megaways) and stop: the only randomness of a spin. */
export function drawStops(m: Machine, rng: Rng, held: number) {
  const h = m.model.heights
  for (let r = 0; r < m.R; r++) {
    if (held & (1 << r)) continue
    if (h) m.heights[r] = h.min + rng.int(h.max - h.min + 1)
    m.stops[r] = rng.int(m.len[r] as number)
  }
}

/** Line or ways win of the current window, with `held` reels as full wilds. */
export function windowWin(m: Machine, held: number, rec: Recorder | null): number {
  if (m.model.cascadeCap !== undefined) return cascadeWin(m, rec)
  return m.model.evaluation.kind === 'lines' ? lineWin(m, held, rec) : waysWin(m, rec)
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
export function afterDraw(m: Machine, rng: Rng, rec: Recorder | null): number {
  const model = m.model
  const held = model.expandingRespin ? wildReels(m) : 0
  if (rec !== null) rec.spin('base', m, held, 1)
  let coins = windowWin(m, held, rec)
  const n = scatterCount(m)
  const sp = model.scatterPays?.[n] ?? 0
  if (sp > 0) {
    coins += sp
    if (rec !== null) rec.scatter(n, sp)
  }
  const award = model.freeSpins?.award[n] ?? 0
  if (award > 0) coins += freeSpins(m, rng, rec, award)
  if (held !== 0) coins += respins(m, rng, rec, held)
  if (model.bonus && n >= 3) coins += wheel(m, rng, rec)
  return coins
}

function boughtFeature(m: Machine, rng: Rng, rec: Recorder | null): number {
  const model = m.model
  if (model.freeSpins) return freeSpins(m, rng, rec, model.freeSpins.award[3] as number)
  return wheel(m, rng, rec)
}

/** Free spins: each spin pays times the multiplier; scatters in it add their award, up to the cap. */
export function freeSpins(m: Machine, rng: Rng, rec: Recorder | null, award: number): number {
  const fs = m.model.freeSpins
  if (!fs) return 0
  const sp = m.model.scatterPays
  let left = award
  let given = award
  let coins = 0
  while (left > 0) {
    left--
    drawStops(m, rng, 0)
    if (rec !== null) rec.spin('free', m, 0, fs.multiplier)
    let win = windowWin(m, 0, rec)
    const n = scatterCount(m)
    const pay = sp?.[n] ?? 0
    if (pay > 0) {
      win += pay
      if (rec !== null) rec.scatter(n, pay)
    }
    coins += win * fs.multiplier
    const more = Math.min(fs.award[n] ?? 0, fs.cap - given)
    left += more
    given += more
  }
  return coins
}

/** Expanded wilds hold; the other reels respin, again while a new wild lands. */
export function respins(m: Machine, rng: Rng, rec: Recorder | null, start: number): number {
  let held = start
  let coins = 0
  for (;;) {
    drawStops(m, rng, held)
    const now = held | wildReels(m)
    if (rec !== null) rec.spin('respin', m, now, 1)
    coins += windowWin(m, now, rec)
    if (now === held) return coins
    held = now
  }
}

export function wheel(m: Machine, rng: Rng, rec: Recorder | null): number {
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
