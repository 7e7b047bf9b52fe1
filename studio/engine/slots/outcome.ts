import type { Machine } from './machine.ts'

/** One win, in coins (one stake = 10 coins) already multiplied by the spin's multiplier. */
export type Win =
  | { kind: 'line'; line: number; symbol: number; count: number; direction: 'ltr' | 'rtl'; coins: number }
  | { kind: 'ways'; symbol: number; count: number; ways: number; coins: number }
  | { kind: 'scatter'; count: number; coins: number }
  | { kind: 'wheel'; segment: number; coins: number }

/** One screen the player sees: a spin, a free spin, a respin or a cascade step. */
export type SpinView = {
  kind: 'base' | 'free' | 'respin' | 'cascade' | 'wheel'
  /** Reel stops (index into each strip of the top visible cell); empty for a wheel or cascade step. */
  stops: number[]
  /** The visible symbols per reel, top to bottom. */
  grid: number[][]
  /** Reels standing as expanded wilds. */
  held: number[]
  multiplier: number
  wins: Win[]
}

/**
 * What a round produced, plain and serialisable: enough to store it for game recall and to draw it.
 * Amounts: `coins` per unit of 1/10 stake, `win` in øre.
 */
export type SlotOutcome = {
  model: string
  stake: number
  /** The stake charged, in øre: the stake, or the bonus price times the stake for a purchase. */
  cost: number
  purchase: boolean
  spins: SpinView[]
  totalCoins: number
  win: number
  /** Jackpot games: whether this round won the jackpot pool (paid from the pool, not the paytable). */
  jackpot: boolean
}

/** Collects what a round shows. The simulation passes no recorder, so its loop allocates nothing. */
export class Recorder {
  readonly spins: SpinView[] = []
  private current: SpinView | null = null

  spin(kind: SpinView['kind'], m: Machine, held: number, multiplier: number) {
    const grid: number[][] = []
    for (let r = 0; r < m.R; r++) {
      const strip = m.model.strips[r] as Uint8Array
      const L = strip.length
      const col: number[] = []
      for (let y = 0; y < (m.heights[r] as number); y++)
        col.push(strip[((m.stops[r] as number) + y) % L] as number)
      grid.push(col)
    }
    const heldReels: number[] = []
    for (let r = 0; r < m.R; r++) if (held & (1 << r)) heldReels.push(r)
    this.open({ kind, stops: Array.from(m.stops), grid, held: heldReels, multiplier, wins: [] })
  }

  /** A cascade step: the grid after the drop. */
  cascade(m: Machine) {
    const H = m.grid.length / m.R
    const grid: number[][] = []
    for (let r = 0; r < m.R; r++) grid.push(Array.from(m.grid.subarray(r * H, r * H + m.model.rows)))
    this.open({ kind: 'cascade', stops: [], grid, held: [], multiplier: 1, wins: [] })
  }

  wheel(segment: number, coins: number) {
    this.open({ kind: 'wheel', stops: [], grid: [], held: [], multiplier: 1, wins: [] })
    this.win({ kind: 'wheel', segment, coins })
  }

  line(line: number, symbol: number, count: number, direction: 'ltr' | 'rtl', coins: number) {
    this.win({ kind: 'line', line, symbol, count, direction, coins })
  }

  ways(symbol: number, count: number, ways: number, coins: number) {
    this.win({ kind: 'ways', symbol, count, ways, coins })
  }

  scatter(count: number, coins: number) {
    this.win({ kind: 'scatter', count, coins })
  }

  private open(view: SpinView) {
    this.spins.push(view)
    this.current = view
  }

  private win(w: Win) {
    const view = this.current
    if (view === null) return
    view.wins.push({ ...w, coins: w.coins * view.multiplier })
  }
}
