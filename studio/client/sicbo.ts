import type { RoundAnswer, SicBoBet } from '../../contract/studio.ts'
import { BoardGame } from './board-game.ts'
import { h, s } from './dom.ts'
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

/** Sic bo with a simple layout: small, big, any triple, the totals 4–17 and single numbers. */
export class SicBoGame extends BoardGame<SicBoBet> implements GameView {
  readonly el: HTMLElement
  readonly stakeRule = 'any' as const
  private readonly dice = h('div', { class: 'dice', role: 'group', 'aria-label': da.dice })

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
    const singles = [1, 2, 3, 4, 5, 6].map((f) =>
      b.spot({
        key: `single${f}`,
        label: da.single(f),
        bet: (stake) => ({ type: 'single', numbers: [f], stake }),
      }),
    )
    this.dice.append(die(1), die(2), die(3))
    this.el = h(
      'section',
      { class: 'table sicbo' },
      this.dice,
      h('div', { class: 'outside' }, ...main),
      h('div', { class: 'outside totals' }, ...totals),
      h('div', { class: 'outside' }, ...singles),
      this.foot(),
    )
  }

  protected send(bets: SicBoBet[]): Promise<RoundAnswer> {
    return this.ctx.api.bet({ sicbo: bets })
  }

  protected present(answer: RoundAnswer) {
    const o = answer.round.outcome
    if (o?.kind !== 'sicbo') throw new Error('the studio answered a sic bo bet without dice')
    this.dice.replaceChildren(...o.dice.map(die))
    const [a = 0, b = 0, c = 0] = o.dice
    const sum = a + b + c
    const triple = a === b && b === c
    this.board.mark(
      (k) =>
        k === `total${sum}` ||
        o.dice.some((d) => k === `single${d}`) ||
        (k === 'any_triple' && triple) ||
        (k === 'small' && !triple && sum <= 10) ||
        (k === 'big' && !triple && sum >= 11),
    )
  }
}
