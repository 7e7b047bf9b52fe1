import { h, s } from '../dom.ts'
import { drawSegments, wheelSpinner } from '../wheel-disc.ts'
import type { LiveBoard } from './board.ts'
import { field, numberField, wheelSegment } from './reveal.ts'
import type { TableView } from './table-view.ts'
import { daLive } from './text.ts'

/**
 * The money wheel's 54 segments in wheel order, built as the engine builds them
 * (studio/engine/live/wheel.ts SEGMENTS), so a revealed spin index lands on its own segment: each
 * number spread evenly round the wheel, the 2x and 7x multipliers opposite each other.
 */
const NUMBERS: [string, number][] = [
  ['1', 23],
  ['2', 15],
  ['5', 7],
  ['10', 4],
  ['20', 2],
  ['40', 1],
]
const MULTIPLIERS = ['2x', '7x']
const COLOURS: Record<string, string> = {
  '1': '#e0b000',
  '2': '#2f7de1',
  '5': '#7c3fd1',
  '10': '#1aa35a',
  '20': '#e2572b',
  '40': '#c8102e',
  '2x': '#d9d9d9',
  '7x': '#ffd34d',
}

export function wheelSegments(): string[] {
  const all: { at: number; label: string }[] = []
  for (const [label, count] of NUMBERS)
    for (let i = 0; i < count; i++) all.push({ at: (i + 0.5) / count, label })
  MULTIPLIERS.forEach((label, k) => {
    all.push({ at: (k + 0.25) / 2, label })
  })
  all.sort((a, b) => a.at - b.at || a.label.localeCompare(b.label))
  return all.map((a) => a.label)
}

/** The game shows' money wheel: bets on a number, the wheel stops on a segment that pays it. */
export function wheelTable(board: LiveBoard): TableView {
  const segs = wheelSegments()
  const n = segs.length
  const disc = s('g', {})
  drawSegments(disc, n, {
    inner: 0,
    labelRadius: 40,
    fontSize: 3.6,
    fill: (i) => COLOURS[segs[i] ?? ''] ?? '#888',
    label: (i) => segs[i] ?? '',
    path: { stroke: '#0006', 'stroke-width': 0.3 },
  })
  disc.append(s('circle', { cx: 50, cy: 50, r: 12, fill: '#222', stroke: '#ffd34d' }))
  disc.style.transformOrigin = '50px 50px'
  const resultEl = h('p', { class: 'live-pocket', 'aria-live': 'polite' })
  const svg = s(
    'svg',
    { viewBox: '0 0 100 100', class: 'live-wheel', 'aria-hidden': 'true' },
    disc,
    s('polygon', { points: '50,1 46,8 54,8', fill: '#fff' }),
  )
  const spin = wheelSpinner(disc)
  return {
    el: h('div', { class: 'live-wheel-row' }, svg, resultEl),
    layout: h(
      'div',
      { class: 'live-layout wheel', role: 'group', 'aria-label': daLive.wheel },
      ...NUMBERS.map(([label]) => board.spot(label, label, `seg-${label}`, daLive.segment(label))),
    ),
    reset() {
      resultEl.textContent = ''
    },
    async show(reveal, animate) {
      const label = wheelSegment(reveal)
      if (label === null) return
      // The last spin is where the wheel stops; earlier spins were multipliers that re-spun it.
      const spins = field(reveal, 'spins')
      const lastSpin = Array.isArray(spins) ? spins[spins.length - 1] : undefined
      const i =
        typeof lastSpin === 'number' && segs[lastSpin] === label ? lastSpin : Math.max(0, segs.indexOf(label))
      await spin(i, n, 4, animate ? 4000 : 1).catch(() => undefined)
      const multiplier = numberField(reveal, 'multiplier') ?? 1
      resultEl.textContent = `${daLive.segment(label)}${multiplier > 1 ? ` ×${multiplier}` : ''}`
      resultEl.style.background = COLOURS[label] ?? '#444'
    },
    resultText: (reveal) => wheelSegment(reveal) ?? '–',
    resultClass: (reveal) => `seg-${wheelSegment(reveal) ?? ''}`,
  }
}
