import type { GameArt } from './art.ts'
import { h } from './dom.ts'

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

export const symbolName = (name: string): string => NAMES[name] ?? name

/**
 * A symbol as the theme draws it, with its Danish name: the reels and the paytable use this one image
 * (the same URL), so the rules show exactly what lands on the reels.
 */
export function symbolImage(art: GameArt, name: string, cls = 'sym'): HTMLImageElement {
  const img = h('img', { class: cls, src: art.symbolUrl(name), alt: symbolName(name), draggable: 'false' })
  img.dataset.symbol = name
  return img
}
