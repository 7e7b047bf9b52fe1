import { s } from './dom.ts'

/** A point of the 100×100 wheel view at angle `a` (radians, clockwise from the top) and radius `r`. */
const pointAt = (a: number, r: number) =>
  `${(50 + r * Math.sin(a)).toFixed(2)},${(50 - r * Math.cos(a)).toFixed(2)}`

export type Segments = {
  /** Inner radius of the ring; 0 draws slices from the centre. */
  inner: number
  labelRadius: number
  fontSize: number
  fill: (i: number) => string
  label: (i: number) => string
  /** Extra attributes of each segment's path (an outline). */
  path?: Record<string, string | number>
}

/**
 * Draws `n` equal segments clockwise from the top (segment 0 centred under the pointer), each with
 * its label turned outwards: the roulette wheels' pockets and the money wheel's segments.
 */
export function drawSegments(disc: SVGGElement, n: number, seg: Segments): void {
  const ring = (a0: number, a1: number) =>
    seg.inner > 0
      ? `M${pointAt(a0, seg.inner)} L${pointAt(a0, 48)} A48,48 0 0 1 ${pointAt(a1, 48)} ` +
        `L${pointAt(a1, seg.inner)} A${seg.inner},${seg.inner} 0 0 0 ${pointAt(a0, seg.inner)} Z`
      : `M50,50 L${pointAt(a0, 48)} A48,48 0 0 1 ${pointAt(a1, 48)} Z`
  for (let i = 0; i < n; i++) {
    const a0 = ((i - 0.5) / n) * 2 * Math.PI
    const a1 = ((i + 0.5) / n) * 2 * Math.PI
    disc.append(s('path', { d: ring(a0, a1), fill: seg.fill(i), ...seg.path }))
    const [x, y] = pointAt((i / n) * 2 * Math.PI, seg.labelRadius).split(',')
    const text = {
      x,
      y,
      'font-size': seg.fontSize,
      fill: '#fff',
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      transform: `rotate(${(i * 360) / n} ${x} ${y})`,
    }
    disc.append(s('text', text, seg.label(i)))
  }
}

/**
 * Turns a wheel forward whole turns and stops it with segment `i` of `n` under the top pointer; the
 * returned function remembers where the wheel stands, so each spin starts where the last one ended.
 */
export function wheelSpinner(disc: SVGGElement) {
  let angle = 0
  return (i: number, n: number, turns: number, duration: number): Promise<Animation> => {
    const target = angle - (angle % 360) + turns * 360 + (360 - (i * 360) / n)
    const anim = disc.animate([{ transform: `rotate(${angle}deg)` }, { transform: `rotate(${target}deg)` }], {
      duration,
      easing: 'cubic-bezier(.1,.6,.2,1)',
      fill: 'forwards',
    })
    angle = target
    return anim.finished
  }
}
