import { blackjackTotal, cardSvg } from './cards.ts'
import { button, h } from './dom.ts'
import { formatOre } from './format.ts'
import type { GameContext, GameView } from './game.ts'
import { StepGame, type StepView } from './step-game.ts'
import { da } from './text.ts'

type Action = 'hit' | 'stand' | 'double' | 'split'

/**
 * Blackjack: 'Giv kort' deals; 'Kort', 'Stå', 'Doble' and 'Split' are enabled exactly when the server's
 * answer lists them as legal for the active hand. The dealer's hole card shows face down until the
 * server sends it.
 */
export class BlackjackGame extends StepGame<'blackjack'> implements GameView {
  readonly el: HTMLElement
  readonly stakeRule = 'even' as const
  private readonly dealer = h('div', { class: 'hand dealer', role: 'group', 'aria-label': da.dealer })
  private readonly hands = h('div', { class: 'hands' })
  private readonly actions = new Map<Action, HTMLButtonElement>()
  private acting = false

  constructor(ctx: GameContext) {
    super(ctx, 'blackjack', 'blackjack')
    const bar = h('div', { class: 'actions' })
    for (const a of ['hit', 'stand', 'double', 'split'] as const) {
      const b = button(da[a], () => void this.act(a), { disabled: true })
      this.actions.set(a, b)
      bar.append(b)
    }
    this.el = h('section', { class: 'table blackjack' }, this.dealer, this.hands, bar)
  }

  private async act(a: Action) {
    if (this.acting) return
    this.acting = true
    try {
      await this.decide(a)
    } finally {
      this.acting = false
    }
  }

  protected draw(o: StepView<'blackjack'>) {
    this.open = o.phase === 'player'
    const hole = o.phase === 'player' && o.dealer.length === 1 ? [cardSvg(null)] : []
    this.dealer.replaceChildren(
      h('p', {}, `${da.dealer}: ${blackjackTotal(o.dealer)}`),
      h('div', { class: 'cards' }, ...o.dealer.map(cardSvg), ...hole),
    )
    this.hands.replaceChildren(
      ...o.hands.map((hand, i) => {
        const ret = o.returns[i]
        const label = `${da.hand(i + 1)}: ${blackjackTotal(hand.cards)} · ${formatOre(hand.bet)}${hand.doubled ? ` (${da.double})` : ''}`
        return h(
          'div',
          {
            class: `hand${i === o.active && this.open ? ' active' : ''}`,
            role: 'group',
            'aria-label': da.hand(i + 1),
          },
          h('p', {}, ret !== undefined && o.phase === 'over' ? `${label} → ${formatOre(ret)}` : label),
          h('div', { class: 'cards' }, ...hand.cards.map(cardSvg)),
        )
      }),
    )
    for (const [a, b] of this.actions) b.disabled = !o.actions.includes(a)
  }
}
