import { cardSvg } from './cards.ts'
import { button, h } from './dom.ts'
import type { GameContext, GameView } from './game.ts'
import { StepGame, type StepView } from './step-game.ts'
import { da } from './text.ts'

/** Red dog: two cards and the spread; 'Forhøj' doubles the bet, 'Fortsæt' draws at the same bet. */
export class RedDogGame extends StepGame<'red-dog'> implements GameView {
  readonly el: HTMLElement
  readonly stakeRule = 'any' as const
  private readonly cards = h('div', { class: 'cards', role: 'group', 'aria-label': 'Kort' })
  private readonly info = h('p', {})
  private readonly raise: HTMLButtonElement
  private readonly call: HTMLButtonElement

  constructor(ctx: GameContext) {
    super(ctx, 'red-dog', 'red dog')
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

  private async act(a: 'raise' | 'call') {
    this.raise.disabled = true
    this.call.disabled = true
    await this.decide(a)
  }

  protected draw(o: StepView<'red-dog'>) {
    this.open = o.phase === 'decide'
    this.cards.replaceChildren(...o.cards.map(cardSvg))
    this.info.textContent = o.spread === -1 ? da.pair : o.spread === 0 ? da.consecutive : da.spread(o.spread)
    this.raise.disabled = !o.actions.includes('raise')
    this.call.disabled = !o.actions.includes('call')
  }
}
