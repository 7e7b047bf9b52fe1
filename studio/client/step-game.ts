import type { RoundAnswer, RoundView } from '../../contract/studio.ts'
import type { StudioApi } from './api.ts'
import type { GameContext } from './game.ts'
import { da } from './text.ts'

type Outcome = NonNullable<RoundView['outcome']>
type StepKind = 'blackjack' | 'red-dog'
export type StepView<K extends StepKind> = Extract<Outcome, { kind: K }>
type Action = Parameters<StudioApi['act']>[0]

/**
 * A card game whose round takes several calls (blackjack, red dog): 'Giv kort' deals unless a round
 * is open; every answer is drawn, and settles the round once it is over, else only tells the shell
 * (the balance moved) so the player can act on the open round.
 */
export abstract class StepGame<K extends StepKind> {
  readonly actionLabel = da.deal
  readonly autoplay = false
  /** Whether a round waits for the player's decision: no new deal, and `cost` is 0. */
  protected open = false

  constructor(
    protected readonly ctx: GameContext,
    private readonly kind: K,
    /** The game's name in the error for an answer of another kind. */
    private readonly what: string,
  ) {}

  protected abstract draw(o: StepView<K>): void

  cost(): number {
    return this.open ? 0 : this.ctx.stake()
  }

  async play(): Promise<RoundAnswer | null> {
    if (this.open) {
      this.ctx.say(da.busy)
      return null
    }
    return this.show(await this.ctx.api.deal(this.ctx.stake()))
  }

  resume(round: RoundView) {
    if (round.outcome?.kind === this.kind) this.draw(round.outcome as StepView<K>)
  }

  /** One decision on the open round; a refusal is said to the player, the table stays as it was. */
  protected async decide(a: Action) {
    try {
      this.show(await this.ctx.api.act(a))
    } catch (e) {
      this.ctx.say(e instanceof Error ? e.message : String(e))
    }
  }

  private show(answer: RoundAnswer): RoundAnswer | null {
    const o = answer.round.outcome
    if (o?.kind !== this.kind) throw new Error(`the studio answered a ${this.what} call without cards`)
    this.draw(o as StepView<K>)
    if (o.phase === 'over') {
      this.ctx.settled(answer)
      return answer
    }
    this.ctx.progressed(answer)
    return null
  }
}
