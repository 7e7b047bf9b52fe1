import type { SlotModel, Volatility } from '../slots/model.ts'
import { strip } from './strips.ts'

/**
 * 5x3, 10 lines paying both ways. A wild on reels 2-4 expands over its reel and holds while the other
 * reels respin; a new wild expands and holds too and earns another respin.
 */
const SYMBOLS = ['wild', 'scatter', 'ten', 'jack', 'queen', 'king', 'ace', 'gem', 'crown', 'blank']
const BLANK = 9

type Shape = { outer: Record<number, number>; inner: Record<number, number>; pays: number[][]; scale: number }

const SHAPES: Record<Volatility, Shape> = {
  lowfreq: {
    outer: { 2: 5, 3: 5, 4: 4, 5: 3, 6: 2, 7: 2, 8: 1 },
    inner: { 0: 1, 2: 5, 3: 5, 4: 4, 5: 3, 6: 2, 7: 2, 8: 1 },
    pays: [
      [],
      [],
      [0, 0, 0, 1, 2, 5],
      [0, 0, 0, 1, 3, 6],
      [0, 0, 0, 1, 3, 8],
      [0, 0, 0, 2, 4, 10],
      [0, 0, 0, 2, 5, 15],
      [0, 0, 0, 3, 8, 25],
      [0, 0, 0, 5, 15, 40],
    ],
    scale: 0.85,
  },
  midfreq: {
    outer: { 2: 5, 3: 4, 4: 4, 5: 3, 6: 3, 7: 2, 8: 1 },
    inner: { 0: 1, 2: 5, 3: 4, 4: 4, 5: 3, 6: 3, 7: 2, 8: 1 },
    pays: [
      [],
      [],
      [0, 0, 0, 1, 3, 8],
      [0, 0, 0, 1, 4, 10],
      [0, 0, 0, 1, 5, 12],
      [0, 0, 0, 2, 6, 15],
      [0, 0, 0, 3, 10, 30],
      [0, 0, 0, 4, 15, 60],
      [0, 0, 0, 8, 30, 150],
    ],
    scale: 0.5,
  },
  hifreq: {
    outer: { 2: 5, 3: 5, 4: 4, 5: 4, 6: 3, 7: 2, 8: 1 },
    inner: { 0: 1, 2: 5, 3: 5, 4: 4, 5: 4, 6: 3, 7: 2, 8: 1 },
    pays: [
      [],
      [],
      [0, 0, 0, 0, 4, 10],
      [0, 0, 0, 0, 5, 12],
      [0, 0, 0, 1, 6, 20],
      [0, 0, 0, 2, 8, 30],
      [0, 0, 0, 3, 15, 60],
      [0, 0, 0, 6, 40, 200],
      [0, 0, 0, 15, 100, 800],
    ],
    scale: 0.46,
  },
}

/** `blanks` blank symbols on reel 1 dilute every line (no wild stands there): the RTP variant's knob. */
export function wildRespin(vol: Volatility, blanks: number): SlotModel {
  const sh = SHAPES[vol]
  const inner = strip(sh.inner)
  return {
    id: `bothways-10-respin-${vol}-b${blanks}`,
    title: `5x3, 10 lines both ways, expanding wild respins (${vol})`,
    volatility: vol,
    features: ['bothways', 'respin'],
    symbols: SYMBOLS,
    strips: [strip({ ...sh.outer, [BLANK]: blanks }), inner, inner, inner, strip(sh.outer)],
    rows: 3,
    evaluation: { kind: 'lines', lines: 10, bothways: true },
    pays: sh.pays.map((row) => row.map((x) => Math.round(x * sh.scale))),
    expandingRespin: true,
  }
}
