import type { RouletteBet, RoundAnswer } from '../../contract/studio.ts'
import { BetBoard } from './bet-board.ts'
import { h, s } from './dom.ts'
import { formatOre } from './format.ts'
import type { GameContext, GameView } from './game.ts'
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

/** Which bets the last pocket won, by board key (the server's returns are the money; this only marks). */
export function rouletteWinners(pocket: number): Set<string> {
  const won = new Set<string>([`n${pocket}`])
  if (pocket >= 1 && pocket <= 36) {
    won.add(RED.has(pocket) ? 'red' : 'black')
    won.add(pocket % 2 === 0 ? 'even' : 'odd')
    won.add(pocket <= 18 ? 'low' : 'high')
    won.add(`dozen${Math.ceil(pocket / 12)}`)
    won.add(`column${((pocket - 1) % 3) + 1}`)
  }
  return won
}

/**
 * Roulette: a wheel that turns to the server's pocket and the standard layout (numbers, dozens,
 * columns and the even-money bets), chips at the selected stake.
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

  constructor(private readonly ctx: GameContext) {
    const american = ctx.game.statement.model.endsWith('-us')
    this.order = american ? AMERICAN : EUROPEAN
    this.board = new BetBoard<RouletteBet>(ctx.stake)
    this.drawWheel()
    const b = this.board
    const zeros = (american ? [0, 37] : [0]).map((n) =>
      b.spot(
        {
          key: `n${n}`,
          label: n === 37 ? '00' : '0',
          bet: (stake) => ({ type: 'straight', numbers: [n], stake }),
        },
        'zero',
      ),
    )
    const numbers = range(1, 36).map((n) => {
      const el = b.spot(
        { key: `n${n}`, label: String(n), bet: (stake) => ({ type: 'straight', numbers: [n], stake }) },
        RED.has(n) ? 'red' : 'black',
      )
      el.setAttribute('aria-label', `${n} ${RED.has(n) ? da.red : da.black}`)
      return el
    })
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
    this.el = h(
      'section',
      { class: 'table roulette' },
      h('div', { class: 'wheel-row' }, svg, this.result),
      h(
        'div',
        { class: 'layout', role: 'group', 'aria-label': 'Bord' },
        h('div', { class: 'zeros' }, ...zeros),
        h('div', { class: 'numbers' }, ...numbers),
      ),
      h('div', { class: 'outside' }, ...outside),
      h('div', { class: 'board-foot' }, b.total, b.clearButton()),
    )
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
    const answer = await this.ctx.api.bet({ roulette: bets })
    const o = answer.round.outcome
    if (o?.kind !== 'roulette') throw new Error('the studio answered a roulette bet without a pocket')
    await this.turnTo(o.pocket)
    this.result.textContent = pocketText(o.pocket)
    const won = rouletteWinners(o.pocket)
    this.board.mark((k) => won.has(k))
    this.ctx.settled(answer)
    if (answer.round.win > 0)
      this.ctx.say(`${pocketText(o.pocket)} · ${da.win} ${formatOre(answer.round.win)}`)
    return answer
  }

  private async turnTo(pocket: number) {
    const quick = this.ctx.quick()
    // Turn forward whole turns, then to the angle that puts the pocket under the pointer.
    await this.spin(this.order.indexOf(pocket), this.order.length, quick ? 1 : 3, quick ? 500 : 3000)
  }
}
