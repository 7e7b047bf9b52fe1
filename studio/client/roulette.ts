import type { RouletteBet, RoundAnswer } from '../../contract/studio.ts'
import { BetBoard, type Spot, type SpotWin } from './bet-board.ts'
import { BetSheet } from './bet-sheet.ts'
import { button, h, s } from './dom.ts'
import { formatOre } from './format.ts'
import type { GameContext, GameView } from './game.ts'
import {
  INSIDE_KINDS,
  INSIDE_LABELS,
  type InsideBet,
  type InsideKind,
  InsidePicker,
  insideHint,
  insideKey,
  insideName,
} from './inside-bets.ts'
import { pocketText } from './outcome-text.ts'
import { drawPockets, EUROPEAN, RED } from './roulette-wheel.ts'
import { da } from './text.ts'
import { wheelSpinner } from './wheel-disc.ts'

/** Pockets in wheel order (the standard american wheel); 37 is 00. */
const AMERICAN = [
  0, 28, 9, 26, 30, 11, 7, 20, 32, 17, 5, 22, 34, 15, 3, 24, 36, 13, 1, 37, 27, 10, 25, 29, 12, 8, 19, 31, 18,
  6, 21, 33, 16, 4, 23, 35, 14, 2,
]
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i)

const straight = (n: number): InsideBet => ({ type: 'straight', numbers: [n] })

/**
 * Roulette: a wheel that turns to the server's pocket and the standard layout (numbers, dozens,
 * columns and the even-money bets), chips at the selected stake. The inside bets beyond a single
 * number (split, street, corner, six line, trio, first four) are named by choosing their kind and
 * tapping their numbers (inside-bets.ts); each placed one is listed with its stake.
 */
export class RouletteGame implements GameView {
  readonly el: HTMLElement
  readonly actionLabel = da.spin
  readonly autoplay = true
  readonly stakeRule = 'any' as const
  private readonly board: BetBoard<RouletteBet>
  private readonly order: number[]
  private readonly disc = s('g', {})
  private readonly result = h('p', { class: 'pocket', 'aria-live': 'polite' })
  private readonly spin = wheelSpinner(this.disc)
  private readonly picker: InsidePicker
  private kind: InsideKind = 'straight'
  private readonly kindButtons = new Map<InsideKind, HTMLButtonElement>()
  private readonly numberButtons = new Map<number, HTMLButtonElement>()
  private readonly hint = h('p', { class: 'pick-hint', 'aria-live': 'polite' })
  private readonly wins = h('p', { class: 'bet-wins', 'aria-live': 'polite' })

  constructor(private readonly ctx: GameContext) {
    const american = ctx.game.statement.model.endsWith('-us')
    this.order = american ? AMERICAN : EUROPEAN
    this.picker = new InsidePicker(american ? 'american' : 'european')
    this.board = new BetBoard<RouletteBet>(ctx.stake)
    this.drawWheel()
    const b = this.board
    const numberSpot = (n: number, label: string, cls: string) => {
      const el = b.spot(this.insideSpot(straight(n), label), cls, () => this.tapNumber(n))
      this.numberButtons.set(n, el)
      return el
    }
    const zeros = (american ? [0, 37] : [0]).map((n) => numberSpot(n, n === 37 ? '00' : '0', 'zero'))
    const numbers = range(1, 36).map((n) => {
      const el = numberSpot(n, String(n), RED.has(n) ? 'red' : 'black')
      el.setAttribute('aria-label', `${n} ${RED.has(n) ? da.red : da.black}`)
      return el
    })
    const kinds = h(
      'div',
      { class: 'bet-kinds', role: 'group', 'aria-label': da.betKind },
      ...INSIDE_KINDS.map((k) => {
        const el = button(INSIDE_LABELS[k], () => this.pickKind(k), {
          class: 'bet-kind',
          'aria-pressed': String(k === this.kind),
        })
        this.kindButtons.set(k, el)
        return el
      }),
    )
    const outside = [
      ...[1, 2, 3].map((d) =>
        b.spot({
          key: `dozen${d}`,
          label: da.dozen(d),
          bet: (stake) => ({ type: 'dozen', which: d, stake }),
        }),
      ),
      ...[1, 2, 3].map((c) =>
        b.spot({
          key: `column${c}`,
          label: da.column(c),
          bet: (stake) => ({ type: 'column', which: c, stake }),
        }),
      ),
      ...(['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((t) =>
        b.spot({ key: t, label: da[t], bet: (stake) => ({ type: t, stake }) }, t),
      ),
    ]
    const svg = s(
      'svg',
      { viewBox: '0 0 100 100', class: 'roulette-wheel', 'aria-hidden': 'true' },
      this.disc,
      s('polygon', { points: '50,1 46,8 54,8', fill: '#fff' }),
    )
    const sheet = new BetSheet(
      kinds,
      this.hint,
      h(
        'div',
        { class: 'layout', role: 'group', 'aria-label': 'Bord' },
        h('div', { class: 'zeros' }, ...zeros),
        h('div', { class: 'numbers' }, ...numbers),
      ),
      h('div', { class: 'outside' }, ...outside),
      h('div', { class: 'board-foot' }, b.list, b.clearButton()),
    )
    this.el = h(
      'section',
      { class: 'table roulette' },
      h('div', { class: 'wheel-row' }, svg, this.result),
      sheet.inline,
      sheet.opener,
      h('p', { class: 'bets-line' }, b.total),
      this.wins,
      sheet.dialog,
    )
    sheet.watch(this.el)
  }

  /** The spot of an inside bet: straights keep their number's button, the others are listed. */
  private insideSpot(bet: InsideBet, label = insideName(bet)): Spot<RouletteBet> {
    return {
      key: insideKey(bet),
      label,
      name: insideName(bet),
      bet: (stake) => ({ type: bet.type, numbers: bet.numbers, stake }),
    }
  }

  private pickKind(kind: InsideKind) {
    this.kind = kind
    this.picker.reset()
    for (const [k, el] of this.kindButtons) el.setAttribute('aria-pressed', String(k === kind))
    this.paintPicking()
  }

  /** A number tapped: a straight at once, or one more number towards the chosen kind's bet. */
  private tapNumber(n: number) {
    if (this.kind === 'straight') {
      this.board.toggle(this.insideSpot(straight(n), String(n)))
      return
    }
    const bet = this.picker.tap(this.kind, n)
    if (bet) this.board.toggle(this.insideSpot(bet))
    this.paintPicking()
  }

  private paintPicking() {
    const picking = new Set(this.picker.picking)
    for (const [n, el] of this.numberButtons) el.classList.toggle('picking', picking.has(n))
    this.hint.textContent = insideHint(this.kind, this.picker.picking)
  }

  private drawWheel() {
    drawPockets(this.disc, this.order)
    this.disc.append(s('circle', { cx: 50, cy: 50, r: 30, fill: 'var(--reel)' }))
    this.disc.style.transformOrigin = '50px 50px'
  }

  cost(): number {
    return this.board.cost()
  }

  async play(): Promise<RoundAnswer | null> {
    const bets = this.board.bets()
    if (bets.length === 0) {
      this.ctx.say(da.placeBet)
      return null
    }
    this.board.mark(() => false)
    this.wins.textContent = ''
    const answer = await this.ctx.api.bet({ roulette: bets, auto: this.ctx.auto() })
    const o = answer.round.outcome
    if (o?.kind !== 'roulette') throw new Error('the studio answered a roulette bet without a pocket')
    await this.turnTo(o.pocket)
    this.result.textContent = pocketText(o.pocket)
    this.showWins(this.board.marked(o.returns))
    this.ctx.settled(answer)
    if (answer.round.win > 0)
      this.ctx.say(`${pocketText(o.pocket)} · ${da.win} ${formatOre(answer.round.win)}`)
    return answer
  }

  /** Each bet the server paid, with what it paid back (the stake included), under the table. */
  private showWins(wins: readonly SpotWin[]) {
    this.wins.textContent = wins.map((w) => da.betWin(w.name, formatOre(w.amount))).join(' · ')
  }

  private async turnTo(pocket: number) {
    const quick = this.ctx.quick()
    // Turn forward whole turns, then to the angle that puts the pocket under the pointer.
    await this.spin(this.order.indexOf(pocket), this.order.length, quick ? 1 : 3, quick ? 500 : 3000)
  }
}
