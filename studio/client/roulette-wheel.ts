import { drawSegments } from './wheel-disc.ts'

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
  drawSegments(disc, order.length, {
    inner: 30,
    labelRadius: 41,
    fontSize: 4.2,
    fill: (i) => colourOf(order[i] ?? 0),
    label: (i) => (order[i] === 37 ? '00' : String(order[i])),
  })
}
