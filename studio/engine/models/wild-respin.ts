import type { SlotModel, Volatility } from '../slots/model.ts'
import { payTable } from './pays.ts'
import { strip } from './strips.ts'

/**
 * 5x3, 10 lines paying both ways. A wild on reels 2-4 expands over its reel and holds while the other
 * reels respin; a new wild expands and holds too and earns another respin.
 */
const SYMBOLS = ['wild', 'scatter', 'ten', 'jack', 'queen', 'king', 'ace', 'gem', 'crown', 'blank']
const BLANK = 9

type Shape = {
  /** Reels 1 and 5; reels 2-4 carry the same symbols and one wild (the only reels a wild stands on). */
  outer: Record<number, number>
  pays: Record<number, number[]>
  scale: number
}

const SHAPES: Record<Volatility, Shape> = {
  lowfreq: {
    outer: { 2: 5, 3: 5, 4: 4, 5: 3, 6: 2, 7: 2, 8: 1 },
    pays: { 3: [1, 1, 1, 2, 2, 3, 5], 4: [2, 3, 3, 4, 5, 8, 15], 5: [5, 6, 8, 10, 15, 25, 40] },
    scale: 0.85,
  },
  midfreq: {
    outer: { 2: 5, 3: 4, 4: 4, 5: 3, 6: 3, 7: 2, 8: 1 },
    pays: { 3: [1, 1, 1, 2, 3, 4, 8], 4: [3, 4, 5, 6, 10, 15, 30], 5: [8, 10, 12, 15, 30, 60, 150] },
    scale: 0.5,
  },
  hifreq: {
    outer: { 2: 5, 3: 5, 4: 4, 5: 4, 6: 3, 7: 2, 8: 1 },
    pays: { 3: [0, 0, 1, 2, 3, 6, 15], 4: [4, 5, 6, 8, 15, 40, 100], 5: [10, 12, 20, 30, 60, 200, 800] },
    scale: 0.46,
  },
}

/** `blanks` blank symbols on reel 1 dilute every line (no wild stands there): the RTP variant's knob. */
export function wildRespin(vol: Volatility, blanks: number): SlotModel {
  const sh = SHAPES[vol]
  const inner = strip({ ...sh.outer, 0: 1 })
  return {
    id: `bothways-10-respin-${vol}-b${blanks}`,
    title: `5x3, 10 lines both ways, expanding wild respins (${vol})`,
    volatility: vol,
    features: ['bothways', 'respin'],
    symbols: SYMBOLS,
    strips: [strip({ ...sh.outer, [BLANK]: blanks }), inner, inner, inner, strip(sh.outer)],
    rows: 3,
    evaluation: { kind: 'lines', lines: 10, bothways: true },
    pays: payTable(sh.pays, sh.scale),
    expandingRespin: true,
  }
}
