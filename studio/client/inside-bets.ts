import { layout, type RouletteBetType, type Wheel } from '../engine/table/roulette-layout.ts'

/**
 * Roulette's inside bets on a phone (issue 29, item 5): the player picks a kind (one, two, three, four
 * or six numbers) and taps numbers on the layout until they name exactly one bet of that kind — two
 * neighbours for a split, two diagonal numbers (or three) for a corner, any number of a row for a
 * street. Every tap is on a full number button (44 px on a phone), never on a thin line between them.
 * The legal bets are the table engine's own layout, so the board cannot offer what the server refuses.
 */
export type InsideKind = 'straight' | 'split' | 'street' | 'corner' | 'six_line'
export const INSIDE_KINDS: readonly InsideKind[] = ['straight', 'split', 'street', 'corner', 'six_line']

/** The selector's short Danish names, as the rules name the bets ('To tal (cheval)', 'Fire tal (carré)' …). */
export const INSIDE_LABELS: Record<InsideKind, string> = {
  straight: 'Ét tal',
  split: 'To tal',
  street: 'Tre tal',
  corner: 'Fire tal',
  six_line: 'Seks tal',
}

/** The engine's bet types a kind places: with 0 among the taps, the trio and the first four. */
const TYPES: Record<InsideKind, { plain: RouletteBetType; zero?: RouletteBetType }> = {
  straight: { plain: 'straight' },
  split: { plain: 'split' },
  street: { plain: 'street', zero: 'trio' },
  corner: { plain: 'corner', zero: 'first_four' },
  six_line: { plain: 'six_line' },
}

const NAMES: Partial<Record<RouletteBetType, string>> = {
  straight: 'Ét tal',
  split: 'To tal',
  street: 'Tre tal',
  trio: 'Trio',
  corner: 'Fire tal',
  first_four: 'De første fire',
  six_line: 'Seks tal',
}

export type InsideBet = { type: RouletteBetType; numbers: number[] }

const numberText = (n: number) => (n === 37 ? '00' : String(n))

/** A bet's Danish name with its numbers: 'To tal 4-5', 'Fire tal 1-2-4-5'. */
export const insideName = (bet: InsideBet) =>
  `${NAMES[bet.type] ?? bet.type} ${bet.numbers.map(numberText).join('-')}`

/** The bet's key on a board: its type and numbers, the same whichever order they were tapped in. */
export const insideKey = (bet: InsideBet) => `${bet.type}:${bet.numbers.join('-')}`

export class InsidePicker {
  private picked: number[] = []
  private readonly bets: Partial<Record<RouletteBetType, number[][]>>

  constructor(wheel: Wheel) {
    this.bets = layout(wheel)
  }

  /** The numbers tapped so far towards a bet not yet named. */
  get picking(): readonly number[] {
    return this.picked
  }

  reset() {
    this.picked = []
  }

  private candidates(kind: InsideKind, picked: readonly number[]): InsideBet[] {
    const t = TYPES[kind]
    const type = picked.includes(0) && t.zero ? t.zero : t.plain
    return (this.bets[type] ?? [])
      .filter((b) => picked.every((n) => b.includes(n)))
      .map((b) => ({ type, numbers: [...b].sort((x, y) => x - y) }))
  }

  /**
   * A tap on number `n` with `kind` chosen: the bet, once the taps name exactly one; otherwise null
   * (more taps needed). A tap on a number already tapped starts over; one that fits no bet with the
   * earlier taps starts a new pick from itself.
   */
  tap(kind: InsideKind, n: number): InsideBet | null {
    if (this.picked.includes(n)) {
      this.reset()
      return null
    }
    let picked = [...this.picked, n]
    let found = this.candidates(kind, picked)
    if (found.length === 0) {
      picked = [n]
      found = this.candidates(kind, picked)
    }
    if (found.length === 1) {
      this.reset()
      return found[0] ?? null
    }
    this.picked = found.length === 0 ? [] : picked
    return null
  }
}

/** What the board says while a kind is chosen: how to name its bet, then what is still missing. */
const INSIDE_HINTS: Record<InsideKind, { start: string; more: (picked: string) => string }> = {
  straight: { start: '', more: () => '' },
  split: { start: 'To tal: tryk på to nabotal.', more: (p) => `To tal: tryk på et nabotal til ${p}.` },
  street: {
    start: 'Tre tal: tryk på et tal i rækken.',
    more: (p) => `Tre tal: tryk på endnu et tal sammen med ${p}.`,
  },
  corner: {
    start: 'Fire tal: tryk på to tal skråt over for hinanden.',
    more: (p) => `Fire tal: tryk på tallet skråt over for ${p}.`,
  },
  six_line: {
    start: 'Seks tal: tryk på et tal i hver af to rækker.',
    more: (p) => `Seks tal: tryk på et tal i rækken over eller under ${p}.`,
  },
}

/** A hint for the taps so far. */
export const insideHint = (kind: InsideKind, picking: readonly number[]) =>
  picking.length === 0
    ? INSIDE_HINTS[kind].start
    : INSIDE_HINTS[kind].more(picking.map(numberText).join(' og '))
