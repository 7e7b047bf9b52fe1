import { LINES_5X3, maxRows, SCATTER, type SlotModel, WILD } from './model.ts'

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
  const R = model.strips.length
  const H = maxRows(model)
  const len = Int32Array.from(model.strips, (s) => s.length)
  const lines = model.evaluation.kind === 'lines' ? LINES_5X3.slice(0, model.evaluation.lines) : []
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
    stops: new Int32Array(R),
    heights: new Int32Array(R).fill(model.rows),
    grid: new Uint8Array(R * H),
    gone: new Uint8Array(R * H),
    top: new Int32Array(R),
    counts: new Uint8Array(R * S),
  }
}

/** Bits set in a 32-bit word (SWAR). */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number
}
