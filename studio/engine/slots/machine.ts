import { rejectFrom } from '../rng.ts'
import { LINES_5X3, maxRows, SCATTER, type SlotModel, WILD } from './model.ts'

/** How a window pays: lines, ways, or ways with cascades. */
export const LINES = 0
const WAYS = 1
export const CASCADE = 2

/**
 * A model compiled into lookup tables indexed by reel stop, so evaluating a grid is a handful of
 * typed-array reads and bit operations: no allocation per spin, the same tables for play, simulation
 * and full-cycle enumeration.
 */
export type Machine = {
  model: SlotModel
  /** Number of symbols. */
  S: number
  R: number
  len: Int32Array
  /** Lines: lineMask[r][stop*S+s] = the lines whose cell on reel r is s or a wild. */
  lineMask: Uint32Array[]
  allLines: number
  /** pay[s*(R+1)+k]: coins for k of symbol s (zero where the paytable is silent). */
  pay: Int32Array
  /** Ways: wayCount[r][(h*len+stop)*S+s] = cells showing s or a wild in a window of height h. */
  wayCount: Uint8Array[]
  /** Per reel and stop: 1 when a wild shows in the (fixed-height) window. */
  wildAt: Uint8Array[]
  /** Per reel and (h, stop): scatters showing. */
  scatterAt: Uint8Array[]
  /**
   * What a draw counts of a stop in one read, at index reelAt[r] + stop: the scatters a window of the
   * model's rows shows (low 8 bits) plus, on an inner reel whose window shows a wild, the bit 8 + r.
   * Summed over the reels it is `scatters` and `wilds << 8` (megaways read scatterAt by height).
   */
  stopInfo: Int32Array
  reelAt: Int32Array
  /** Lines: per stop of the first (last) reel, a bit for each paying symbol its window shows. */
  firstSyms: Uint32Array
  lastSyms: Uint32Array
  /** Every paying symbol's bit: what a reel held as a full wild shows. */
  allSyms: number
  /**
   * Lines: the runs of three, precomputed. For each stop combination of reels 1-3 (index
   * (t0*len1+t1)*len2+t2), the entries runAt[i] to runAt[i+1] list each symbol (ascending) with the
   * lines along which it shows on all three reels (wilds included). `back*`: the same for reels 5-3
   * (index (t4*len3+t3)*len2+t2), both-ways models only. Most combinations list nothing.
   */
  runAt: Uint32Array
  runSym: Uint8Array
  runLines: Uint32Array
  backAt: Uint32Array
  backSym: Uint8Array
  backLines: Uint32Array
  /** The model's settings read by every round, in one fixed shape so the hot path stays monomorphic. */
  mode: number
  bothways: boolean
  respin: boolean
  bonus: boolean
  /** Megaways: the lowest reel height and the number of heights (0 when heights are fixed). */
  minHeight: number
  heightSpan: number
  /** Per reel: the rejection limit of a uniform draw of its stop (`rejectFrom(len)`). */
  drawLimit: Float64Array
  /** Per reel: 1 / len, so the stop's remainder is a multiplication (see `Sfc32.draws`). */
  drawInverse: Float64Array
  heightLimit: number
  /** By scatters showing: scatter pay (coins) and free spins awarded. */
  scatterPay: Int32Array
  award: Int32Array
  multiplier: number
  cap: number
  /** Set by every draw: scatters showing, and the inner reels (bit r) whose window shows a wild. */
  scatters: number
  wilds: number
  /** Scratch, reused by every round. */
  stops: Int32Array
  heights: Int32Array
  grid: Uint8Array
  gone: Uint8Array
  top: Int32Array
  counts: Uint8Array
}

const machines = new WeakMap<SlotModel, Machine>()

export function machineOf(model: SlotModel): Machine {
  let m = machines.get(model)
  if (!m) {
    m = compile(model)
    machines.set(model, m)
  }
  return m
}

function compile(model: SlotModel): Machine {
  const S = model.symbols.length
  // Symbol sets are 32-bit masks (lines per symbol, symbols per window).
  if (S > 32) throw new Error(`${model.id}: at most 32 symbols`)
  const R = model.strips.length
  const H = maxRows(model)
  const len = Int32Array.from(model.strips, (s) => s.length)
  const lines = model.evaluation.kind === 'lines' ? LINES_5X3.slice(0, model.evaluation.lines) : []
  // A line pays the symbol its first (last) reel shows: the evaluators rely on no wild standing there.
  if (lines.length > 0 && [model.strips[0], model.strips[R - 1]].some((st) => st?.includes(WILD))) {
    throw new Error(`${model.id}: wilds stand on the inner reels only`)
  }
  const lineMask: Uint32Array[] = []
  const wayCount: Uint8Array[] = []
  const wildAt: Uint8Array[] = []
  const scatterAt: Uint8Array[] = []
  model.strips.forEach((strip, r) => {
    const L = strip.length
    const at = (t: number) => strip[t % L] as number
    const lm = new Uint32Array(L * S)
    const wc = new Uint8Array((H + 1) * L * S)
    const wa = new Uint8Array(L)
    const sa = new Uint8Array((H + 1) * L)
    for (let t = 0; t < L; t++) {
      lines.forEach((rows, li) => {
        const sym = at(t + (rows[r] as number))
        for (let s = 0; s < S; s++)
          if (sym === s || sym === WILD) lm[t * S + s] = (lm[t * S + s] as number) | (1 << li)
      })
      for (let h = 1; h <= H; h++) {
        for (let y = 0; y < h; y++) {
          const sym = at(t + y)
          if (sym === SCATTER) sa[h * L + t] = (sa[h * L + t] as number) + 1
          for (let s = 0; s < S; s++) {
            const k = (h * L + t) * S + s
            if (sym === s || (sym === WILD && s !== SCATTER)) wc[k] = (wc[k] as number) + 1
          }
        }
      }
      for (let y = 0; y < model.rows; y++) if (at(t + y) === WILD) wa[t] = 1
    }
    lineMask.push(lm)
    wayCount.push(wc)
    wildAt.push(wa)
    scatterAt.push(sa)
  })
  const firstSyms = new Uint32Array(len[0] ?? 0)
  const lastSyms = new Uint32Array(len[R - 1] ?? 0)
  const symsIn = (strip: Uint8Array | undefined, t: number) => {
    let bits = 0
    for (let y = 0; y < model.rows && strip; y++) {
      const sym = strip[(t + y) % strip.length] as number
      if (sym >= 2) bits |= 1 << sym
    }
    return bits
  }
  firstSyms.forEach((_, t) => {
    firstSyms[t] = symsIn(model.strips[0], t)
  })
  lastSyms.forEach((_, t) => {
    lastSyms[t] = symsIn(model.strips[R - 1], t)
  })
  const both = model.evaluation.kind === 'lines' && model.evaluation.bothways
  const run = lines.length > 0 ? runsOf(lineMask, len, S, firstSyms, [0, 1, 2]) : NO_RUNS
  const back = both ? runsOf(lineMask, len, S, lastSyms, [R - 1, R - 2, R - 3]) : NO_RUNS
  let allSyms = 0
  for (let s = 2; s < S; s++) allSyms |= 1 << s
  const cells = R * H + 1
  const scatterPay = Int32Array.from({ length: cells }, (_, n) => model.scatterPays?.[n] ?? 0)
  const award = Int32Array.from({ length: cells }, (_, n) => model.freeSpins?.award[n] ?? 0)
  const heights = model.heights
  const heightSpan = heights ? heights.max - heights.min + 1 : 0
  const reelAt = new Int32Array(R)
  for (let r = 1; r < R; r++) reelAt[r] = (reelAt[r - 1] as number) + (len[r - 1] as number)
  const stopInfo = new Int32Array((reelAt[R - 1] ?? 0) + (len[R - 1] ?? 0))
  for (let r = 0; r < R; r++) {
    const L = len[r] as number
    for (let t = 0; t < L; t++) {
      const wild = r > 0 && r < R - 1 && (wildAt[r] as Uint8Array)[t] !== 0 ? 1 << (8 + r) : 0
      stopInfo[(reelAt[r] as number) + t] =
        ((scatterAt[r] as Uint8Array)[model.rows * L + t] as number) + wild
    }
  }
  const pay = new Int32Array(S * (R + 1))
  for (let s = 0; s < S; s++) for (let k = 0; k <= R; k++) pay[s * (R + 1) + k] = model.pays[s]?.[k] ?? 0
  return {
    model,
    pay,
    S,
    R,
    len,
    lineMask,
    allLines: lines.length === 32 ? 0xffffffff : (1 << lines.length) - 1,
    wayCount,
    wildAt,
    scatterAt,
    stopInfo,
    reelAt,
    firstSyms,
    lastSyms,
    allSyms,
    runAt: run.at,
    runSym: run.sym,
    runLines: run.lines,
    backAt: back.at,
    backSym: back.sym,
    backLines: back.lines,
    mode: model.cascadeCap !== undefined ? CASCADE : model.evaluation.kind === 'lines' ? LINES : WAYS,
    bothways: both,
    respin: model.expandingRespin === true,
    bonus: model.bonus !== undefined,
    minHeight: heights?.min ?? model.rows,
    heightSpan,
    drawLimit: Float64Array.from(len, (L) => rejectFrom(L)),
    drawInverse: Float64Array.from(len, (L) => 1 / L),
    heightLimit: heightSpan > 0 ? rejectFrom(heightSpan) : 0,
    scatterPay,
    award,
    multiplier: model.freeSpins?.multiplier ?? 1,
    cap: model.freeSpins?.cap ?? 0,
    scatters: 0,
    wilds: 0,
    stops: new Int32Array(R),
    heights: new Int32Array(R).fill(model.rows),
    grid: new Uint8Array(R * H),
    gone: new Uint8Array(R * H),
    top: new Int32Array(R),
    counts: new Uint8Array(R * S),
  }
}

type Runs = { at: Uint32Array; sym: Uint8Array; lines: Uint32Array }
const NO_RUNS: Runs = { at: new Uint32Array(1), sym: new Uint8Array(0), lines: new Uint32Array(0) }

/** The runs of three along reels `[a, b, c]` (a is the reel whose symbols a line pays), see `runAt`. */
function runsOf(
  lineMask: readonly Uint32Array[],
  len: Int32Array,
  S: number,
  symsOfA: Uint32Array,
  [a, b, c]: readonly [number, number, number],
): Runs {
  const [ma, mb, mc] = [lineMask[a], lineMask[b], lineMask[c]] as [Uint32Array, Uint32Array, Uint32Array]
  const [la, lb, lc] = [len[a], len[b], len[c]] as [number, number, number]
  const at = new Uint32Array(la * lb * lc + 1)
  const sym: number[] = []
  const lines: number[] = []
  for (let ta = 0; ta < la; ta++) {
    for (let tb = 0; tb < lb; tb++) {
      for (let tc = 0; tc < lc; tc++) {
        at[(ta * lb + tb) * lc + tc] = sym.length
        for (let s = 2; s < S; s++) {
          if (((symsOfA[ta] as number) & (1 << s)) === 0) continue
          const run = (ma[ta * S + s] as number) & (mb[tb * S + s] as number) & (mc[tc * S + s] as number)
          if (run === 0) continue
          sym.push(s)
          lines.push(run)
        }
      }
    }
  }
  at[la * lb * lc] = sym.length
  return { at, sym: Uint8Array.from(sym), lines: Uint32Array.from(lines) }
}

/** Bits set in a 32-bit word (SWAR). */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number
}
