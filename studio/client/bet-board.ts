import { button, h } from './dom.ts'
import { formatOre } from './format.ts'
import { da } from './text.ts'

/**
 * One place on a table layout: its key, its Danish name and the bet it makes at a stake. `name` is
 * the longer name the placed list and the win list use ('To tal 4-5'); the label otherwise. `short`
 * is the text on the spot where its row already says the kind ('2' in sic bo's 'Dobbelt' row); the
 * label stays its accessible name.
 */
export type Spot<B> = { key: string; label: string; name?: string; short?: string; bet: (stake: number) => B }

/** A bet that returned money in the last round: its name and what it paid back, stake included (øre). */
export type SpotWin = { key: string; name: string; stake: number; amount: number }

/**
 * The chips on a table: tapping a spot puts the selected stake there, tapping it again with the same
 * stake takes it off (each bet's stake stays on the game's ladder, as the server requires). Bets with
 * no button of their own (roulette's splits, corners …) are listed, each a button that takes it off.
 */
export class BetBoard<B> {
  private readonly placed = new Map<string, { spot: Spot<B>; stake: number }>()
  private readonly buttons = new Map<string, HTMLButtonElement>()
  private sent: string[] = []
  readonly total = h('output', { class: 'bets-total' })
  readonly list = h('ul', { class: 'placed-bets', 'aria-label': da.placedBets })

  constructor(private readonly stake: () => number) {
    this.showTotal()
  }

  /** A spot's button; a tap places or lifts its bet, or calls `onTap` when the game decides (roulette's picks). */
  spot(spot: Spot<B>, cls = '', onTap?: () => void): HTMLButtonElement {
    const b = button(spot.short ?? spot.label, () => (onTap ? onTap() : this.toggle(spot)), {
      class: `spot ${cls}`,
      'aria-pressed': 'false',
      ...(spot.short ? { 'aria-label': spot.label } : {}),
    })
    this.buttons.set(spot.key, b)
    return b
  }

  /** Places the bet at the selected stake, or lifts it when it already stands there at that stake. */
  toggle(spot: Spot<B>) {
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
    if (el) {
      el.setAttribute('aria-pressed', String(p !== undefined))
      el.dataset.chip = p ? formatOre(p.stake) : ''
    } else this.paintList()
    this.showTotal()
  }

  private paintList() {
    const items = [...this.placed].filter(([key]) => !this.buttons.has(key))
    this.list.replaceChildren(
      ...items.map(([key, p]) => {
        const name = p.spot.name ?? p.spot.label
        const li = h(
          'li',
          { 'data-key': key },
          button(`${name} · ${formatOre(p.stake)}`, () => this.toggle(p.spot), {
            class: 'placed-bet',
            'aria-label': da.removeBet(name, formatOre(p.stake)),
          }),
        )
        return li
      }),
    )
  }

  private showTotal() {
    this.total.value = `${da.betsTotal}: ${formatOre(this.cost())}`
  }

  clear() {
    const keys = [...this.placed.keys()]
    this.placed.clear()
    for (const k of keys) this.paint(k)
    this.paintList()
    this.showTotal()
  }

  cost(): number {
    let sum = 0
    for (const p of this.placed.values()) sum += p.stake
    return sum
  }

  /** The bets to send, in the order the server answers their returns; remembered for `marked`. */
  bets(): B[] {
    this.sent = [...this.placed.keys()]
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
    for (const li of this.list.children)
      li.classList.toggle('won', won((li as HTMLElement).dataset.key ?? ''))
  }

  /**
   * Marks the bets the server paid, from its returns in the order the bets were sent, and answers
   * them with their names and amounts.
   */
  marked(returns: readonly number[]): SpotWin[] {
    const wins: SpotWin[] = []
    this.sent.forEach((key, i) => {
      const amount = returns[i] ?? 0
      const p = this.placed.get(key)
      if (amount > 0 && p) wins.push({ key, name: p.spot.name ?? p.spot.label, stake: p.stake, amount })
    })
    const won = new Set(wins.map((w) => w.key))
    this.mark((k) => won.has(k))
    return wins
  }

  clearButton(): HTMLButtonElement {
    return button(da.clearBets, () => this.clear())
  }
}
