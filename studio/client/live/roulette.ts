import { h, s } from '../dom.ts'
import type { LiveBoard } from './board.ts'
import { luckyNumbers, numberField } from './reveal.ts'
import type { TableView } from './table-view.ts'
import { daLive } from './text.ts'

const EUROPEAN = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
]
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
const colourOf = (n: number) => (n === 0 ? '#0a7d3b' : RED.has(n) ? '#c8102e' : '#151515')
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
  const n = EUROPEAN.length
  const pt = (a: number, r: number) =>
    `${(50 + r * Math.sin(a)).toFixed(2)},${(50 - r * Math.cos(a)).toFixed(2)}`
  EUROPEAN.forEach((pocket, i) => {
    const a0 = ((i - 0.5) / n) * 2 * Math.PI
    const a1 = ((i + 0.5) / n) * 2 * Math.PI
    disc.append(
      s('path', {
        d: `M${pt(a0, 30)} L${pt(a0, 48)} A48,48 0 0 1 ${pt(a1, 48)} L${pt(a1, 30)} A30,30 0 0 0 ${pt(a0, 30)} Z`,
        fill: colourOf(pocket),
      }),
    )
    const [x, y] = pt((i / n) * 2 * Math.PI, 41).split(',')
    disc.append(
      s(
        'text',
        {
          x,
          y,
          'font-size': 4.2,
          fill: '#fff',
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          transform: `rotate(${(i * 360) / n} ${x} ${y})`,
        },
        String(pocket),
      ),
    )
  })
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
  // Column by column, 3 on top as on a real layout (the grid flows down each column).
  const numbers = Array.from({ length: 36 }, (_, i) => {
    const k = Math.floor(i / 3) * 3 + 3 - (i % 3)
    return board.spot(
      `straight:${k}`,
      String(k),
      RED.has(k) ? 'red' : 'black',
      `${k} ${RED.has(k) ? 'Rød' : 'Sort'}`,
    )
  })
  const layout = h(
    'div',
    { class: 'live-layout roulette', role: 'group', 'aria-label': daLive.table },
    h('div', { class: 'live-zero' }, board.spot('straight:0', '0', 'zero')),
    h('div', { class: 'live-numbers' }, ...numbers),
    h(
      'div',
      { class: 'live-outside' },
      ...OUTSIDE.map(([spot, label]) =>
        board.spot(spot, label, spot === 'red' || spot === 'black' ? spot : ''),
      ),
    ),
  )
  let angle = 0
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
      const i = EUROPEAN.indexOf(pocket)
      const target = angle - (angle % 360) + 3 * 360 + (360 - (i * 360) / n)
      const done = disc.animate(
        [{ transform: `rotate(${angle}deg)` }, { transform: `rotate(${target}deg)` }],
        {
          duration: animate ? 3500 : 1,
          easing: 'cubic-bezier(.1,.6,.2,1)',
          fill: 'forwards',
        },
      ).finished
      angle = target
      await done.catch(() => undefined)
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
