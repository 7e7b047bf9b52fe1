import type { BaccaratWager, RoundAnswer } from '../../contract/studio.ts'
import { BoardGame } from './board-game.ts'
import { baccaratCardSvg, baccaratPoints } from './cards.ts'
import { h } from './dom.ts'
import type { GameContext, GameView } from './game.ts'
import { da } from './text.ts'

/** Punto banco: chips on Spiller, Bank or Uafgjort, then both hands as dealt with their points. */
export class BaccaratGame extends BoardGame<BaccaratWager> implements GameView {
  readonly el: HTMLElement
  /** Banker pays 0.95:1, so every stake here is a multiple of 20 øre (whole øre on any winner). */
  readonly stakeRule = 'twenty' as const
  private readonly player = h('div', { class: 'hand', role: 'group', 'aria-label': da.player })
  private readonly banker = h('div', { class: 'hand', role: 'group', 'aria-label': da.banker })

  constructor(ctx: GameContext) {
    super(ctx)
    const b = this.board
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
      this.foot(),
    )
  }

  protected send(bets: BaccaratWager[]): Promise<RoundAnswer> {
    this.board.mark(() => false)
    return this.ctx.api.bet({ baccarat: bets, auto: this.ctx.auto() })
  }

  protected present(answer: RoundAnswer) {
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
  }
}
