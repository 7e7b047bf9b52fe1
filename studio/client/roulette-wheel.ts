import { s } from './dom.ts'

/** Pockets in wheel order (the standard european wheel). */
export const EUROPEAN = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
]
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
/** Green for the zeros (37 is 00), red or black for the rest. */
export const colourOf = (n: number) => (n === 0 || n === 37 ? '#0a7d3b' : RED.has(n) ? '#c8102e' : '#151515')

/**
 * The wheel's pockets in a 100×100 view, `order` clockwise from the top, each a coloured ring segment
 * with its number turned outwards (37 shown as 00); the centre and hub are the caller's.
 */
export function drawPockets(disc: SVGGElement, order: readonly number[]): void {
  const n = order.length
  const pt = (a: number, r: number) =>
    `${(50 + r * Math.sin(a)).toFixed(2)},${(50 - r * Math.cos(a)).toFixed(2)}`
  order.forEach((pocket, i) => {
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
        pocket === 37 ? '00' : String(pocket),
      ),
    )
  })
}
