import { h } from './dom.ts'
import { formatOre } from './format.ts'
import { sound } from './sound.ts'
import { da } from './text.ts'

/** How a round's result is shown: nothing back, part of the stake back, or a win of a tier. */
export type Tier = 'none' | 'return' | 'win' | 'big' | 'mega'

/** Big win from 10× the stake, mega from 50× (issue 30); below the stake it is a return, not a win. */
export function tierOf(win: number, stake: number): Tier {
  if (win <= 0) return 'none'
  if (win < stake) return 'return'
  if (win >= 50 * stake) return 'mega'
  if (win >= 10 * stake) return 'big'
  return 'win'
}

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches
const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/**
 * The win show over the game: a win flashes its amount; a big or mega win counts up to its amount
 * (3 and 5 s) under its title, and a tap skips to the end. A return (less than the stake back) and
 * no win show nothing here: the message line says it plainly.
 */
export class Celebration {
  readonly el = h('div', { class: 'celebration cover', hidden: true, 'aria-hidden': 'true' })
  private readonly title = h('p', { class: 'celebration-title' })
  private readonly amount = h('p', { class: 'celebration-amount' })
  private skip: (() => void) | null = null

  constructor() {
    this.el.append(this.title, this.amount)
    this.el.addEventListener('click', () => this.skip?.())
  }

  /** Resolves once the show is over (or skipped). */
  async show(win: number, stake: number): Promise<void> {
    const tier = tierOf(win, stake)
    if (tier === 'none' || tier === 'return') return
    sound.play(tier)
    this.el.dataset.tier = tier
    this.title.textContent = tier === 'mega' ? da.megaWin : tier === 'big' ? da.bigWin : da.win
    this.el.hidden = false
    const skipped = new Promise<void>((r) => {
      this.skip = r
    })
    const still = reducedMotion()
    if (tier === 'win') {
      this.amount.textContent = formatOre(win)
      await Promise.race([pause(still ? 600 : 1200), skipped])
    } else {
      const ms = still ? 0 : tier === 'mega' ? 5000 : 3000
      const start = performance.now()
      let done = false
      void skipped.then(() => {
        done = true
      })
      while (!done && performance.now() - start < ms) {
        const p = (performance.now() - start) / ms
        this.amount.textContent = formatOre(Math.round((win * (1 - (1 - p) ** 3)) / 100) * 100)
        await Promise.race([new Promise((r) => requestAnimationFrame(r)), skipped])
      }
      this.amount.textContent = formatOre(win)
      await Promise.race([pause(still ? 800 : 1500), skipped])
    }
    this.skip = null
    this.el.hidden = true
  }
}
