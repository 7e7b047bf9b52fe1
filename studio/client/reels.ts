import type { GameArt } from './art.ts'
import { h } from './dom.ts'
import type { Cell } from './highlight.ts'
import { symbolImage } from './symbols.ts'

/** How a spin looks: quick spin and reduced motion shorten it; the outcome is the same either way. */
export type Pace = { quick: boolean }

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches
const FILLER = 14

/**
 * The reels, drawn with the theme's symbol images. A spin builds each reel's strip as [landing grid, fillers,
 * previous grid] and slides it down with the Web Animations API (transform only, so a phone's
 * compositor does the work), reels stopping left to right on the server's grid.
 */
export class Reels {
  readonly el: HTMLDivElement
  private grid: number[][] = []
  private readonly cols: HTMLDivElement[] = []

  constructor(
    reels: number,
    private readonly symbols: readonly string[],
    private readonly filler: () => number,
    private readonly art: GameArt,
  ) {
    this.el = h('div', { class: 'reels', role: 'group', 'aria-label': 'Hjul' })
    for (let r = 0; r < reels; r++) {
      const col = h('div', { class: 'reel' })
      this.cols.push(col)
      this.el.append(col)
    }
  }

  private cell(symbol: number, share: number, hidden: boolean) {
    const c = h('div', { class: 'cell', 'aria-hidden': hidden ? 'true' : undefined })
    c.style.height = `${share}%`
    const name = this.symbols[symbol] ?? ''
    if (name !== 'blank') c.append(symbolImage(this.art, name))
    return c
  }

  /** Draws a grid at rest. */
  show(grid: number[][]) {
    this.grid = grid.map((c) => [...c])
    grid.forEach((col, r) => {
      const reel = this.cols[r]
      if (!reel) return
      const strip = h('div', { class: 'strip' })
      for (const sym of col) strip.append(this.cell(sym, 100 / col.length, false))
      reel.replaceChildren(strip)
    })
  }

  /** Spins to `grid`; resolves when the last reel has stopped. */
  async spin(grid: number[][], pace: Pace): Promise<void> {
    this.unlight()
    const fast = pace.quick || reducedMotion()
    const runs = grid.map((col, r) => {
      const reel = this.cols[r]
      const prev = this.grid[r] ?? col
      if (!reel) return Promise.resolve()
      const fillers = fast ? 3 : FILLER + r * 3
      // Heights in "windows": the landing grid is one, the previous grid one, fillers at the new height.
      const total = 2 + fillers / col.length
      const strip = h('div', { class: 'strip' })
      strip.style.height = `${total * 100}%`
      for (const sym of col) strip.append(this.cell(sym, 100 / col.length / total, false))
      for (let i = 0; i < fillers; i++) strip.append(this.cell(this.filler(), 100 / col.length / total, true))
      for (const sym of prev) strip.append(this.cell(sym, 100 / prev.length / total, true))
      reel.replaceChildren(strip)
      const from = `translateY(${(-100 * (total - 1)) / total}%)`
      const anim = strip.animate([{ transform: from }, { transform: 'translateY(0)' }], {
        duration: fast ? 180 + r * 40 : 700 + r * 220,
        easing: 'cubic-bezier(.25,.8,.35,1.04)',
      })
      return anim.finished.then(() => undefined)
    })
    await Promise.all(runs)
    this.show(grid)
  }

  /** A cascade step: the winning cells vanish, then the reels show the grid after the drop. */
  async drop(grid: number[][], pace: Pace): Promise<void> {
    const fast = pace.quick || reducedMotion()
    const gone = [...this.el.querySelectorAll('.cell.win')]
    await Promise.all(
      gone.map(
        (c) =>
          c.animate([{ opacity: 1 }, { opacity: 0 }], { duration: fast ? 80 : 260, fill: 'forwards' })
            .finished,
      ),
    )
    this.show(grid)
    await Promise.all(
      this.cols.map(
        (reel) =>
          reel.firstElementChild?.animate(
            [
              { transform: 'translateY(-25%)', opacity: 0.3 },
              { transform: 'none', opacity: 1 },
            ],
            {
              duration: fast ? 100 : 320,
              easing: 'ease-out',
            },
          ).finished,
      ),
    )
  }

  /** Lights winning cells and held reels. */
  light(cells: readonly Cell[], held: readonly number[] = []) {
    this.unlight()
    for (const { reel, row } of cells) this.cols[reel]?.firstElementChild?.children[row]?.classList.add('win')
    for (const r of held) this.cols[r]?.classList.add('held')
  }

  unlight() {
    for (const c of this.el.querySelectorAll('.win')) c.classList.remove('win')
    for (const c of this.cols) c.classList.remove('held')
  }
}
