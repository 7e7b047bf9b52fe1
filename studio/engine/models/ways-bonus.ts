import type { SlotModel, Volatility } from '../slots/model.ts'
import { strip } from './strips.ts'

/**
 * 5x3, 243 ways. Bonus symbols stand on reels 1, 3 and 5; three of them start the prize wheel, whose
 * prizes and weights are stated here (coins; one stake is 10 coins). The wheel can be bought.
 */
const SYMBOLS = ['wild', 'bonus', 'ten', 'jack', 'queen', 'king', 'ace', 'gem', 'crown', 'blank']
const BLANK = 9

type Shape = {
  reel: Record<number, number>
  wilds: number
  pays: number[][]
  prizes: number[]
  weights: number[]
  price: number
  scale: number
}

const SHAPES: Record<Volatility, Shape> = {
  lowfreq: {
    reel: { 2: 5, 3: 5, 4: 4, 5: 3, 6: 2, 7: 1, 8: 1 },
    wilds: 1,
    pays: [
      [],
      [],
      [0, 0, 0, 1, 2, 4],
      [0, 0, 0, 1, 2, 5],
      [0, 0, 0, 1, 3, 6],
      [0, 0, 0, 2, 4, 8],
      [0, 0, 0, 2, 5, 10],
      [0, 0, 0, 3, 8, 20],
      [0, 0, 0, 5, 15, 50],
    ],
    prizes: [50, 100, 200, 500, 1000],
    weights: [40, 30, 15, 10, 5],
    price: 18.7,
    scale: 2,
  },
  midfreq: {
    reel: { 2: 4, 3: 4, 4: 4, 5: 3, 6: 2, 7: 1, 8: 1 },
    wilds: 1,
    pays: [
      [],
      [],
      [0, 0, 0, 1, 3, 6],
      [0, 0, 0, 1, 3, 8],
      [0, 0, 0, 1, 4, 10],
      [0, 0, 0, 2, 5, 15],
      [0, 0, 0, 3, 8, 20],
      [0, 0, 0, 5, 15, 50],
      [0, 0, 0, 10, 40, 150],
    ],
    prizes: [100, 200, 500, 1000, 2500, 5000],
    weights: [40, 30, 15, 9, 5, 1],
    price: 45.6,
    scale: 1.34,
  },
  hifreq: {
    reel: { 2: 5, 3: 4, 4: 4, 5: 3, 6: 2, 7: 2, 8: 1 },
    wilds: 1,
    pays: [
      [],
      [],
      [0, 0, 0, 0, 2, 8],
      [0, 0, 0, 0, 3, 10],
      [0, 0, 0, 1, 4, 15],
      [0, 0, 0, 1, 5, 20],
      [0, 0, 0, 2, 10, 40],
      [0, 0, 0, 5, 25, 100],
      [0, 0, 0, 10, 100, 500],
    ],
    prizes: [200, 500, 1000, 2500, 5000, 20000],
    weights: [40, 30, 15, 9, 5, 1],
    price: 107.7,
    scale: 1,
  },
}

/** `blanks` blank symbols on reel 1 dilute every way (no wild stands there): the RTP variant's knob. */
export function waysBonus(vol: Volatility, blanks: number): SlotModel {
  const sh = SHAPES[vol]
  const outer = strip({ ...sh.reel, 1: 1 })
  const inner = strip({ ...sh.reel, 0: sh.wilds })
  const middle = strip({ ...sh.reel, 0: sh.wilds, 1: 1 })
  return {
    id: `ways-243-bonus-${vol}-b${blanks}`,
    title: `5x3, 243 ways, bonus wheel (${vol})`,
    volatility: vol,
    features: ['bonus'],
    symbols: SYMBOLS,
    strips: [strip({ ...sh.reel, 1: 1, [BLANK]: blanks }), inner, middle, inner, outer],
    rows: 3,
    evaluation: { kind: 'ways' },
    pays: sh.pays.map((row) => row.map((x) => Math.round(x * sh.scale))),
    bonus: { prizes: sh.prizes, weights: sh.weights },
    buy: { price: sh.price },
  }
}
