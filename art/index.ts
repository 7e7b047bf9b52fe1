/**
 * The art of every catalogue theme, for the game client (browser) and the casino's /cdn (Node).
 * `loadThemeArt(theme)` fetches only that theme's icons (one generated JSON a theme, a separate chunk
 * in a Vite build) and composes its symbols, background and frame. See art/README.md.
 */
import { backdrop, composeSymbols, frameStyle, type SymbolArt, type ThemeData } from './compose.ts'
import { THEME_ART, type ThemeSpec } from './themes.ts'

export type { ThemeData } from './compose.ts'

export { THEME_ART } from './themes.ts'

export type ThemeArt = {
  theme: string
  label: string
  /** Symbols keyed by engine name (wild, scatter, bonus, seven…ace, gem, amber, jade, ruby, crown,
   * blank) and high0–high4 (the theme's five high symbols, best first). */
  symbols: Record<string, SymbolArt>
  /** Full-bleed backdrop: a standalone SVG (1600×900, scales with `slice`) and a CSS fallback. */
  background: { svg: string; css: string }
  frame: ReturnType<typeof frameStyle>
  palette: { bg: readonly [string, string]; frame: readonly [string, string]; accent: string }
  /** The display face the theme's labels are set in ('cinzel' or 'bebas', see art/README.md). */
  face: ThemeSpec['face']
}

/** The theme a game's art is drawn from: its first catalogue theme that has art, else 'luxus'. */
export function artTheme(theme: string): string {
  for (const t of theme.split(/[|,]/)) if (THEME_ART[t.trim()]) return t.trim()
  return 'luxus'
}

const LOADERS: Record<string, () => Promise<{ default: unknown }>> = {
  vikinger: () => import('./generated/vikinger.json'),
  musik: () => import('./generated/musik.json'),
  bordspil: () => import('./generated/bordspil.json'),
  film: () => import('./generated/film.json'),
  eventyr: () => import('./generated/eventyr.json'),
  juletid: () => import('./generated/juletid.json'),
  sommer: () => import('./generated/sommer.json'),
  wild_west: () => import('./generated/wild_west.json'),
  sport: () => import('./generated/sport.json'),
  retro: () => import('./generated/retro.json'),
  paske: () => import('./generated/paske.json'),
  irland: () => import('./generated/irland.json'),
  gyser: () => import('./generated/gyser.json'),
  egypten: () => import('./generated/egypten.json'),
  luxus: () => import('./generated/luxus.json'),
  asien: () => import('./generated/asien.json'),
  junglen: () => import('./generated/junglen.json'),
  krimi: () => import('./generated/krimi.json'),
  'sci-fi': () => import('./generated/sci-fi.json'),
  mytologi: () => import('./generated/mytologi.json'),
  tv: () => import('./generated/tv.json'),
  adelsten: () => import('./generated/adelsten.json'),
  las_vegas: () => import('./generated/las_vegas.json'),
  frugt: () => import('./generated/frugt.json'),
  dyr: () => import('./generated/dyr.json'),
  fest: () => import('./generated/fest.json'),
  superhelte: () => import('./generated/superhelte.json'),
  middelalder: () => import('./generated/middelalder.json'),
  havet: () => import('./generated/havet.json'),
  kerlighed: () => import('./generated/kerlighed.json'),
  natur: () => import('./generated/natur.json'),
  mysterium: () => import('./generated/mysterium.json'),
  romerne: () => import('./generated/romerne.json'),
}

const cache = new Map<string, Promise<ThemeData>>()
/** The generated data of a theme (its icons and label outlines); loaded once. */
export function loadThemeData(theme: string): Promise<ThemeData> {
  const key = artTheme(theme)
  let data = cache.get(key)
  if (!data) {
    const load = LOADERS[key]
    if (!load) throw new Error(`art: no data for ${key}`)
    data = load().then((m) => m.default as ThemeData)
    cache.set(key, data)
  }
  return data
}

/** A theme's art from its loaded data (synchronous, for callers that hold the data). */
function themeArt(theme: string, data: ThemeData): ThemeArt {
  const key = artTheme(theme)
  const spec = THEME_ART[key] as ThemeSpec
  const bg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">${backdrop(spec, 1600, 900, `${key}-bd`)}</svg>`
  return {
    theme: key,
    label: spec.label,
    symbols: composeSymbols(key, spec, data),
    background: {
      svg: bg,
      css: `radial-gradient(ellipse at 50% 38%, color-mix(in srgb, ${spec.accent} 30%, transparent), transparent 60%), linear-gradient(180deg, ${spec.bg[0]}, ${spec.bg[1]})`,
    },
    frame: frameStyle(spec),
    palette: { bg: spec.bg, frame: spec.frame, accent: spec.accent },
    face: spec.face,
  }
}

/** Load a theme's data and compose its art. */
export async function loadThemeArt(theme: string): Promise<ThemeArt> {
  return themeArt(theme, await loadThemeData(theme))
}
