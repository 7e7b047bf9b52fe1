import type { FEATURES, VOLATILITIES } from '../../../contract/games.ts'

type Feature = (typeof FEATURES)[number]
export type Volatility = (typeof VOLATILITIES)[number]

/**
 * Every amount inside the engine is in coins: one stake is 10 coins. Every ladder stake is a multiple
 * of 10 øre (the catalogue's minimums are 10 to 200 øre), so a win of c coins is exactly c × stake / 10
 * øre: no rounding ever changes the return.
 */
export const COINS_PER_STAKE = 10

/** Symbol 0 is the wild and symbol 1 the scatter (or bonus symbol) in every model; 2.. pay. */
export const WILD = 0
export const SCATTER = 1

/** The 20 lines of a 5x3 grid, as the row read on each reel (0 = top). Shorter line sets take a prefix. */
export const LINES_5X3: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
]

type Evaluation =
  /** Left to right from reel 1, three or more; `bothways` also pays right to left (five pays once). */
  | { kind: 'lines'; lines: number; bothways: boolean }
  /** Every adjacent combination from reel 1: ways = product of the symbol's count on each reel. */
  | { kind: 'ways' }

/** Free spins on the same strips, `award[n]` spins for n scatters, retriggered up to `cap` spins in all. */
type FreeSpins = { award: readonly number[]; multiplier: number; cap: number }

/** A wheel with stated prizes (coins) and weights, started by three bonus symbols. */
export type BonusWheel = { prizes: readonly number[]; weights: readonly number[] }

/**
 * A slot's math as a value: the engine plays it, simulates it and enumerates it with the same code.
 * Wilds stand on the inner reels only, so a line's or a way's symbol is the one on its first reel.
 */
export type SlotModel = {
  id: string
  /** Human title for the statement: what the model is. */
  title: string
  volatility: Volatility
  /** The catalogue features this model gives its games (`purchase` is added when `buy` exists). */
  features: readonly Feature[]
  symbols: readonly string[]
  /** Reel strips; the window shows `rows` consecutive stops from the drawn stop downwards. */
  strips: readonly Uint8Array[]
  rows: number
  /** Megaways: each reel's height is drawn uniformly from min..max before its stop. */
  heights?: { min: number; max: number }
  evaluation: Evaluation
  /** pays[symbol][k] coins for k of a kind (per line or per way). */
  pays: readonly (readonly number[])[]
  /** Scatter pays anywhere, by the number visible (coins per round). */
  scatterPays?: readonly number[]
  freeSpins?: FreeSpins
  /** A wild on an inner reel expands over it, holds, and the other reels respin while new wilds land. */
  expandingRespin?: boolean
  bonus?: BonusWheel
  /** Winning symbols vanish, the reel's strip drops in from above, repeated up to `cascadeCap` times. */
  cascadeCap?: number
  /** Buy the feature (the award for three scatters, or the wheel) for `price` stakes. */
  buy?: { price: number }
}

export const maxRows = (m: SlotModel) => m.heights?.max ?? m.rows
