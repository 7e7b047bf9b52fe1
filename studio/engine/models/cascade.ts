import type { SlotModel, Volatility } from '../slots/model.ts'
import { strip } from './strips.ts'

/**
 * 5x3, 243 ways with cascades (`dropdown`): winning symbols vanish and the strip drops in from above,
 * at most 20 times in a round. The drop is read from the strip, so the whole round is a function of
 * the five stops and a full-cycle enumeration proves it exactly.
 */
const SYMBOLS = [
  'wild',
  'scatter',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
  'gem',
  'crown',
  'blank',
]
const BLANK = 12

type Shape = { reel: Record<number, number>; wilds: number; pays: number[][]; scale: number; crowns: number }

/** Ten symbols thin enough that a cascade usually ends after one or two drops. */
const SHAPES: Record<Volatility, Shape> = {
  lowfreq: {
    reel: { 2: 3, 3: 3, 4: 3, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 1, 11: 1 },
    wilds: 0,
    pays: [
      [],
      [],
      [0, 0, 0, 1, 1, 2],
      [0, 0, 0, 1, 1, 2],
      [0, 0, 0, 1, 1, 2],
      [0, 0, 0, 1, 2, 3],
      [0, 0, 0, 1, 2, 3],
      [0, 0, 0, 1, 2, 4],
      [0, 0, 0, 1, 2, 4],
      [0, 0, 0, 2, 3, 5],
      [0, 0, 0, 2, 4, 8],
      [0, 0, 0, 3, 5, 10],
    ],
    scale: 2.8,
    crowns: 0,
  },
  midfreq: {
    reel: { 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 1, 11: 1 },
    wilds: 0,
    pays: [
      [],
      [],
      [0, 0, 0, 1, 1, 2],
      [0, 0, 0, 1, 1, 2],
      [0, 0, 0, 1, 1, 3],
      [0, 0, 0, 1, 2, 3],
      [0, 0, 0, 1, 2, 4],
      [0, 0, 0, 1, 2, 5],
      [0, 0, 0, 1, 3, 6],
      [0, 0, 0, 2, 4, 8],
      [0, 0, 0, 3, 8, 15],
      [0, 0, 0, 5, 10, 25],
    ],
    scale: 1.3,
    crowns: 2,
  },
  hifreq: {
    reel: { 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 1 },
    wilds: 0,
    pays: [
      [],
      [],
      [0, 0, 0, 0, 1, 2],
      [0, 0, 0, 0, 1, 2],
      [0, 0, 0, 1, 1, 3],
      [0, 0, 0, 1, 2, 4],
      [0, 0, 0, 1, 2, 5],
      [0, 0, 0, 1, 3, 6],
      [0, 0, 0, 2, 4, 8],
      [0, 0, 0, 2, 5, 10],
      [0, 0, 0, 3, 10, 25],
      [0, 0, 0, 10, 25, 100],
    ],
    scale: 1,
    crowns: 3,
  },
}

/** `blanks` blank symbols on reel 1 dilute every way (no wild stands there): the RTP variant's knob. */
export function cascade(vol: Volatility, blanks: number): SlotModel {
  const sh = SHAPES[vol]
  const crowns: [number, number][] = sh.crowns > 0 ? [[11, sh.crowns]] : []
  const inner = strip(sh.wilds > 0 ? { ...sh.reel, 0: sh.wilds } : sh.reel, crowns)
  return {
    id: `cascade-243-${vol}-b${blanks}`,
    title: `5x3, 243 ways, cascading wins (${vol})`,
    volatility: vol,
    features: ['dropdown'],
    symbols: SYMBOLS,
    strips: [strip({ ...sh.reel, [BLANK]: blanks }, crowns), inner, inner, inner, strip(sh.reel, crowns)],
    rows: 3,
    evaluation: { kind: 'ways' },
    pays: sh.pays.map((row) => row.map((x) => Math.round(x * sh.scale))),
    cascadeCap: 20,
  }
}
