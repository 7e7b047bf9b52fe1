import { type Dist, mix, NOTHING, plus, times } from './dist.ts'
import { enumerate } from './enumerate.ts'
import { scatterCount, wildReels } from './evaluate.ts'
import { type Machine, machineOf } from './machine.ts'
import { COINS_PER_STAKE, type SlotModel } from './model.ts'
import { windowWin } from './play.ts'

/**
 * The exact distribution summary of one paid round (coins) by full-cycle enumeration of the base
 * reels, combined with the exact value of every feature it can start: free spins by recursion over
 * (spins left, spins given) up to the cap, respins by recursion over the set of held reels (each
 * respin enumerated), the wheel from its stated weights. `purchase` is the bought feature.
 */
export function exactRound(model: SlotModel): { round: Dist; purchase?: Dist } {
  const m = machineOf(model)
  if (model.heights) throw new Error(`${model.id}: megaways models are proved by megawaysExact`)
  const base = enumerate(m, 0, spinWin, (mm) => classOf(mm))
  const fsMemo = new Map<number, Dist>()
  const respinMemo = new Map<number, Dist>()
  const round = mix(
    [...base].map(([c, { p, d }]) => ({ p, d: plus(d, featureAfter(m, base, c, fsMemo, respinMemo)) })),
  )
  const purchase = model.buy
    ? model.freeSpins
      ? freeSpinsDist(m, base, model.freeSpins.award[3] as number, fsMemo)
      : wheelDist(model)
    : undefined
  return purchase ? { round, purchase } : { round }
}

/** A base or free spin's own win: the window plus scatter pays (held reels expand). */
function spinWin(m: Machine): number {
  const held = m.model.expandingRespin ? wildReels(m) : 0
  return windowWin(m, held, null) + (m.model.scatterPays?.[scatterCount(m)] ?? 0)
}

/** Respin models class a spin by its held reels, the others by the scatters showing. */
function classOf(m: Machine): number {
  return m.model.expandingRespin ? wildReels(m) : scatterCount(m)
}

function featureAfter(
  m: Machine,
  base: Map<number, { p: number; d: Dist }>,
  c: number,
  fsMemo: Map<number, Dist>,
  respinMemo: Map<number, Dist>,
): Dist {
  const model = m.model
  if (model.expandingRespin) return c === 0 ? NOTHING : respinDist(m, c, respinMemo)
  let d = NOTHING
  const award = model.freeSpins?.award[c] ?? 0
  if (award > 0) d = plus(d, freeSpinsDist(m, base, award, fsMemo))
  if (model.bonus && c >= 3) d = plus(d, wheelDist(model))
  return d
}

/**
 * Free spins from `award` spins. Each spin is one draw of the base classes (same strips) paid times the
 * multiplier; its scatters add their award until `cap` spins have been given. Exact: a finite
 * recursion (without the cap it would be the geometric series of retriggers).
 */
function freeSpinsDist(
  m: Machine,
  spin: Map<number, { p: number; d: Dist }>,
  award: number,
  memo: Map<number, Dist>,
): Dist {
  const fs = m.model.freeSpins
  if (!fs) return NOTHING
  const V = (left: number, given: number): Dist => {
    if (left === 0) return NOTHING
    const key = left * 4096 + given
    const hit = memo.get(key)
    if (hit) return hit
    const parts = [...spin].map(([n, { p, d }]) => {
      const more = Math.min(fs.award[n] ?? 0, fs.cap - given)
      return { p, d: plus(times(d, fs.multiplier), V(left - 1 + more, given + more)) }
    })
    const out = mix(parts)
    memo.set(key, out)
    return out
  }
  // Fill from the deepest states up so the recursion never runs deeper than one level.
  for (let given = fs.cap; given >= award; given--) for (let left = 1; left <= given; left++) V(left, given)
  return V(award, award)
}

/** Respins from held reels `held`: one respin of the others; again while it adds a wild reel. */
function respinDist(m: Machine, held: number, memo: Map<number, Dist>): Dist {
  const hit = memo.get(held)
  if (hit) return hit
  const keep = Array.from(m.stops)
  const next = enumerate(
    m,
    held,
    (mm) => windowWin(mm, held | wildReels(mm), null),
    (mm) => held | wildReels(mm),
  )
  m.stops.set(keep)
  const out = mix(
    [...next].map(([now, { p, d }]) => ({ p, d: now === held ? d : plus(d, respinDist(m, now, memo)) })),
  )
  memo.set(held, out)
  return out
}

/** The wheel: prize i with weight w_i; its path is the RNG value that lands on the top prize. */
function wheelDist(model: SlotModel): Dist {
  const b = model.bonus
  if (!b) return NOTHING
  const total = b.weights.reduce((a, w) => a + w, 0)
  let start = 0
  return mix(
    b.prizes.map((prize, i) => {
      const w = b.weights[i] as number
      const d = {
        mean: prize,
        m2: prize * prize,
        zero: prize === 0 ? 1 : 0,
        max: prize,
        pMax: 1,
        path: [start],
      }
      start += w
      return { p: w / total, d }
    }),
  )
}

/** RTP of a distribution of coins per round bought at `stakes` stakes. */
export const rtpOf = (d: Dist, stakes = 1) => d.mean / (stakes * COINS_PER_STAKE)
