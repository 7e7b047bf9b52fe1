import type { BaccaratWager, RoundAnswer } from '../../contract/studio.ts'
import { BetBoard } from './bet-board.ts'
import { baccaratCardSvg, baccaratPoints } from './cards.ts'
import { h } from './dom.ts'
import type { GameContext, GameView } from './game.ts'
import { da } from './text.ts'

/** Punto banco: chips on Spiller, Bank or Uafgjort, then both hands as dealt with their points. */
export class BaccaratGame implements GameView {
  readonly el: HTMLElement
  readonly actionLabel = da.play
  readonly autoplay = true
  /** Banker pays 0.95:1, so every stake here is a multiple of 20 øre (whole øre on any winner). */
  readonly stakeRule = 'twenty' as const
  private readonly board: BetBoard<BaccaratWager>
  private readonly player = h('div', { class: 'hand', role: 'group', 'aria-label': da.player })
  private readonly banker = h('div', { class: 'hand', role: 'group', 'aria-label': da.banker })

  constructor(private readonly ctx: GameContext) {
    const b = new BetBoard<BaccaratWager>(ctx.stake)
    this.board = b
    const spots = h(
      'div',
      { class: 'outside' },
      b.spot({ key: 'player', label: da.player, bet: (stake) => ({ bet: 'player', stake }) }),
      b.spot({ key: 'tie', label: da.tie, bet: (stake) => ({ bet: 'tie', stake }) }),
      b.spot({ key: 'banker', label: da.banker, bet: (stake) => ({ bet: 'banker', stake }) }),
    )
    this.el = h(
      'section',
      { class: 'table baccarat' },
      h('div', { class: 'hands' }, this.player, this.banker),
      spots,
      h('div', { class: 'board-foot' }, b.total, b.clearButton()),
    )
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
    const answer = await this.ctx.api.bet({ baccarat: bets })
    const o = answer.round.outcome
    if (o?.kind !== 'baccarat') throw new Error('the studio answered a baccarat bet without cards')
    this.player.replaceChildren(
      h('p', {}, `${da.player}: ${baccaratPoints(o.player)}`),
      h('div', { class: 'cards' }, ...o.player.map(baccaratCardSvg)),
    )
    this.banker.replaceChildren(
      h('p', {}, `${da.banker}: ${baccaratPoints(o.banker)}`),
      h('div', { class: 'cards' }, ...o.banker.map(baccaratCardSvg)),
    )
    this.board.mark((k) => k === o.winner)
    this.ctx.settled(answer)
    return answer
  }
}
