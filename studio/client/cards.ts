import { s } from './dom.ts'

/** A card id 0–51: rank = id % 13 (0 ace … 9 ten, 10 knægt, 11 dame, 12 konge), suit = ⌊id / 13⌋. */
const RANKS = ['E', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Kn', 'D', 'K']
const SUITS = ['♠', '♥', '♦', '♣']
const SUIT_NAMES = ['spar', 'hjerter', 'ruder', 'klør']
const RANK_NAMES = [
  'es',
  'to',
  'tre',
  'fire',
  'fem',
  'seks',
  'syv',
  'otte',
  'ni',
  'ti',
  'knægt',
  'dame',
  'konge',
]

/** 'E♠', '10♥': the short form in the history list. */
export const cardText = (id: number): string => `${RANKS[id % 13]}${SUITS[Math.floor(id / 13) % 4]}`

/** 'spar es': what a screen reader says. */
export const cardName = (id: number): string =>
  `${SUIT_NAMES[Math.floor(id / 13) % 4]} ${RANK_NAMES[id % 13]}`

/** A card face drawn in SVG (no images); `null` is the dealer's face-down hole card. */
export function cardSvg(id: number | null): SVGSVGElement {
  if (id === null) {
    return s(
      'svg',
      { class: 'card back', viewBox: '0 0 60 84', role: 'img', 'aria-label': 'Skjult kort' },
      s('rect', {
        x: 1,
        y: 1,
        width: 58,
        height: 82,
        rx: 6,
        fill: '#1c3f8c',
        stroke: '#fff',
        'stroke-width': 2,
      }),
      s('rect', {
        x: 7,
        y: 7,
        width: 46,
        height: 70,
        rx: 4,
        fill: 'none',
        stroke: '#8fb0ff',
        'stroke-dasharray': '4 3',
      }),
    )
  }
  const suit = Math.floor(id / 13) % 4
  const colour = suit === 1 || suit === 2 ? '#c8102e' : '#111'
  const text = (x: number, y: number, size: number, body: string, anchor = 'start') =>
    s(
      'text',
      {
        x,
        y,
        'font-size': size,
        'font-weight': 700,
        fill: colour,
        'text-anchor': anchor,
        'font-family': 'Inter, system-ui, sans-serif',
      },
      body,
    )
  return s(
    'svg',
    { class: 'card', viewBox: '0 0 60 84', role: 'img', 'aria-label': cardName(id) },
    s('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#fff', stroke: '#999' }),
    text(5, 18, 14, RANKS[id % 13] ?? ''),
    text(5, 32, 13, SUITS[suit] ?? ''),
    text(30, 62, 30, SUITS[suit] ?? '', 'middle'),
  )
}

/** Blackjack value of a hand as the table shows it: '17' or soft '7/17'. */
export function blackjackTotal(cards: readonly number[]): string {
  let hard = 0
  let ace = false
  for (const c of cards) {
    const v = Math.min((c % 13) + 1, 10)
    hard += v
    if (v === 1) ace = true
  }
  if (ace && hard + 10 === 21) return '21'
  return ace && hard + 10 < 21 ? `${hard}/${hard + 10}` : String(hard)
}

/**
 * Baccarat deals point values, not suits (the engine draws values 0–9 from the 8-deck composition):
 * 'E' is an ace, '10/B' a ten or a face card (0 points).
 */
export const baccaratText = (v: number): string => (v === 1 ? 'E' : v === 0 ? '10/B' : String(v))

export function baccaratCardSvg(v: number): SVGSVGElement {
  return s(
    'svg',
    { class: 'card', viewBox: '0 0 60 84', role: 'img', 'aria-label': `${baccaratText(v)}, ${v} point` },
    s('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#fff', stroke: '#999' }),
    s(
      'text',
      {
        x: 30,
        y: 48,
        'font-size': v === 0 ? 18 : 30,
        'font-weight': 700,
        fill: '#111',
        'text-anchor': 'middle',
        'font-family': 'Inter, system-ui, sans-serif',
      },
      baccaratText(v),
    ),
  )
}

/** Baccarat points of a hand: the last digit of the sum of its point values. */
export const baccaratPoints = (values: readonly number[]): number => values.reduce((a, v) => a + v, 0) % 10
