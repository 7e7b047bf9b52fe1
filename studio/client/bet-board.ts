import { button, h } from './dom.ts'
import { formatOre } from './format.ts'
import { da } from './text.ts'

/** One place on a table layout: its key, its Danish name and the bet it makes at a stake. */
export type Spot<B> = { key: string; label: string; bet: (stake: number) => B }

/**
 * The chips on a table: tapping a spot puts the selected stake there, tapping it again with the same
 * stake takes it off (each bet's stake stays on the game's ladder, as the server requires).
 */
export class BetBoard<B> {
  private readonly placed = new Map<string, { spot: Spot<B>; stake: number }>()
  private readonly buttons = new Map<string, HTMLButtonElement>()
  readonly total = h('output', { class: 'bets-total' })

  constructor(private readonly stake: () => number) {
    this.showTotal()
  }

  spot(spot: Spot<B>, cls = ''): HTMLButtonElement {
    const b = button(spot.label, () => this.toggle(spot), { class: `spot ${cls}`, 'aria-pressed': 'false' })
    this.buttons.set(spot.key, b)
    return b
  }

  private toggle(spot: Spot<B>) {
    const stake = this.stake()
    const had = this.placed.get(spot.key)
    if (had && had.stake === stake) {
      this.placed.delete(spot.key)
    } else {
      this.placed.set(spot.key, { spot, stake })
    }
    this.paint(spot.key)
  }

  private paint(key: string) {
    const el = this.buttons.get(key)
    const p = this.placed.get(key)
    if (!el) return
    el.setAttribute('aria-pressed', String(p !== undefined))
    el.dataset.chip = p ? formatOre(p.stake) : ''
    this.showTotal()
  }

  private showTotal() {
    this.total.value = `${da.betsTotal}: ${formatOre(this.cost())}`
  }

  clear() {
    const keys = [...this.placed.keys()]
    this.placed.clear()
    for (const k of keys) this.paint(k)
    this.showTotal()
  }

  cost(): number {
    let sum = 0
    for (const p of this.placed.values()) sum += p.stake
    return sum
  }

  bets(): B[] {
    return [...this.placed.values()].map((p) => p.spot.bet(p.stake))
  }

  /** The bets to send, or null after asking the player for one when the table is empty. */
  betsOrAsk(say: (text: string) => void): B[] | null {
    const bets = this.bets()
    if (bets.length > 0) return bets
    say(da.placeBet)
    return null
  }

  /** Marks the spots that won in the last round. */
  mark(won: (key: string) => boolean) {
    for (const [key, el] of this.buttons) el.classList.toggle('won', won(key))
  }

  clearButton(): HTMLButtonElement {
    return button(da.clearBets, () => this.clear())
  }
}
