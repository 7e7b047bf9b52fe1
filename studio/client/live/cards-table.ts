import type { LiveKindName } from '../../../contract/live.ts'
import { blackjackTotal, cardSvg } from '../cards.ts'
import { h } from '../dom.ts'
import type { LiveBoard } from './board.ts'
import { cardsField, field, numberField } from './reveal.ts'
import type { TableView } from './table-view.ts'
import { daLive } from './text.ts'

/** A hand on the felt: where its cards are in the reveal, and where its total or hand name is. */
type Hand = { key: string[]; label: string; total?: string }

/** Which hands each card table shows, and the reveal fields they come from. */
const HANDS: Record<'blackjack' | 'baccarat' | 'holdem', Hand[]> = {
  blackjack: [
    { key: ['dealer', 'dealerUp'], label: daLive.dealer },
    { key: ['cards'], label: daLive.shared },
  ],
  baccarat: [
    { key: ['player'], label: daLive.player, total: 'playerTotal' },
    { key: ['banker'], label: daLive.banker, total: 'bankerTotal' },
  ],
  holdem: [
    { key: ['dealer'], label: daLive.dealer, total: 'dealerHand' },
    { key: ['board', 'flop'], label: daLive.board },
    { key: ['player'], label: daLive.player, total: 'playerHand' },
  ],
}

const SPOTS: Record<'blackjack' | 'baccarat' | 'holdem', [string, string][]> = {
  blackjack: [['main', daLive.main]],
  baccarat: [
    ['player', daLive.player],
    ['tie', daLive.tie],
    ['banker', daLive.banker],
  ],
  holdem: [['ante', daLive.ante]],
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Blackjack (shared first cards), baccarat and casino hold'em: cards dealt one by one onto the felt. */
export function cardsTable(
  board: LiveBoard,
  kind: Extract<LiveKindName, 'blackjack' | 'baccarat' | 'holdem'>,
): TableView {
  const hands = HANDS[kind].map((hand) => {
    const cards = h('div', { class: 'live-cards' })
    const total = h('span', { class: 'live-total' })
    const el = h(
      'div',
      { class: 'live-hand', 'data-hand': hand.key[0] },
      h('h3', {}, hand.label, ' ', total),
      cards,
    )
    return { hand, el, cards, total }
  })
  const own = { cards: h('div', { class: 'live-cards' }), total: h('span', { class: 'live-total' }) }
  const ownEl = h(
    'div',
    { class: 'live-hand own', hidden: true },
    h('h3', {}, daLive.you, ' ', own.total),
    own.cards,
  )
  const face = (c: number) => cardSvg(c)
  // The engine states baccarat's points and hold'em's hand names; blackjack totals are counted here.
  const totalOf = (hand: Hand, cards: number[], reveal: unknown) => {
    const stated = hand.total ? field(reveal, hand.total) : undefined
    if (typeof stated === 'string' || typeof stated === 'number') return String(stated)
    return kind === 'blackjack' && cards.length > 0 ? blackjackTotal(cards) : ''
  }
  const layout = h(
    'div',
    { class: `live-layout ${kind}`, role: 'group', 'aria-label': daLive.table },
    ...SPOTS[kind].map(([spot, label]) => board.spot(spot, label, `spot-${spot}`)),
  )
  return {
    el: h('div', { class: 'live-felt' }, ...hands.map((x) => x.el), ownEl),
    layout,
    reset() {
      for (const x of hands) {
        x.cards.replaceChildren()
        x.total.textContent = ''
      }
      own.cards.replaceChildren()
      ownEl.hidden = true
    },
    async show(reveal, animate) {
      for (const x of hands) {
        const cards = cardsField(reveal, ...x.hand.key)
        const shown = x.cards.childElementCount
        for (const c of cards.slice(shown)) {
          const svg = face(c)
          if (animate) svg.classList.add('dealt')
          x.cards.append(svg)
          if (animate) await wait(350)
        }
        x.total.textContent = totalOf(x.hand, cards, reveal)
      }
    },
    seat(view) {
      // Blackjack: the seat's own hands after its decisions (a split makes two).
      const hands = field(view, 'hands')
      if (!Array.isArray(hands) || hands.length === 0) return
      ownEl.hidden = false
      own.cards.replaceChildren(
        ...hands.flatMap((hand, i) => [
          ...(i > 0 ? [h('span', { class: 'live-split' }, '|')] : []),
          ...cardsField(hand, 'cards').map(face),
        ]),
      )
      own.total.textContent = hands
        .map((hand) => {
          const t = field(hand, 'total')
          return typeof t === 'number' ? String(t) : blackjackTotal(cardsField(hand, 'cards'))
        })
        .join(' / ')
    },
    resultText(reveal) {
      if (kind === 'baccarat')
        return `${numberField(reveal, 'playerTotal') ?? '–'}–${numberField(reveal, 'bankerTotal') ?? '–'}`
      if (kind === 'blackjack') return String(numberField(reveal, 'dealerTotal') ?? '•')
      const w = field(reveal, 'winner')
      return w === 'player' ? daLive.player : w === 'dealer' ? daLive.dealer : w === 'tie' ? daLive.tie : '•'
    },
    resultClass(reveal) {
      const w = field(reveal, 'winner')
      return typeof w === 'string' ? w : ''
    },
  }
}
