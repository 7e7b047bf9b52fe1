import type { LiveKindName } from '../../../contract/live.ts'
import { baccaratCardSvg, baccaratPoints, blackjackTotal, cardSvg } from '../cards.ts'
import { h } from '../dom.ts'
import type { LiveBoard } from './board.ts'
import { cardsField, field } from './reveal.ts'
import type { TableView } from './table-view.ts'
import { daLive } from './text.ts'

type Hand = { key: string[]; label: string }

/** Which hands each card table shows, and the reveal fields they come from. */
const HANDS: Record<'blackjack' | 'baccarat' | 'holdem', Hand[]> = {
  blackjack: [
    { key: ['dealer'], label: daLive.dealer },
    { key: ['shared', 'player', 'hand'], label: daLive.shared },
  ],
  baccarat: [
    { key: ['player'], label: daLive.player },
    { key: ['banker'], label: daLive.banker },
  ],
  holdem: [
    { key: ['dealer'], label: daLive.dealer },
    { key: ['board', 'community'], label: daLive.board },
    { key: ['player', 'hole', 'hand'], label: daLive.you },
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
  const face = (c: number) => (kind === 'baccarat' ? baccaratCardSvg(c) : cardSvg(c))
  const totalOf = (cards: number[]) =>
    cards.length === 0
      ? ''
      : kind === 'baccarat'
        ? String(baccaratPoints(cards))
        : kind === 'blackjack'
          ? blackjackTotal(cards)
          : ''
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
        x.total.textContent = totalOf(cards)
      }
    },
    seat(view) {
      const cards = cardsField(view, 'cards', 'hand', 'player')
      if (cards.length === 0) return
      ownEl.hidden = false
      own.cards.replaceChildren(...cards.map(face))
      own.total.textContent = totalOf(cards)
    },
    resultText(reveal) {
      const winner = field(reveal, 'winner', 'result')
      if (kind === 'baccarat') {
        const p = baccaratPoints(cardsField(reveal, 'player'))
        const b = baccaratPoints(cardsField(reveal, 'banker'))
        return typeof winner === 'string' ? `${p}–${b}` : `${p}–${b}`
      }
      const dealer = cardsField(reveal, 'dealer')
      return kind === 'blackjack' && dealer.length
        ? blackjackTotal(dealer)
        : typeof winner === 'string'
          ? winner
          : '•'
    },
    resultClass(reveal) {
      if (kind !== 'baccarat') return ''
      const p = baccaratPoints(cardsField(reveal, 'player'))
      const b = baccaratPoints(cardsField(reveal, 'banker'))
      return p > b ? 'player' : b > p ? 'banker' : 'tie'
    },
  }
}
