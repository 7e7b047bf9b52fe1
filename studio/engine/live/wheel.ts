import type { Rng } from '../rng.ts'
import { checkLiveBets, settlement } from './bets.ts'
import { type ExactOutcome, exactFigures, exactRtp } from './exact.ts'
import { add, mul, type Q, q } from './rational.ts'
import type { LiveGame } from './types.ts'

/**
 * The money wheel of the game-show tables: 54 equal segments, 52 numbers and two multipliers.
 * Numbers: 1 ×23, 2 ×15, 5 ×7, 10 ×4, 20 ×2, 40 ×1; a bet on a number pays number:1 when the wheel
 * stops on it. Multipliers: 2× ×1 and 7× ×1: the wheel spins again and the next number's pay is
 * multiplied (a bet on it pays number·multiplier:1). Two multipliers in a row multiply (up to 7·7);
 * from the third one on, the wheel only spins again, so the top win is 40·49:1.
 *
 * Why multipliers: with 54 segments and plain number:1 pays every spot would return at most about
 * 86 % (the counts would have to sum to 54 with count·(number+1)/54 equal); the multiplier re-spins
 * lift the numbers to 89–95 %, the range of the published live money wheels.
 */
export const WHEEL_NUMBERS = [
  { label: '1', pays: 1, count: 23 },
  { label: '2', pays: 2, count: 15 },
  { label: '5', pays: 5, count: 7 },
  { label: '10', pays: 10, count: 4 },
  { label: '20', pays: 20, count: 2 },
  { label: '40', pays: 40, count: 1 },
] as const
const WHEEL_MULTIPLIERS = [
  { label: '2x', multiplier: 2, count: 1 },
  { label: '7x', multiplier: 7, count: 1 },
] as const
/** Multipliers that count in one round; later ones only re-spin. */
const MAX_MULTIPLIERS = 2

export type Segment = { label: string; pays?: number; multiplier?: number }

/**
 * The segments in wheel order (index = `rng.int(54)`): each label spread evenly round the wheel, so
 * the client draws it as a real wheel looks. Which index holds what does not change any odds.
 */
export const SEGMENTS: readonly Segment[] = (() => {
  const all: { at: number; seg: Segment }[] = []
  const total = [...WHEEL_NUMBERS, ...WHEEL_MULTIPLIERS].reduce((a, s) => a + s.count, 0)
  for (const n of WHEEL_NUMBERS) {
    for (let i = 0; i < n.count; i++)
      all.push({ at: (i + 0.5) / n.count, seg: { label: n.label, pays: n.pays } })
  }
  WHEEL_MULTIPLIERS.forEach((m, k) => {
    // The two multipliers sit opposite each other.
    all.push({ at: (k + 0.25) / 2, seg: { label: m.label, multiplier: m.multiplier } })
  })
  all.sort((a, b) => a.at - b.at || a.seg.label.localeCompare(b.seg.label))
  if (all.length !== total) throw new Error('the wheel lost a segment')
  return all.map((a) => a.seg)
})()

const WHEEL_SIZE = SEGMENTS.length

/** The segments the wheel stopped on, in order; the last is a number. */
export type WheelOutcome = { spins: number[] }

export function spinWheel(rng: Rng): WheelOutcome {
  const spins: number[] = []
  for (;;) {
    const i = rng.int(WHEEL_SIZE)
    spins.push(i)
    if ((SEGMENTS[i] as Segment).pays !== undefined) return { spins }
  }
}

/** The number the round ends on and the multiplier applied to it. */
function wheelResult(o: WheelOutcome): { label: string; pays: number; multiplier: number } {
  let multiplier = 1
  let counted = 0
  for (const i of o.spins) {
    const s = SEGMENTS[i]
    if (!s) throw new Error(`no segment ${i}`)
    if (s.pays !== undefined) return { label: s.label, pays: s.pays, multiplier }
    if (counted < MAX_MULTIPLIERS) {
      multiplier *= s.multiplier ?? 1
      counted++
    }
  }
  throw new Error('a wheel round ends on a number')
}

/** A spot's return per unit stake (stake included). */
export function wheelReturn(spot: string, o: WheelOutcome): number {
  const r = wheelResult(o)
  return r.label === spot ? 1 + r.pays * r.multiplier : 0
}

const SPOTS: ReadonlySet<string> = new Set(WHEEL_NUMBERS.map((n) => n.label))

/**
 * Exact return distribution of a bet on `label`, as fractions: walk the states (multipliers counted,
 * their product). From a state a spin ends on the label (pays), on another number (loses) or on a
 * multiplier; once two have counted, multiplier spins repeat the state, a geometric series summed in
 * closed form: the state's chances are divided by 1 − (multiplier segments)/54.
 */
function wheelDistribution(label: string): ExactOutcome[] {
  const n = WHEEL_NUMBERS.find((x) => x.label === label)
  if (!n) throw new Error(`no wheel number ${label}`)
  const size = BigInt(WHEEL_SIZE)
  const multSegs = WHEEL_MULTIPLIERS.reduce((a, m) => a + m.count, 0)
  const out = new Map<number, Q>()
  const bump = (ret: number, p: Q) => out.set(ret, add(out.get(ret) ?? q(0), p))
  const walk = (counted: number, product: number, reach: Q) => {
    // From the last counted multiplier on, a multiplier only re-spins: sum the repeats.
    const stay = counted >= MAX_MULTIPLIERS ? q(size, size - BigInt(multSegs)) : q(1)
    const here = mul(reach, stay)
    bump(1 + n.pays * product, mul(here, q(n.count, size)))
    bump(0, mul(here, q(WHEEL_SIZE - multSegs - n.count, size)))
    if (counted < MAX_MULTIPLIERS) {
      for (const m of WHEEL_MULTIPLIERS)
        walk(counted + 1, product * m.multiplier, mul(here, q(m.count, size)))
    }
  }
  walk(0, 1, q(1))
  return [...out].map(([ret, p]) => ({ ret, p })).sort((a, b) => a.ret - b.ret)
}

export const wheelRtp = (label: string): Q => exactRtp(wheelDistribution(label))

export const wheelFigures = (label: string) => exactFigures(wheelDistribution(label))

export function moneyWheel(rtp: number): LiveGame<WheelOutcome> {
  return {
    kind: 'wheel',
    rtp,
    checkBets: (bets, limits) => checkLiveBets(bets, limits, (s) => SPOTS.has(s)),
    draw: spinWheel,
    reveal: (o) => ({
      spins: o.spins,
      segments: o.spins.map((i) => (SEGMENTS[i] as Segment).label),
      ...wheelResult(o),
    }),
    settle: (o, bets) =>
      settlement(
        bets.map(({ spot, amount }) => ({
          spot,
          amount: SPOTS.has(spot) ? amount * wheelReturn(spot, o) : 0,
        })),
      ),
  }
}
