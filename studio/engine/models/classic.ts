import type { SlotModel, Volatility } from '../slots/model.ts'
import { payTable } from './pays.ts'
import { strip } from './strips.ts'

/** 5x3, 20 lines, wilds on reels 2-4, scatters pay anywhere and start free spins. */
const SYMBOLS = ['wild', 'scatter', 'ten', 'jack', 'queen', 'king', 'ace', 'gem', 'crown', 'blank']
const BLANK = 9

type Shape = {
  outer: Record<number, number>
  inner: Record<number, number>
  stack?: number
  pays: Record<number, number[]>
  scatterPays: number[]
  award: number[]
  multiplier: number
  cap: number
  /** Line pays are the listed ones times this, rounded: the tuning knob of the family's RTP. */
  scale: number
  /** Bonus price in stakes, set so the buy returns within a point of the base game (tests check it). */
  price: number
}

const SHAPES: Record<Volatility, Shape> = {
  lowfreq: {
    outer: { 1: 1, 2: 5, 3: 5, 4: 4, 5: 3, 6: 2, 7: 1, 8: 1 },
    inner: { 0: 2, 1: 1, 2: 4, 3: 4, 4: 4, 5: 3, 6: 2, 7: 1, 8: 1 },
    pays: { 3: [2, 3, 5, 5, 8, 10, 15], 4: [5, 8, 10, 15, 20, 30, 50], 5: [15, 20, 25, 30, 50, 80, 150] },
    scatterPays: [0, 0, 0, 20, 100, 500],
    award: [0, 0, 0, 8, 10, 12],
    multiplier: 1,
    cap: 20,
    scale: 1.08,
    price: 7.8,
  },
  midfreq: {
    outer: { 1: 1, 2: 5, 3: 4, 4: 4, 5: 3, 6: 3, 7: 2, 8: 1 },
    inner: { 0: 1, 1: 1, 2: 5, 3: 4, 4: 4, 5: 3, 6: 2, 7: 1, 8: 1 },
    pays: { 3: [2, 3, 5, 5, 8, 12, 25], 4: [8, 10, 12, 15, 25, 50, 125], 5: [25, 30, 40, 50, 100, 250, 600] },
    scatterPays: [0, 0, 0, 20, 200, 1000],
    award: [0, 0, 0, 10, 12, 15],
    multiplier: 2,
    cap: 30,
    scale: 1.06,
    price: 16.4,
  },
  hifreq: {
    outer: { 1: 1, 2: 6, 3: 5, 4: 4, 5: 3, 6: 2, 7: 1 },
    inner: { 1: 1, 2: 6, 3: 5, 4: 4, 5: 3, 6: 2, 7: 1 },
    stack: 3,
    pays: { 3: [0, 0, 2, 3, 5, 10, 20], 4: [5, 6, 8, 10, 20, 50, 150], 5: [20, 25, 30, 50, 100, 300, 1000] },
    scatterPays: [0, 0, 0, 20, 200, 1000],
    award: [0, 0, 0, 10, 15, 20],
    multiplier: 3,
    cap: 40,
    scale: 1.12,
    price: 23.5,
  },
}

/** `blanks` blank symbols on reel 1 dilute every line (no wild stands there): the RTP variant's knob. */
export function classic(vol: Volatility, blanks: number): SlotModel {
  const sh = SHAPES[vol]
  const stacks: [number, number][] = sh.stack ? [[8, sh.stack]] : []
  const innerStacks: [number, number][] = sh.stack
    ? [
        [0, 1],
        [8, sh.stack],
      ]
    : []
  return {
    id: `classic-20-${vol}-b${blanks}`,
    title: `5x3, 20 lines, free spins (${vol})`,
    volatility: vol,
    features: ['freespins'],
    symbols: SYMBOLS,
    strips: [
      strip({ ...sh.outer, [BLANK]: blanks }, stacks),
      strip(sh.inner, innerStacks),
      strip(sh.inner, innerStacks),
      strip(sh.inner, innerStacks),
      strip(sh.outer, stacks),
    ],
    rows: 3,
    evaluation: { kind: 'lines', lines: 20, bothways: false },
    pays: payTable(sh.pays, sh.scale),
    scatterPays: sh.scatterPays,
    freeSpins: { award: sh.award, multiplier: sh.multiplier, cap: sh.cap },
    buy: { price: sh.price },
  }
}
