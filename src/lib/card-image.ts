import type { ImageSize } from '../../contract/games.ts'

/** The CDN's widths per size suffix (SPEC.md section 7: _xs to _xxl; server/cdn/svg.ts draws them). */
const WIDTHS: [Exclude<ImageSize, 'vr'>, number][] = [
  ['xs', 160],
  ['sm', 240],
  ['md', 320],
  ['lg', 480],
  ['xl', 640],
  ['xxl', 960],
]
const SUFFIX = /_(xs|sm|md|lg|xl|xxl)(\.\w+)$/

/**
 * A srcset over every size suffix of one CDN image, so the browser takes the size the screen needs;
 * `lowData` offers only the two smallest. An address without a size suffix gets none (the plain src
 * is used). Pure, so the server and the worker write the first screen's tiles with it too.
 */
export function srcSetFor(url: string, lowData: boolean): string | undefined {
  const m = SUFFIX.exec(url)
  if (!m) return undefined
  const offered = lowData ? WIDTHS.slice(0, 2) : WIDTHS
  return offered.map(([size, w]) => `${url.replace(SUFFIX, `_${size}$2`)} ${w}w`).join(', ')
}

/** How wide a card shows per breakpoint (src/styles/lobby-layout.css); a large card spans two columns. */
export const cardSizes = (large: boolean) =>
  large
    ? '(max-width: 575px) 92vw, (max-width: 991px) 340px, 480px'
    : '(max-width: 575px) 46vw, (max-width: 991px) 170px, 240px'
