import { button, h, s } from '../dom.ts'
import {
  INSIDE_KINDS,
  INSIDE_LABELS,
  type InsideBet,
  type InsideKind,
  InsidePicker,
  insideHint,
  insideName,
} from '../inside-bets.ts'
import { colourOf, drawPockets, EUROPEAN, RED } from '../roulette-wheel.ts'
import { wheelSpinner } from '../wheel-disc.ts'
import type { LiveBoard } from './board.ts'
import { luckyNumbers, numberField } from './reveal.ts'
import type { TableView } from './table-view.ts'
import { daLive } from './text.ts'

/**
 * A bet's spot name in the live protocol (studio/engine/live/roulette.ts): streets and six lines by
 * their lowest number, splits, corners and trios by all of theirs, the first four by its name.
 */
function liveSpot(bet: InsideBet): string {
  switch (bet.type) {
    case 'street':
    case 'six_line':
    case 'straight':
      return `${bet.type}:${bet.numbers[0]}`
    case 'first_four':
      return 'first_four'
    default:
      return `${bet.type}:${bet.numbers.join('-')}`
  }
}

const nameOf = (n: number) => (n === 0 ? '0' : `${n} ${RED.has(n) ? 'Rød' : 'Sort'}`)

const OUTSIDE: [string, string][] = [
  ['dozen:1', '1. dusin'],
  ['dozen:2', '2. dusin'],
  ['dozen:3', '3. dusin'],
  ['low', '1–18'],
  ['even', 'Lige'],
  ['red', 'Rød'],
  ['black', 'Sort'],
  ['odd', 'Ulige'],
  ['high', '19–36'],
  ['column:1', '1. kolonne'],
  ['column:2', '2. kolonne'],
  ['column:3', '3. kolonne'],
]

/** European and Lyn Roulette: the wheel turning to the revealed pocket, lucky numbers lit on the layout. */
export function rouletteTable(board: LiveBoard, lyn: boolean): TableView {
  const disc = s('g', {})
  drawPockets(disc, EUROPEAN)
  disc.append(s('circle', { cx: 50, cy: 50, r: 30, fill: '#5a3a1a' }))
  disc.style.transformOrigin = '50px 50px'
  const ball = s('circle', { cx: 50, cy: 6, r: 2.4, fill: '#fff', visibility: 'hidden' })
  const pocketEl = h('p', { class: 'live-pocket', 'aria-live': 'polite' })
  const luckyEl = h('ul', { class: 'live-lucky', 'aria-label': daLive.lucky })
  const svg = s(
    'svg',
    { viewBox: '0 0 100 100', class: 'live-wheel', 'aria-hidden': 'true' },
    disc,
    ball,
    s('polygon', { points: '50,1 46,8 54,8', fill: '#ffd34d' }),
  )
  // Inside bets beyond one number: a kind, then its numbers tapped (inside-bets.ts), as at the RNG table.
  const picker = new InsidePicker('european')
  let kind: InsideKind = 'straight'
  const hint = h('p', { class: 'pick-hint', 'aria-live': 'polite' })
  const numberButtons = new Map<number, HTMLButtonElement>()
  const paintPicking = () => {
    const picking = new Set(picker.picking)
    for (const [n, el] of numberButtons) el.classList.toggle('picking', picking.has(n))
    hint.textContent = insideHint(kind, picker.picking)
  }
  const tap = (n: number) => {
    if (kind === 'straight') return board.add(`straight:${n}`)
    const bet = picker.tap(kind, n)
    if (bet) board.place(liveSpot(bet), insideName(bet))
    paintPicking()
  }
  const kindButtons = INSIDE_KINDS.map((k) =>
    button(
      INSIDE_LABELS[k],
      () => {
        kind = k
        picker.reset()
        for (const b of kindButtons) b.setAttribute('aria-pressed', String(b.dataset.kind === k))
        paintPicking()
      },
      { class: 'bet-kind', 'aria-pressed': String(k === kind), 'data-kind': k },
    ),
  )
  const numberSpot = (k: number, label: string, cls: string, aria?: string) => {
    const el = board.spot(`straight:${k}`, label, cls, aria, () => tap(k))
    numberButtons.set(k, el)
    return el
  }
  // Column by column, 3 on top as on a real layout (the grid flows down each column).
  const numbers = Array.from({ length: 36 }, (_, i) => {
    const k = Math.floor(i / 3) * 3 + 3 - (i % 3)
    return numberSpot(k, String(k), RED.has(k) ? 'red' : 'black', `${k} ${RED.has(k) ? 'Rød' : 'Sort'}`)
  })
  const layout = h(
    'div',
    { class: 'live-layout roulette', role: 'group', 'aria-label': daLive.table },
    h('div', { class: 'bet-kinds live-kinds', role: 'group', 'aria-label': daLive.betKind }, ...kindButtons),
    hint,
    h('div', { class: 'live-zero' }, numberSpot(0, '0', 'zero')),
    h('div', { class: 'live-numbers' }, ...numbers),
    h(
      'div',
      { class: 'live-outside' },
      ...OUTSIDE.map(([spot, label]) =>
        board.spot(spot, label, spot === 'red' || spot === 'black' ? spot : ''),
      ),
    ),
    h('div', { class: 'live-placed-row' }, board.list),
  )
  const spin = wheelSpinner(disc)
  const light = (lucky: { pocket: number; multiplier: number }[]) => {
    luckyEl.replaceChildren(
      ...lucky.map((l) => h('li', { 'data-pocket': l.pocket }, `${l.pocket} ×${l.multiplier}`)),
    )
    for (const el of layout.querySelectorAll<HTMLElement>('.live-spot')) {
      const hit = lucky.find((l) => el.dataset.spot === `straight:${l.pocket}`)
      el.classList.toggle('lucky', hit !== undefined)
      if (hit) el.dataset.mult = `×${hit.multiplier}`
      else delete el.dataset.mult
    }
  }
  return {
    el: h(
      'div',
      { class: 'live-roulette' },
      h('div', { class: 'live-wheel-row' }, svg, pocketEl),
      lyn ? luckyEl : null,
    ),
    layout,
    reset() {
      pocketEl.textContent = ''
      ball.setAttribute('visibility', 'hidden')
      if (lyn) light([])
    },
    async show(reveal, animate) {
      const pocket = numberField(reveal, 'pocket', 'number')
      if (lyn) light(luckyNumbers(reveal))
      if (pocket === null) return
      await spin(EUROPEAN.indexOf(pocket), EUROPEAN.length, 3, animate ? 3500 : 1).catch(() => undefined)
      ball.setAttribute('visibility', 'visible')
      pocketEl.textContent = nameOf(pocket)
      pocketEl.style.background = colourOf(pocket)
    },
    resultText(reveal) {
      const pocket = numberField(reveal, 'pocket', 'number')
      return pocket === null ? '–' : String(pocket)
    },
    resultClass(reveal) {
      const pocket = numberField(reveal, 'pocket', 'number')
      return pocket === null ? '' : pocket === 0 ? 'zero' : RED.has(pocket) ? 'red' : 'black'
    },
  }
}
