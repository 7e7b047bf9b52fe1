import type { SlotModel, Volatility } from '../slots/model.ts'
import { strip } from './strips.ts'

/** 5x3, 20 lines, wilds on reels 2-4, scatters pay anywhere and start free spins. */
const SYMBOLS = ['wild', 'scatter', 'ten', 'jack', 'queen', 'king', 'ace', 'gem', 'crown', 'blank']
const BLANK = 9

type Shape = {
  outer: Record<number, number>
  inner: Record<number, number>
  stack?: number
  pays: number[][]
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
    pays: [
      [],
      [],
      [0, 0, 0, 2, 5, 15],
      [0, 0, 0, 3, 8, 20],
      [0, 0, 0, 5, 10, 25],
      [0, 0, 0, 5, 15, 30],
      [0, 0, 0, 8, 20, 50],
      [0, 0, 0, 10, 30, 80],
      [0, 0, 0, 15, 50, 150],
    ],
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
    pays: [
      [],
      [],
      [0, 0, 0, 2, 8, 25],
      [0, 0, 0, 3, 10, 30],
      [0, 0, 0, 5, 12, 40],
      [0, 0, 0, 5, 15, 50],
      [0, 0, 0, 8, 25, 100],
      [0, 0, 0, 12, 50, 250],
      [0, 0, 0, 25, 125, 600],
    ],
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
    pays: [
      [],
      [],
      [0, 0, 0, 0, 5, 20],
      [0, 0, 0, 0, 6, 25],
      [0, 0, 0, 2, 8, 30],
      [0, 0, 0, 3, 10, 50],
      [0, 0, 0, 5, 20, 100],
      [0, 0, 0, 10, 50, 300],
      [0, 0, 0, 20, 150, 1000],
    ],
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
    pays: sh.pays.map((row) => row.map((x) => Math.round(x * sh.scale))),
    scatterPays: sh.scatterPays,
    freeSpins: { award: sh.award, multiplier: sh.multiplier, cap: sh.cap },
    buy: { price: sh.price },
  }
}
