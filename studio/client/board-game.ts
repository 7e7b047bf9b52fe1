import type { RoundAnswer } from '../../contract/studio.ts'
import { BetBoard } from './bet-board.ts'
import { h } from './dom.ts'
import type { GameContext } from './game.ts'
import { da } from './text.ts'

/**
 * A table played with chips on a board in one step (baccarat, sic bo): 'Spil' sends the chips on the
 * table, nothing without one; the answer is shown on the table, then settled by the shell.
 */
export abstract class BoardGame<B> {
  readonly actionLabel = da.play
  readonly autoplay = true
  protected readonly board: BetBoard<B>

  constructor(protected readonly ctx: GameContext) {
    this.board = new BetBoard<B>(ctx.stake)
  }

  /** Sends the bets as the studio's bet call. */
  protected abstract send(bets: B[]): Promise<RoundAnswer>
  /** Shows the answer's outcome on the table (throws for an answer of another game). */
  protected abstract present(answer: RoundAnswer): void

  /** Under the board: the chips' total and the button that takes them off. */
  protected foot(): HTMLElement {
    return h('div', { class: 'board-foot' }, this.board.total, this.board.clearButton())
  }

  cost(): number {
    return this.board.cost()
  }

  async play(): Promise<RoundAnswer | null> {
    const bets = this.board.betsOrAsk(this.ctx.say)
    if (!bets) return null
    const answer = await this.send(bets)
    this.present(answer)
    this.ctx.settled(answer)
    return answer
  }
}
