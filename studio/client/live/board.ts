import type { LiveBetItem, LiveLimits } from '../../../contract/live.ts'
import { button, h } from '../dom.ts'
import { formatOre } from '../format.ts'
import { daLive } from './text.ts'

/** The chip values a table offers: steps of 1-2-5 from its minimum, and its maximum when room is left (øre). */
export function chipValues(limits: LiveLimits): number[] {
  const out: number[] = []
  for (let unit = limits.min; unit <= limits.max && out.length < 6; unit *= 10) {
    for (const m of [1, 2, 5]) {
      const v = unit * m
      if (v <= limits.max && out.length < 6) out.push(v)
    }
  }
  const last = out[out.length - 1]
  if (last !== undefined && last < limits.max && out.length < 6) out.push(limits.max)
  return out.length ? out : [limits.min]
}

/**
 * Chips on a live table's spots: a tap adds the chosen chip to the spot, up to the table's maximum
 * with what the server already accepted there; 'Placer indsats' sends the pending chips. The server
 * is the authority: its `accepted` list replaces what the board shows as placed. Spots with no button
 * of their own (roulette's splits, corners …) are listed with their chips.
 */
export class LiveBoard {
  private readonly pending = new Map<string, number>()
  private accepted = new Map<string, number>()
  private readonly spots = new Map<string, HTMLButtonElement>()
  /** Each spot's Danish name, for the placed list and the wins. */
  private readonly names = new Map<string, string>()
  readonly list = h('ul', { class: 'placed-bets live-placed', 'aria-label': daLive.placedBets })
  private readonly chips: HTMLButtonElement[] = []
  private chip: number
  private enabled = false
  readonly total = h('output', { class: 'live-bets-total' })
  readonly chipRow: HTMLElement

  constructor(
    private readonly limits: LiveLimits,
    private readonly say: (t: string) => void,
  ) {
    const values = chipValues(limits)
    this.chip = values[0] ?? limits.min
    this.chipRow = h('div', { class: 'live-chips', role: 'group', 'aria-label': daLive.chip })
    for (const v of values) {
      const b = button(formatOre(v), () => this.pick(v), {
        class: 'live-chip',
        'aria-label': daLive.chipValue(formatOre(v)),
        'aria-pressed': String(v === this.chip),
      })
      b.dataset.value = String(v)
      this.chips.push(b)
      this.chipRow.append(b)
    }
    this.paintAll()
  }

  private pick(v: number) {
    this.chip = v
    for (const b of this.chips) b.setAttribute('aria-pressed', String(b.dataset.value === String(v)))
  }

  /** A spot button; `label` is its Danish name, `cls` its colour class. */
  spot(spot: string, label: string, cls = '', aria?: string, onTap?: () => void): HTMLButtonElement {
    this.names.set(spot, aria ?? label)
    const b = button(label, () => (onTap ? onTap() : this.add(spot)), {
      class: `live-spot ${cls}`,
      'data-spot': spot,
      'aria-label': aria,
    })
    this.spots.set(spot, b)
    return b
  }

  /** The spot's Danish name ('To tal 4-5', 'Rød'). */
  nameOf(spot: string): string {
    return this.names.get(spot) ?? spot
  }

  /** Adds the chosen chip to a spot that has no button (named by the game, e.g. a split). */
  place(spot: string, name: string) {
    this.names.set(spot, name)
    this.add(spot)
  }

  add(spot: string) {
    if (!this.enabled) {
      this.say(daLive.betClosed)
      return
    }
    const now = (this.pending.get(spot) ?? 0) + (this.accepted.get(spot) ?? 0)
    const room = this.limits.max - now
    if (room <= 0) {
      this.say(daLive.overMax)
      return
    }
    // A first chip below the minimum cannot stand alone; the chips start at the minimum, so only the cap bites.
    this.pending.set(spot, (this.pending.get(spot) ?? 0) + Math.min(this.chip, room))
    this.paint(spot)
    if (!this.spots.has(spot)) this.paintList()
  }

  setEnabled(on: boolean) {
    this.enabled = on
    for (const b of this.spots.values()) b.classList.toggle('closed', !on)
  }

  pendingBets(): LiveBetItem[] {
    return [...this.pending].map(([spot, amount]) => ({ spot, amount }))
  }

  pendingTotal(): number {
    let t = 0
    for (const v of this.pending.values()) t += v
    return t
  }

  clearPending() {
    this.pending.clear()
    this.paintAll()
  }

  /** The server's list of the player's bets in this round (all of them, summed per spot). */
  setAccepted(bets: readonly LiveBetItem[]) {
    const m = new Map<string, number>()
    for (const b of bets) m.set(b.spot, (m.get(b.spot) ?? 0) + b.amount)
    this.accepted = m
    this.paintAll()
  }

  /** A new round: nothing placed, nothing pending, no marks. */
  reset() {
    this.pending.clear()
    this.accepted = new Map()
    this.mark(() => false)
    this.paintAll()
  }

  mark(won: (spot: string) => boolean) {
    for (const [spot, el] of this.spots) el.classList.toggle('won', won(spot))
    for (const li of this.list.children)
      li.classList.toggle('won', won((li as HTMLElement).dataset.spot ?? ''))
  }

  private paintList() {
    const spots = new Set([...this.accepted.keys(), ...this.pending.keys()].filter((s) => !this.spots.has(s)))
    this.list.replaceChildren(
      ...[...spots].map((spot) => {
        const placed = this.accepted.get(spot) ?? 0
        const pend = this.pending.get(spot) ?? 0
        return h(
          'li',
          { 'data-spot': spot, class: pend > 0 ? 'pending' : 'placed' },
          `${this.nameOf(spot)} · ${formatOre(placed + pend)}`,
        )
      }),
    )
  }

  private paint(spot: string) {
    const el = this.spots.get(spot)
    if (el) {
      const placed = this.accepted.get(spot) ?? 0
      const pend = this.pending.get(spot) ?? 0
      el.dataset.chip = placed + pend > 0 ? formatOre(placed + pend) : ''
      el.classList.toggle('placed', placed > 0)
      el.classList.toggle('pending', pend > 0)
    }
    let placed = 0
    for (const v of this.accepted.values()) placed += v
    this.total.value = `${daLive.yourBets}: ${formatOre(placed)}${
      this.pendingTotal() > 0 ? ` · ${daLive.pending}: ${formatOre(this.pendingTotal())}` : ''
    }`
  }

  private paintAll() {
    for (const s of this.spots.keys()) this.paint(s)
    if (this.spots.size === 0) this.paint('')
    this.paintList()
  }
}
