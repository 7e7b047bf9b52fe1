import type { SlotModel, Volatility } from '../slots/model.ts'
import { payTable } from './pays.ts'
import { strip } from './strips.ts'

/**
 * Six reels whose heights are drawn from 2 up to the class's tallest (5, 6 or 7 rows): ways = the
 * product of the heights, up to 15,625, 46,656 or 117,649. Every reel carries one stack of crowns as
 * tall as the tallest window, so the full screen of crowns (the top win) is reachable.
 */
const SYMBOLS = [
  'wild',
  'scatter',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
  'amber',
  'jade',
  'ruby',
  'crown',
  'blank',
]
const BLANK = 12
const CROWN = 11

type Shape = { reel: Record<number, number>; tallest: number; pays: Record<number, number[]>; scale: number }

/** Pays per way for 3 to 6 of a kind, in coins (a tenth of the stake); 0 where a symbol pays nothing. */
const SHAPES: Record<Volatility, Shape> = {
  lowfreq: {
    reel: { 2: 7, 3: 7, 4: 6, 5: 6, 6: 5, 11: 2 },
    tallest: 5,
    pays: {
      3: [3, 3, 3, 3, 3, 0, 0, 0, 0, 4],
      4: [4, 4, 4, 4, 4, 0, 0, 0, 0, 4],
      5: [4, 4, 4, 4, 4, 0, 0, 0, 0, 5],
      6: [4, 4, 4, 4, 4, 0, 0, 0, 0, 8],
    },
    scale: 1.2,
  },
  midfreq: {
    reel: { 2: 6, 3: 6, 4: 6, 5: 5, 6: 5, 7: 4, 8: 3, 11: 2 },
    tallest: 6,
    pays: {
      3: [1, 1, 1, 1, 1, 1, 1, 0, 0, 1],
      4: [1, 1, 1, 1, 1, 1, 2, 0, 0, 2],
      5: [1, 1, 1, 1, 2, 2, 3, 0, 0, 4],
      6: [1, 1, 1, 2, 2, 3, 4, 0, 0, 5],
    },
    scale: 2.5,
  },
  hifreq: {
    reel: { 2: 6, 3: 6, 4: 6, 5: 6, 6: 5, 7: 5, 8: 4, 9: 4, 10: 3, 11: 2 },
    tallest: 7,
    pays: {
      3: [0, 0, 0, 0, 1, 1, 1, 1, 1, 2],
      4: [1, 1, 1, 1, 1, 1, 1, 2, 2, 4],
      5: [1, 1, 1, 1, 1, 2, 2, 3, 4, 6],
      6: [1, 1, 1, 1, 2, 2, 3, 4, 6, 10],
    },
    scale: 2,
  },
}

/**
 * Reel 1 holds the composition three times plus `blanks` blank symbols: every way starts on reel 1, so
 * the RTP scales exactly with 1/len(reel 1), and the blank count is the fine knob of each RTP variant.
 */
export function megaways(vol: Volatility, blanks: number): SlotModel {
  const sh = SHAPES[vol]
  const crowns: [number, number][] = [[CROWN, sh.tallest]]
  const outer = strip(sh.reel, crowns)
  const first = strip({ ...times(sh.reel, 3), [BLANK]: blanks }, crowns)
  const inner = strip({ ...sh.reel, 0: 2 }, crowns)
  return {
    id: `megaways-${vol}-b${blanks}`,
    title: `6 reels of 2-${sh.tallest} rows, up to ${sh.tallest ** 6} ways (${vol})`,
    volatility: vol,
    features: ['megaways'],
    symbols: SYMBOLS,
    strips: [first, inner, inner, inner, inner, outer],
    rows: sh.tallest,
    heights: { min: 2, max: sh.tallest },
    evaluation: { kind: 'ways' },
    pays: payTable(sh.pays, sh.scale),
  }
}

function times(c: Readonly<Record<number, number>>, k: number): Record<number, number> {
  return Object.fromEntries(Object.entries(c).map(([s, n]) => [s, n * k]))
}
