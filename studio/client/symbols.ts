import { s } from './dom.ts'
import type { Palette } from './theme.ts'

/** Danish names of the engine's symbols (studio/engine/models/*), for the paytable and screen readers. */
const NAMES: Record<string, string> = {
  wild: 'Wild',
  scatter: 'Scatter',
  bonus: 'Bonus',
  seven: 'Syv',
  eight: 'Otte',
  nine: 'Ni',
  ten: 'Ti',
  jack: 'Knægt',
  queen: 'Dame',
  king: 'Konge',
  ace: 'Es',
  gem: 'Ædelsten',
  amber: 'Rav',
  jade: 'Jade',
  ruby: 'Rubin',
  crown: 'Krone',
  blank: 'Tom',
}

/** The glyph a card-rank symbol carries (Danish ranks: Knægt, Dame, Konge, Es). */
const RANKS: Record<string, string> = {
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  jack: 'Kn',
  queen: 'D',
  king: 'K',
  ace: 'E',
}

export const symbolName = (name: string): string => NAMES[name] ?? name

/** A star (or polygon when inner = outer) centred in the 100×100 box. */
function starPoints(points: number, outer: number, inner: number, turn = -Math.PI / 2): string {
  const out: string[] = []
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = turn + (i * Math.PI) / points
    out.push(`${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`)
  }
  return out.join(' ')
}

const label = (text: string, size: number, fill = '#fff') =>
  s(
    'text',
    {
      x: 50,
      y: 50,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      'font-size': size,
      'font-weight': 800,
      'font-family': 'system-ui, sans-serif',
      fill,
      stroke: 'rgba(0,0,0,.45)',
      'stroke-width': 2,
      'paint-order': 'stroke',
    },
    text,
  )

function art(name: string, index: number, p: Palette): SVGElement[] {
  const c = p.symbol(index)
  const rank = RANKS[name]
  if (rank) {
    return [
      s('rect', { x: 12, y: 12, width: 76, height: 76, rx: 18, fill: c, opacity: 0.9 }),
      s('rect', {
        x: 18,
        y: 18,
        width: 64,
        height: 64,
        rx: 14,
        fill: 'none',
        stroke: '#fff',
        'stroke-opacity': 0.5,
      }),
      label(rank, rank.length > 1 ? 36 : 46),
    ]
  }
  switch (name) {
    case 'wild':
      return [
        s('polygon', {
          points: starPoints(p.points, 46, 30),
          fill: p.frame,
          stroke: '#fff',
          'stroke-width': 3,
        }),
        label('WILD', 22),
      ]
    case 'scatter':
    case 'bonus':
      return [
        s('circle', { cx: 50, cy: 50, r: 42, fill: p.accent, stroke: '#fff', 'stroke-width': 3 }),
        s('polygon', { points: starPoints(p.points + 4, 40, 20), fill: c, opacity: 0.8 }),
        label(name === 'bonus' ? 'BONUS' : 'SCATTER', name === 'bonus' ? 20 : 15),
      ]
    case 'crown':
      return [
        s('polygon', {
          points: starPoints(p.points, 44, 38),
          fill: p.reel,
          stroke: p.frame,
          'stroke-width': 2,
        }),
        s('path', {
          d: 'M18 70 L22 32 L38 50 L50 24 L62 50 L78 32 L82 70 Z',
          fill: '#f5c542',
          stroke: '#7a5a00',
          'stroke-width': 3,
        }),
        s('rect', { x: 18, y: 70, width: 64, height: 10, rx: 3, fill: '#e0a800' }),
      ]
    case 'blank':
      return []
    default:
      // Gems (gem, amber, jade, ruby) and any symbol a later model adds: a faceted stone in its colour.
      return [
        s('polygon', { points: '50,10 84,36 70,88 30,88 16,36', fill: c, stroke: '#fff', 'stroke-width': 3 }),
        s('polygon', { points: '50,10 62,36 50,88 38,36', fill: '#fff', opacity: 0.25 }),
        s('line', {
          x1: 16,
          y1: 36,
          x2: 84,
          y2: 36,
          stroke: '#fff',
          'stroke-opacity': 0.6,
          'stroke-width': 2,
        }),
      ]
  }
}

export const symbolId = (index: number) => `sym-${index}`

/** One hidden SVG of <symbol>s; each reel cell draws its symbol with a cheap <use>. */
export function symbolSprite(names: readonly string[], p: Palette): SVGSVGElement {
  const sprite = s('svg', { width: 0, height: 0, 'aria-hidden': 'true', class: 'sprite' })
  names.forEach((name, i) => {
    sprite.append(s('symbol', { id: symbolId(i), viewBox: '0 0 100 100' }, ...art(name, i, p)))
  })
  return sprite
}

/** A symbol as an image with its Danish name (the reels, the paytable). */
export function symbolIcon(index: number, name: string, cls = 'sym'): SVGSVGElement {
  const svg = s('svg', { class: cls, viewBox: '0 0 100 100', role: 'img', 'aria-label': symbolName(name) })
  svg.append(s('use', { href: `#${symbolId(index)}` }))
  return svg
}
