/**
 * A game's look, generated from its catalogue theme: no outside assets, so a game's art is a pure
 * function of its theme name and symbol names, the same on every device.
 */
export type Palette = {
  /** Page and reel background, frame and accent hues as CSS colours. */
  bg: string
  reel: string
  frame: string
  accent: string
  /** One colour per symbol index, spread around the colour wheel from the theme's hue. */
  symbol: (index: number) => string
  /** How many points the theme's emblem has (3–8): the motif behind the high symbols. */
  points: number
}

/** FNV-1a, so a theme keeps its colours everywhere. */
export function themeHash(theme: string): number {
  let x = 0x811c9dc5
  for (let i = 0; i < theme.length; i++) x = Math.imul(x ^ theme.charCodeAt(i), 0x01000193) >>> 0
  return x
}

export function paletteOf(theme: string): Palette {
  const main = theme.split('|')[0] ?? theme
  const hash = themeHash(main)
  const hue = hash % 360
  return {
    bg: `hsl(${hue} 45% 12%)`,
    reel: `hsl(${hue} 35% 20%)`,
    frame: `hsl(${(hue + 40) % 360} 70% 55%)`,
    accent: `hsl(${(hue + 180) % 360} 80% 60%)`,
    symbol: (i) => `hsl(${(hue + i * 47) % 360} 70% ${i < 2 ? 60 : 55}%)`,
    points: 3 + ((hash >>> 9) % 6),
  }
}
