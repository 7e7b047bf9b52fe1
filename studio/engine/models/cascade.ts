import type { SlotModel, Volatility } from '../slots/model.ts'
import { payTable } from './pays.ts'
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

type Shape = {
  reel: Record<number, number>
  pays: Record<number, number[]>
  scale: number
  crowns: number
}

/** Ten symbols thin enough that a cascade usually ends after one or two drops. */
const SHAPES: Record<Volatility, Shape> = {
  lowfreq: {
    reel: { 2: 3, 3: 3, 4: 3, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 1, 11: 1 },
    pays: {
      3: [1, 1, 1, 1, 1, 1, 1, 2, 2, 3],
      4: [1, 1, 1, 2, 2, 2, 2, 3, 4, 5],
      5: [2, 2, 2, 3, 3, 4, 4, 5, 8, 10],
    },
    scale: 2.8,
    crowns: 0,
  },
  midfreq: {
    reel: { 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 1, 11: 1 },
    pays: {
      3: [1, 1, 1, 1, 1, 1, 1, 2, 3, 5],
      4: [1, 1, 1, 2, 2, 2, 3, 4, 8, 10],
      5: [2, 2, 3, 3, 4, 5, 6, 8, 15, 25],
    },
    scale: 1.3,
    crowns: 2,
  },
  hifreq: {
    reel: { 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 1 },
    pays: {
      3: [0, 0, 1, 1, 1, 1, 2, 2, 3, 10],
      4: [1, 1, 1, 2, 2, 3, 4, 5, 10, 25],
      5: [2, 2, 3, 4, 5, 6, 8, 10, 25, 100],
    },
    scale: 1,
    crowns: 3,
  },
}

/** `blanks` blank symbols on reel 1 dilute every way (no wild stands there): the RTP variant's knob. */
export function cascade(vol: Volatility, blanks: number): SlotModel {
  const sh = SHAPES[vol]
  const crowns: [number, number][] = sh.crowns > 0 ? [[11, sh.crowns]] : []
  const inner = strip(sh.reel, crowns)
  return {
    id: `cascade-243-${vol}-b${blanks}`,
    title: `5x3, 243 ways, cascading wins (${vol})`,
    volatility: vol,
    features: ['dropdown'],
    symbols: SYMBOLS,
    strips: [strip({ ...sh.reel, [BLANK]: blanks }, crowns), inner, inner, inner, strip(sh.reel, crowns)],
    rows: 3,
    evaluation: { kind: 'ways' },
    pays: payTable(sh.pays, sh.scale),
    cascadeCap: 20,
  }
}
