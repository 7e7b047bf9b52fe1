import type { RoundAnswer, RoundView } from '../../contract/studio.ts'
import { blackjackTotal, cardSvg } from './cards.ts'
import { button, h } from './dom.ts'
import { formatOre } from './format.ts'
import type { GameContext, GameView } from './game.ts'
import { da } from './text.ts'

type Action = 'hit' | 'stand' | 'double' | 'split'
type View = Extract<NonNullable<RoundView['outcome']>, { kind: 'blackjack' }>

/**
 * Blackjack: 'Giv kort' deals; 'Kort', 'Stå', 'Doble' and 'Split' are enabled exactly when the server's
 * answer lists them as legal for the active hand. The dealer's hole card shows face down until the
 * server sends it.
 */
export class BlackjackGame implements GameView {
  readonly el: HTMLElement
  readonly actionLabel = da.deal
  readonly autoplay = false
  readonly stakeRule = 'even' as const
  private readonly dealer = h('div', { class: 'hand dealer', role: 'group', 'aria-label': da.dealer })
  private readonly hands = h('div', { class: 'hands' })
  private readonly actions = new Map<Action, HTMLButtonElement>()
  private open = false
  private acting = false

  constructor(private readonly ctx: GameContext) {
    const bar = h('div', { class: 'actions' })
    for (const a of ['hit', 'stand', 'double', 'split'] as const) {
      const b = button(da[a], () => void this.act(a), { disabled: true })
      this.actions.set(a, b)
      bar.append(b)
    }
    this.el = h('section', { class: 'table blackjack' }, this.dealer, this.hands, bar)
  }

  cost(): number {
    return this.open ? 0 : this.ctx.stake()
  }

  async play(): Promise<RoundAnswer | null> {
    if (this.open) {
      this.ctx.say(da.busy)
      return null
    }
    const answer = await this.ctx.api.deal(this.ctx.stake())
    return this.show(answer)
  }

  resume(round: RoundView) {
    if (round.outcome?.kind === 'blackjack') this.draw(round.outcome)
  }

  private async act(a: Action) {
    if (this.acting) return
    this.acting = true
    try {
      await this.show(await this.ctx.api.act(a))
    } catch (e) {
      this.ctx.say(e instanceof Error ? e.message : String(e))
    } finally {
      this.acting = false
    }
  }

  private show(answer: RoundAnswer): RoundAnswer | null {
    const o = answer.round.outcome
    if (o?.kind !== 'blackjack') throw new Error('the studio answered a blackjack call without cards')
    this.draw(o)
    if (o.phase === 'over') {
      this.ctx.settled(answer)
      return answer
    }
    this.ctx.progressed(answer)
    return null
  }

  private draw(o: View) {
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
