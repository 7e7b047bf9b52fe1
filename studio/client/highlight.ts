import type { SpinView, Win } from '../engine/slots/outcome.ts'

/** Symbol 0 is the wild and 1 the scatter or bonus symbol in every model (studio/engine/slots/model.ts). */
const WILD = 0
const SCATTER = 1

/** A visible cell: reel (column) and row from the top. */
export type Cell = { reel: number; row: number }

/**
 * The cells one win is made of, as the player should see them lit: a line's first `count` cells from
 * its starting side, a way's matching symbols (or wilds) on its first `count` reels, every scatter.
 * A wheel prize has no cells. Pure: the same outcome always lights the same cells.
 */
export function winCells(
  win: Win,
  grid: readonly (readonly number[])[],
  lines: readonly (readonly number[])[] | null,
): Cell[] {
  const reels = grid.length
  switch (win.kind) {
    case 'line': {
      const pattern = lines?.[win.line]
      if (!pattern) return []
      const out: Cell[] = []
      for (let k = 0; k < win.count; k++) {
        const reel = win.direction === 'ltr' ? k : reels - 1 - k
        const row = pattern[reel]
        if (row !== undefined) out.push({ reel, row })
      }
      return out
    }
    case 'ways': {
      const out: Cell[] = []
      for (let reel = 0; reel < Math.min(win.count, reels); reel++) {
        grid[reel]?.forEach((s, row) => {
          if (s === win.symbol || s === WILD) out.push({ reel, row })
        })
      }
      return out
    }
    case 'scatter': {
      const out: Cell[] = []
      grid.forEach((col, reel) => {
        col.forEach((s, row) => {
          if (s === SCATTER) out.push({ reel, row })
        })
      })
      return out
    }
    case 'wheel':
      return []
  }
}

/**
 * The grid as the player sees it: a held reel stands as an expanded wild (the engine records the strip
 * under it, and pays it as wild).
 */
export function shownGrid(view: SpinView): number[][] {
  return view.grid.map((col, reel) => (view.held.includes(reel) ? col.map(() => WILD) : [...col]))
}

/** Every cell a screen lights, plus the whole of each held (expanded wild) reel, without repeats. */
export function screenCells(view: SpinView, lines: readonly (readonly number[])[] | null): Cell[] {
  const seen = new Set<string>()
  const out: Cell[] = []
  const add = (c: Cell) => {
    const k = `${c.reel}:${c.row}`
    if (seen.has(k)) return
    seen.add(k)
    out.push(c)
  }
  for (const reel of view.held) {
    const rows = view.grid[reel]?.length ?? 0
    for (let row = 0; row < rows; row++) add({ reel, row })
  }
  for (const w of view.wins) for (const c of winCells(w, shownGrid(view), lines)) add(c)
  return out.sort((a, b) => a.reel - b.reel || a.row - b.row)
}

/** What a screen paid in coins (one stake = 10 coins). */
export const screenCoins = (view: SpinView): number => view.wins.reduce((a, w) => a + w.coins, 0)

/** Coins to øre at this stake: a win of c coins is c × stake / 10 øre, always whole øre on the ladder. */
export const coinsToOre = (coins: number, stake: number): number => (coins * stake) / 10
