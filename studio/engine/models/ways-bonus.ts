import type { SlotModel, Volatility } from '../slots/model.ts'
import { payTable } from './pays.ts'
import { strip } from './strips.ts'

/**
 * 5x3, 243 ways. Bonus symbols stand on reels 1, 3 and 5; three of them start the prize wheel, whose
 * prizes and weights are stated here (coins; one stake is 10 coins). The wheel can be bought.
 */
const SYMBOLS = ['wild', 'bonus', 'ten', 'jack', 'queen', 'king', 'ace', 'gem', 'crown', 'blank']
const BLANK = 9

type Shape = {
  reel: Record<number, number>
  pays: Record<number, number[]>
  prizes: number[]
  weights: number[]
  price: number
  scale: number
}

const SHAPES: Record<Volatility, Shape> = {
  lowfreq: {
    reel: { 2: 5, 3: 5, 4: 4, 5: 3, 6: 2, 7: 1, 8: 1 },
    pays: { 3: [1, 1, 1, 2, 2, 3, 5], 4: [2, 2, 3, 4, 5, 8, 15], 5: [4, 5, 6, 8, 10, 20, 50] },
    prizes: [50, 100, 200, 500, 1000],
    weights: [40, 30, 15, 10, 5],
    price: 18.7,
    scale: 2,
  },
  midfreq: {
    reel: { 2: 4, 3: 4, 4: 4, 5: 3, 6: 2, 7: 1, 8: 1 },
    pays: { 3: [1, 1, 1, 2, 3, 5, 10], 4: [3, 3, 4, 5, 8, 15, 40], 5: [6, 8, 10, 15, 20, 50, 150] },
    prizes: [100, 200, 500, 1000, 2500, 5000],
    weights: [40, 30, 15, 9, 5, 1],
    price: 45.6,
    scale: 1.34,
  },
  hifreq: {
    reel: { 2: 5, 3: 4, 4: 4, 5: 3, 6: 2, 7: 2, 8: 1 },
    pays: { 3: [0, 0, 1, 1, 2, 5, 10], 4: [2, 3, 4, 5, 10, 25, 100], 5: [8, 10, 15, 20, 40, 100, 500] },
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
  const inner = strip({ ...sh.reel, 0: 1 })
  const middle = strip({ ...sh.reel, 0: 1, 1: 1 })
  return {
    id: `ways-243-bonus-${vol}-b${blanks}`,
    title: `5x3, 243 ways, bonus wheel (${vol})`,
    volatility: vol,
    features: ['bonus'],
    symbols: SYMBOLS,
    strips: [strip({ ...sh.reel, 1: 1, [BLANK]: blanks }), inner, middle, inner, outer],
    rows: 3,
    evaluation: { kind: 'ways' },
    pays: payTable(sh.pays, sh.scale),
    bonus: { prizes: sh.prizes, weights: sh.weights },
    buy: { price: sh.price },
  }
}
