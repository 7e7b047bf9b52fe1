import type { RoundAnswer, RoundView } from '../../contract/studio.ts'
import { cardSvg } from './cards.ts'
import { button, h } from './dom.ts'
import type { GameContext, GameView } from './game.ts'
import { da } from './text.ts'

type View = Extract<NonNullable<RoundView['outcome']>, { kind: 'red-dog' }>

/** Red dog: two cards and the spread; 'Forhøj' doubles the bet, 'Fortsæt' draws at the same bet. */
export class RedDogGame implements GameView {
  readonly el: HTMLElement
  readonly actionLabel = da.deal
  readonly autoplay = false
  readonly stakeRule = 'any' as const
  private readonly cards = h('div', { class: 'cards', role: 'group', 'aria-label': 'Kort' })
  private readonly info = h('p', {})
  private readonly raise: HTMLButtonElement
  private readonly call: HTMLButtonElement
  private open = false

  constructor(private readonly ctx: GameContext) {
    this.raise = button(da.raise, () => void this.act('raise'), { disabled: true })
    this.call = button(da.call, () => void this.act('call'), { disabled: true })
    this.el = h(
      'section',
      { class: 'table red-dog' },
      this.cards,
      this.info,
      h('div', { class: 'actions' }, this.raise, this.call),
    )
  }

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
    if (round.outcome?.kind === 'red-dog') this.draw(round.outcome)
  }

  private async act(a: 'raise' | 'call') {
    this.raise.disabled = true
    this.call.disabled = true
    try {
      await this.show(await this.ctx.api.act(a))
    } catch (e) {
      this.ctx.say(e instanceof Error ? e.message : String(e))
    }
  }

  private show(answer: RoundAnswer): RoundAnswer | null {
    const o = answer.round.outcome
    if (o?.kind !== 'red-dog') throw new Error('the studio answered a red dog call without cards')
    this.draw(o)
    if (o.phase === 'over') {
      this.ctx.settled(answer)
      return answer
    }
    this.ctx.progressed(answer)
    return null
  }

  private draw(o: View) {
    this.open = o.phase === 'decide'
    this.cards.replaceChildren(...o.cards.map(cardSvg))
    this.info.textContent = o.spread === -1 ? da.pair : o.spread === 0 ? da.consecutive : da.spread(o.spread)
    this.raise.disabled = !o.actions.includes('raise')
    this.call.disabled = !o.actions.includes('call')
  }
}
