/**
 * A theme's symbols, background and reel frame composed from its generated data (icons and label
 * outlines): plain strings, no DOM, the same in the browser and in Node.
 */
import type { FaceData } from './fonts.ts'
import { setText } from './text.ts'
import type { Plate, ThemeSpec } from './themes.ts'

export type IconData = { body: string; width: number; height: number }
/** What art/build.ts writes per theme. */
export type ThemeData = { icons: Record<string, IconData>; face: FaceData }

type SymbolKind = 'low' | 'high' | 'wild' | 'scatter' | 'bonus' | 'blank'
export type SymbolArt = {
  /** Engine symbol name (wild, scatter, ten, crown, …) or `high0`–`high4`. */
  id: string
  kind: SymbolKind
  /** A standalone SVG, viewBox 0 0 100 100; its ids are unique per theme and symbol. */
  svg: string
  /** The Fluent Emoji it shows, if any. */
  icon?: string
}

/** The engine's card ranks and the glyphs they carry (Danish ranks: Knægt, Dame, Konge, Es). */
export const RANKS: Record<string, string> = {
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  jack: 'Kn',
  queen: 'D',
  king: 'K',
  ace: 'E',
}
/** Which of the theme's five high symbols an engine high symbol shows, best first. */
const HIGH_INDEX: Record<string, number> = { crown: 0, gem: 1, ruby: 1, jade: 2, amber: 3 }

const RANK_ORDER = Object.keys(RANKS)

/** An icon placed in a box of the composition. */
export function placeIcon(icon: IconData, x: number, y: number, size: number, attrs = ''): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${icon.width} ${icon.height}" ${attrs}>${icon.body}</svg>`
}

const PLATES: Record<Plate, string> = {
  shield: 'M50 5 L89 17 V49 C89 72 71 88 50 96 C29 88 11 72 11 49 V17 Z',
  medallion: 'M50 6 A44 44 0 1 1 49.9 6 Z',
  gem: 'M29 7 H71 L93 29 V71 L71 93 H29 L7 71 V29 Z',
  badge: 'M28 8 H72 Q92 8 92 28 V72 Q92 92 72 92 H28 Q8 92 8 72 V28 Q8 8 28 8 Z',
  tablet: 'M12 93 V36 C12 16 28 7 50 7 C72 7 88 16 88 36 V93 Z',
}

/** Sunburst of `n` rays around (cx, cy). */
export function rays(cx: number, cy: number, r: number, n: number, turn = 0): string {
  const parts: string[] = []
  for (let i = 0; i < n; i++) {
    const a = turn + (i * 2 * Math.PI) / n
    const b = a + Math.PI / n
    const p = (t: number) => `${(cx + r * Math.cos(t)).toFixed(1)} ${(cy + r * Math.sin(t)).toFixed(1)}`
    parts.push(`M${cx} ${cy} L${p(a)} L${p(b)} Z`)
  }
  return parts.join('')
}

const svg100 = (inner: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="${label}">${inner}</svg>`

/** The colour of the i-th card rank: jewel tones spread from the theme's hue. */
const lowColour = (spec: ThemeSpec, i: number, light = 50) =>
  `hsl(${(spec.hue + i * 47) % 360} 72% ${light}%)`

const metal = (id: string, spec: ThemeSpec) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.frame[0]}"/><stop offset=".5" stop-color="${spec.frame[1]}"/><stop offset=".75" stop-color="${spec.frame[0]}"/><stop offset="1" stop-color="${spec.frame[1]}"/></linearGradient>`

function lowSymbol(theme: string, spec: ThemeSpec, data: ThemeData, name: string): string {
  const i = RANK_ORDER.indexOf(name)
  const rank = RANKS[name] ?? '?'
  const id = `${theme}-${name}`
  const plate = PLATES[spec.plate]
  const face = data.face
  const capRatio = face.capHeight / face.upm
  let size = 48 / capRatio
  const widthOf = (s: number) => setText(face, rank, 50, 0, s).width
  while (widthOf(size) > 64) size *= 0.92
  const baseline = 50 + (size * capRatio) / 2 + (spec.plate === 'shield' ? 1 : 0)
  const text = setText(face, rank, 50, baseline, size, {
    attrs: `fill="url(#${id}-t)" stroke="#140a02" stroke-width="${Math.round(5 / (size / face.upm))}" paint-order="stroke" stroke-linejoin="round"`,
  })
  return svg100(
    `<defs><radialGradient id="${id}-p" cx=".5" cy=".3" r=".8"><stop offset="0" stop-color="${lowColour(spec, i, 46)}"/><stop offset="1" stop-color="${lowColour(spec, i, 14)}"/></radialGradient>${metal(`${id}-m`, spec)}<linearGradient id="${id}-t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset=".45" stop-color="${lowColour(spec, i, 82)}"/><stop offset="1" stop-color="${lowColour(spec, i, 58)}"/></linearGradient></defs>` +
      `<path d="${plate}" fill="url(#${id}-p)" stroke="url(#${id}-m)" stroke-width="5"/>` +
      `<path d="${plate}" transform="translate(50 50) scale(.84) translate(-50 -50)" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="2"/>` +
      `<ellipse cx="50" cy="26" rx="30" ry="12" fill="#fff" opacity=".1"/>` +
      text.svg,
    rank,
  )
}

function highSymbol(theme: string, spec: ThemeSpec, data: ThemeData, index: number): string {
  const name = spec.highs[index] ?? spec.highs[0]
  const icon = data.icons[name]
  if (!icon) throw new Error(`art: ${theme} has no icon ${name}`)
  const id = `${theme}-h${index}`
  const ring =
    index === 0
      ? `<circle cx="50" cy="50" r="45" fill="none" stroke="url(#${id}-m)" stroke-width="4"/>${metal(`${id}-m`, spec)}`
      : ''
  return svg100(
    `<defs><radialGradient id="${id}-g"><stop offset="0" stop-color="${spec.accent}" stop-opacity=".6"/><stop offset=".6" stop-color="${spec.accent}" stop-opacity=".18"/><stop offset="1" stop-color="${spec.accent}" stop-opacity="0"/></radialGradient></defs>` +
      `<circle cx="50" cy="50" r="49" fill="url(#${id}-g)"/>${ring}` +
      `<ellipse cx="50" cy="89" rx="30" ry="5" fill="#000" opacity=".3"/>` +
      placeIcon(icon, 9, 7, 82),
    name,
  )
}

/** Wild, scatter and bonus: the theme's own icon over a burst, on a ribbon with the word. */
function specialSymbol(theme: string, spec: ThemeSpec, data: ThemeData, kind: 'wild' | 'scatter' | 'bonus') {
  const name = spec[kind]
  const icon = data.icons[name]
  if (!icon) throw new Error(`art: ${theme} has no icon ${name}`)
  const id = `${theme}-${kind}`
  const word = kind.toUpperCase()
  const face = data.face
  const capRatio = face.capHeight / face.upm
  let size = 13 / capRatio
  while (setText(face, word, 50, 0, size, { tracking: 0.06 }).width > 70) size *= 0.93
  const ribbon = kind === 'wild' ? `url(#${id}-m)` : kind === 'scatter' ? `url(#${id}-a)` : `url(#${id}-r)`
  const ink = kind === 'wild' ? '#1c0d00' : '#fff'
  const text = setText(face, word, 50, 80 + (size * capRatio) / 2, size, {
    tracking: 0.06,
    attrs: `fill="${ink}"${kind === 'wild' ? '' : ` stroke="#000" stroke-opacity=".5" stroke-width="${Math.round(2 / (size / face.upm))}" paint-order="stroke"`}`,
  })
  const back =
    kind === 'scatter'
      ? `<circle cx="50" cy="44" r="40" fill="url(#${id}-g)"/><circle cx="50" cy="44" r="38" fill="none" stroke="${spec.accent}" stroke-opacity=".7" stroke-width="2" stroke-dasharray="3 4"/>`
      : `<path d="${rays(50, 44, 52, kind === 'wild' ? 14 : 10)}" fill="url(#${id}-g)"/>`
  return svg100(
    `<defs>${metal(`${id}-m`, spec)}<radialGradient id="${id}-g"><stop offset="0" stop-color="${spec.accent}" stop-opacity=".9"/><stop offset="1" stop-color="${spec.accent}" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="${id}-a" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.bg[0]}"/><stop offset="1" stop-color="${spec.bg[1]}"/></linearGradient>` +
      `<linearGradient id="${id}-r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0262f"/><stop offset="1" stop-color="#7a0810"/></linearGradient></defs>` +
      back +
      placeIcon(icon, 17, 4, 66) +
      `<path d="M4 70 H96 L90 80 L96 90 H4 L10 80 Z" fill="${ribbon}" stroke="${spec.frame[1]}" stroke-width="1.5"/>` +
      `<path d="M8 72.5 H92" stroke="#fff" stroke-opacity=".35" stroke-width="1"/>` +
      text.svg,
    word,
  )
}

/** Every symbol a game of the theme can show, keyed by the engine's symbol names. */
export function composeSymbols(theme: string, spec: ThemeSpec, data: ThemeData): Record<string, SymbolArt> {
  const out: Record<string, SymbolArt> = {}
  for (const name of RANK_ORDER)
    out[name] = { id: name, kind: 'low', svg: lowSymbol(theme, spec, data, name) }
  for (let i = 0; i < 5; i++) {
    out[`high${i}`] = {
      id: `high${i}`,
      kind: 'high',
      svg: highSymbol(theme, spec, data, i),
      icon: spec.highs[i],
    }
  }
  for (const [name, i] of Object.entries(HIGH_INDEX))
    out[name] = { ...(out[`high${i}`] as SymbolArt), id: name }
  for (const kind of ['wild', 'scatter', 'bonus'] as const)
    out[kind] = { id: kind, kind, svg: specialSymbol(theme, spec, data, kind), icon: spec[kind] }
  out.blank = { id: 'blank', kind: 'blank', svg: svg100('', '') }
  return out
}

/** The theme's background motif as a <pattern> body in a `cell`-sized tile. */
function patternCell(spec: ThemeSpec, cell: number): string {
  const c = cell
  const h = c / 2
  const stroke = `fill="none" stroke="#fff" stroke-width="${(c / 40).toFixed(1)}"`
  switch (spec.pattern) {
    case 'diamonds':
      return `<path d="M${h} 0 L${c} ${h} L${h} ${c} L0 ${h} Z" ${stroke}/>`
    case 'waves':
      return `<path d="M0 ${h} Q${c / 4} ${h - c / 5} ${h} ${h} T${c} ${h}" ${stroke}/>`
    case 'stars':
      return `<path d="M${h} ${c * 0.3} L${h + c * 0.04} ${h - c * 0.04} L${c * 0.7} ${h} L${h + c * 0.04} ${h + c * 0.04} L${h} ${c * 0.7} L${h - c * 0.04} ${h + c * 0.04} L${c * 0.3} ${h} L${h - c * 0.04} ${h - c * 0.04} Z" fill="#fff"/>`
    case 'dots':
      return `<circle cx="${h}" cy="${h}" r="${c / 10}" fill="#fff"/>`
    case 'scales':
      return `<path d="M0 ${h} A${h} ${h} 0 0 0 ${c} ${h} M${-h} ${c} A${h} ${h} 0 0 0 ${h} ${c} A${h} ${h} 0 0 0 ${c + h} ${c}" ${stroke}/>`
    case 'grid':
      return `<path d="M0 0 H${c} M0 0 V${c}" ${stroke}/><rect x="${h - c / 12}" y="${h - c / 12}" width="${c / 6}" height="${c / 6}" transform="rotate(45 ${h} ${h})" fill="#fff"/>`
    case 'hexes':
      return `<path d="M${c * 0.25} 0 L${c * 0.75} 0 L${c} ${h} L${c * 0.75} ${c} L${c * 0.25} ${c} L0 ${h} Z" ${stroke}/>`
    default:
      return `<path d="${rays(h, h, h, 8)}" fill="#fff"/>`
  }
}

/**
 * `#rrggbb` turned by `degrees` with the SVG/CSS hue-rotate matrix, computed once here rather than
 * left to a filter: a `feColorMatrix` over a whole backdrop made every tile cost the browser (and the
 * server's rasteriser) a full-size filter pass (issue 28's trace: 1.5 s of a phone's main thread).
 */
function hueRotated(hex: string, degrees: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!m || degrees === 0) return hex
  const n = Number.parseInt(m[1] as string, 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  const a = (degrees * Math.PI) / 180
  const c = Math.cos(a)
  const s = Math.sin(a)
  const row = (x: number, y: number, z: number) =>
    Math.round(Math.min(255, Math.max(0, r * x + g * y + b * z)))
  const out = [
    row(0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928),
    row(0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.14, 0.072 - c * 0.072 - s * 0.283),
    row(0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072),
  ]
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The theme's backdrop, `w`×`h`: its gradient, a glow in its accent, its pattern and a vignette.
 * `hueShift` turns the gradient's and the glow's colours (the casino varies it per game; the pattern
 * is white, which a hue turn leaves alone); `id` keeps ids unique in a page.
 */
export function backdrop(spec: ThemeSpec, w: number, h: number, id: string, hueShift = 0): string {
  const cell = Math.round(Math.max(w, h) / 14)
  const [top, bottom, glow] = [spec.bg[0], spec.bg[1], spec.accent].map((c) => hueRotated(c, hueShift))
  return (
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="${id}-glow" cx=".5" cy=".38" r=".6"><stop offset="0" stop-color="${glow}" stop-opacity=".45"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}-vig" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></radialGradient>` +
    `<pattern id="${id}-pat" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse">${patternCell(spec, cell)}</pattern>` +
    `</defs><rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}-pat)" opacity=".07"/>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}-glow)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}-vig)"/>`
  )
}

/** The reel frame as CSS values: a metal border, the panel behind the symbols and the glow. */
export function frameStyle(spec: ThemeSpec) {
  return {
    border: `linear-gradient(180deg, ${spec.frame[0]} 0%, ${spec.frame[1]} 45%, ${spec.frame[0]} 70%, ${spec.frame[1]} 100%)`,
    panel: `linear-gradient(180deg, color-mix(in srgb, ${spec.bg[1]} 80%, #000) 0%, color-mix(in srgb, ${spec.bg[0]} 55%, #000) 50%, color-mix(in srgb, ${spec.bg[1]} 80%, #000) 100%)`,
    glow: spec.accent,
    /** The metal's two tones, for an SVG or canvas frame. */
    metal: spec.frame,
    radius: spec.plate === 'badge' || spec.plate === 'gem' ? 18 : 10,
  }
}
