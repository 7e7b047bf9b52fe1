import type { RoundAnswer, SicBoBet } from '../../contract/studio.ts'
import { BetSheet } from './bet-sheet.ts'
import { BoardGame } from './board-game.ts'
import { h, s } from './dom.ts'
import { formatOre } from './format.ts'
import type { GameContext, GameView } from './game.ts'
import { da } from './text.ts'

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 25],
    [72, 25],
    [28, 50],
    [72, 50],
    [28, 75],
    [72, 75],
  ],
}

/** A row of one kind of bet, named once at its start ('Dobbelt'), its spots showing only their numbers. */
function row(name: string, spots: HTMLElement[], cls = ''): HTMLElement {
  return h(
    'div',
    { class: `outside named ${cls}`, role: 'group', 'aria-label': name },
    h('span', { class: 'row-name', 'aria-hidden': 'true' }, name),
    ...spots,
  )
}

function die(face: number): SVGSVGElement {
  return s(
    'svg',
    { class: 'die', viewBox: '0 0 100 100', role: 'img', 'aria-label': String(face) },
    s('rect', { x: 4, y: 4, width: 92, height: 92, rx: 16, fill: '#fff', stroke: '#333', 'stroke-width': 3 }),
    ...(PIPS[face] ?? []).map(([cx, cy]) =>
      s('circle', { cx, cy, r: 9, fill: face === 1 || face === 4 ? '#c8102e' : '#111' }),
    ),
  )
}

/**
 * Sic bo with every bet of its rules: small, big, any triple, the totals 4–17, single numbers, a
 * given double or triple and the fifteen combinations of two numbers.
 */
export class SicBoGame extends BoardGame<SicBoBet> implements GameView {
  readonly el: HTMLElement
  readonly stakeRule = 'any' as const
  private readonly dice = h('div', { class: 'dice', role: 'group', 'aria-label': da.dice })
  private readonly wins = h('p', { class: 'bet-wins', 'aria-live': 'polite' })

  constructor(ctx: GameContext) {
    super(ctx)
    const b = this.board
    const main = [
      b.spot({ key: 'small', label: da.small, bet: (stake) => ({ type: 'small', stake }) }),
      b.spot({ key: 'any_triple', label: da.anyTriple, bet: (stake) => ({ type: 'any_triple', stake }) }),
      b.spot({ key: 'big', label: da.big, bet: (stake) => ({ type: 'big', stake }) }),
    ]
    const totals = Array.from({ length: 14 }, (_, i) => i + 4).map((t) =>
      b.spot({
        key: `total${t}`,
        label: da.total(t),
        bet: (stake) => ({ type: 'total', numbers: [t], stake }),
      }),
    )
    const faces = [1, 2, 3, 4, 5, 6]
    /** The six spots of a bet on one face ('single3'), each showing only its number. */
    const faceSpots = (type: 'single' | 'double' | 'triple', label: (f: number) => string) =>
      faces.map((f) =>
        b.spot({
          key: `${type}${f}`,
          label: label(f),
          short: String(f),
          bet: (stake) => ({ type, numbers: [f], stake }),
        }),
      )
    const singles = faceSpots('single', da.single)
    const doubles = faceSpots('double', da.diceDouble)
    const triples = faceSpots('triple', da.diceTriple)
    const combinations = faces.flatMap((x) =>
      faces
        .filter((y) => y > x)
        .map((y) =>
          b.spot({
            key: `combination${x}-${y}`,
            label: da.combination(x, y),
            short: `${x}–${y}`,
            bet: (stake) => ({ type: 'combination', numbers: [x, y], stake }),
          }),
        ),
    )
    this.dice.append(die(1), die(2), die(3))
    const sheet = new BetSheet(
      h('div', { class: 'outside' }, ...main),
      h('div', { class: 'outside totals' }, ...totals),
      row(da.singleRow, singles),
      row(da.doubleRow, doubles),
      row(da.tripleRow, triples),
      row(da.combinationRow, combinations, 'combinations'),
      h('div', { class: 'board-foot' }, this.board.clearButton()),
    )
    this.el = h(
      'section',
      { class: 'table sicbo' },
      this.dice,
      sheet.inline,
      sheet.opener,
      h('p', { class: 'bets-line' }, this.board.total),
      this.wins,
      sheet.dialog,
    )
    sheet.watch(this.el)
  }

  protected send(bets: SicBoBet[]): Promise<RoundAnswer> {
    return this.ctx.api.bet({ sicbo: bets, auto: this.ctx.auto() })
  }

  protected present(answer: RoundAnswer) {
    const o = answer.round.outcome
    if (o?.kind !== 'sicbo') throw new Error('the studio answered a sic bo bet without dice')
    this.dice.replaceChildren(...o.dice.map(die))
    // The server's returns say which bets paid: each is marked and listed with what it paid back.
    const wins = this.board.marked(o.returns)
    this.wins.textContent = wins.map((w) => da.betWin(w.name, formatOre(w.amount))).join(' · ')
  }
}
