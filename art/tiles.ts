/**
 * The casino's images of a game (/cdn/games): its theme's backdrop and high symbols, arranged by the
 * game's id, with its name set in the theme's display face as outlines. Pure strings; the data comes
 * from art/generated (loadThemeData, loadFaces).
 */
import { backdrop, type IconData, placeIcon, rays, type ThemeData } from './compose.ts'
import type { FaceData } from './fonts.ts'
import { artTheme } from './index.ts'
import { measure, setText } from './text.ts'
import { THEME_ART, type ThemeSpec } from './themes.ts'

export type Faces = Record<ThemeSpec['face'], FaceData>

let faces: Promise<Faces> | undefined
/** Both display faces' title outlines (about 100 KB of JSON), loaded once. */
export function loadFaces(): Promise<Faces> {
  faces ??= import('./generated/fonts.json').then((m) => m.default as unknown as Faces)
  return faces
}

/** FNV-1a: the same game always gets the same arrangement, neighbours almost never the same. */
export function hashOf(s: string): number {
  let x = 0x811c9dc5
  for (let i = 0; i < s.length; i++) x = Math.imul(x ^ s.charCodeAt(i), 0x01000193) >>> 0
  // Final avalanche, so ids that differ in the last character differ in every bit used below.
  x ^= x >>> 16
  x = Math.imul(x, 0x7feb352d) >>> 0
  x ^= x >>> 15
  return x >>> 0
}

export type GameArtInput = {
  id: string
  name: string
  theme: string
  provider: string
  /** 'wide' is the 4:3 thumbnail and background (480×360 design units), 'tall' the 3:4 _vr. */
  shape: 'wide' | 'tall'
  /** Fewer symbols for the small thumbnails, where three would be crumbs. */
  detail: 'full' | 'light'
}

type Placed = { icon: IconData; x: number; y: number; size: number }

/** Which symbols a game shows and where, in the design box. */
function arrangement(spec: ThemeSpec, data: ThemeData, hash: number, shape: 'wide' | 'tall'): Placed[] {
  const pool = [...spec.highs, spec.wild]
  const first = hash % pool.length
  const pick = (k: number) => data.icons[pool[(first + k) % pool.length] as string] as IconData
  const [a, b, c] = [pick(0), pick(2), pick(4)]
  if (shape === 'tall') {
    return (hash >>> 5) % 2
      ? [
          { icon: b, x: 8, y: 150, size: 120 },
          { icon: c, x: 172, y: 150, size: 120 },
          { icon: a, x: 45, y: 28, size: 210 },
        ]
      : [
          { icon: b, x: 170, y: 24, size: 110 },
          { icon: c, x: 10, y: 178, size: 100 },
          { icon: a, x: 40, y: 52, size: 220 },
        ]
  }
  switch ((hash >>> 5) % 4) {
    case 0: // hero in the middle, two flanking
      return [
        { icon: b, x: 20, y: 70, size: 140 },
        { icon: c, x: 320, y: 70, size: 140 },
        { icon: a, x: 135, y: 20, size: 210 },
      ]
    case 1: // hero on the left, two stacked on the right
      return [
        { icon: b, x: 300, y: 14, size: 130 },
        { icon: c, x: 350, y: 110, size: 110 },
        { icon: a, x: 30, y: 16, size: 235 },
      ]
    case 2: // a row of three, the middle raised
      return [
        { icon: b, x: 16, y: 60, size: 150 },
        { icon: c, x: 314, y: 60, size: 150 },
        { icon: a, x: 160, y: 26, size: 165 },
      ]
    default: // hero on the right, one behind it on the left
      return [
        { icon: b, x: 40, y: 30, size: 150 },
        { icon: c, x: 150, y: 110, size: 100 },
        { icon: a, x: 220, y: 10, size: 240 },
      ]
  }
}

/** The title in one or two lines that fit `maxWidth`, as large as `maxSize` allows. */
/**
 * How an icon is put in a picture: inline as vector (`placeIcon`), or, where the picture is drawn to
 * pixels on the server, as the icon's own raster (server/cdn/raster.ts).
 */
export type Place = (icon: IconData, x: number, y: number, size: number) => string

/** The theme's icons where they were placed, each standing on a soft shadow. */
const standingIcons = (placed: Placed[], place: Place) =>
  placed
    .map(
      (p) =>
        `<ellipse cx="${p.x + p.size / 2}" cy="${p.y + p.size * 0.94}" rx="${p.size * 0.32}" ry="${p.size * 0.05}" fill="#000" opacity=".35"/>` +
        place(p.icon, p.x, p.y, p.size),
    )
    .join('')

function titleLines(face: FaceData, title: string, maxWidth: number, maxSize: number) {
  const oneLine = Math.min(maxSize, (maxSize * maxWidth) / measure(face, title, maxSize, 0.02))
  const words = title.split(' ')
  if (oneLine >= maxSize * 0.72 || words.length < 2) return { lines: [title], size: oneLine }
  let best = { lines: [title], size: oneLine }
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')]
    const widest = Math.max(...lines.map((l) => measure(face, l, maxSize, 0.02)))
    const size = Math.min(maxSize * 0.86, (maxSize * maxWidth) / widest)
    if (size > best.size) best = { lines, size }
  }
  return best
}

/** One game image as a standalone SVG of `width`×`height` pixels. */
export function gameArt(
  input: GameArtInput,
  data: ThemeData,
  allFaces: Faces,
  width: number,
  height: number,
  place: Place = placeIcon,
) {
  const key = artTheme(input.theme)
  const spec = THEME_ART[key] as ThemeSpec
  const face = allFaces[spec.face]
  const hash = hashOf(input.id)
  const [w, h] = input.shape === 'tall' ? [300, 400] : [480, 360]
  const id = `g${hash.toString(36)}`
  const hueShift = ((hash >>> 9) % 9) * 9 - 36
  let placed = arrangement(spec, data, hash, input.shape)
  if (input.detail === 'light') {
    const icon = (placed[placed.length - 1] as Placed).icon
    placed =
      input.shape === 'tall' ? [{ icon, x: 40, y: 40, size: 220 }] : [{ icon, x: 130, y: 8, size: 220 }]
  }
  const hero = placed[placed.length - 1] as Placed
  const cx = hero.x + hero.size / 2
  const cy = hero.y + hero.size / 2
  const text = spec.face === 'bebas' ? input.name.toUpperCase() : input.name
  const maxWidth = w - 36
  const { lines, size } = titleLines(face, text, maxWidth, input.shape === 'tall' ? 52 : 60)
  const capH = (size * face.capHeight) / face.upm
  const gap = capH * 0.45
  const provider = input.provider.toUpperCase()
  const providerSize = input.shape === 'tall' ? 13 : 14
  const bottom = h - 16 - (input.detail === 'full' ? providerSize + 8 : 0)
  const firstBaseline = bottom - (lines.length - 1) * (capH + gap)
  const stroke = Math.round(face.upm * 0.09)
  const titleSvg = lines
    .map((line, i) => {
      const y = firstBaseline + i * (capH + gap)
      const shadow = setText(face, line, w / 2, y + size * 0.05, size, {
        tracking: 0.02,
        attrs: `fill="#000" opacity=".55" stroke="#000" stroke-width="${stroke}" stroke-linejoin="round"`,
      })
      const fill = setText(face, line, w / 2, y, size, {
        tracking: 0.02,
        attrs: `fill="url(#${id}-t)" stroke="#160b02" stroke-width="${stroke}" stroke-linejoin="round" paint-order="stroke"`,
      })
      return shadow.svg + fill.svg
    })
    .join('')
  const providerSvg =
    input.detail === 'full'
      ? setText(allFaces.bebas, provider, w / 2, h - 12, providerSize, {
          tracking: 0.18,
          attrs: 'fill="#fff" opacity=".72"',
        }).svg
      : ''
  const icons = standingIcons(placed, place)
  const titleTop = firstBaseline - capH - 20
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeXml(input.name)}">` +
    backdrop(spec, w, h, id, hueShift) +
    `<defs><linearGradient id="${id}-t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset=".35" stop-color="${spec.frame[0]}"/><stop offset=".7" stop-color="${spec.frame[1]}"/><stop offset="1" stop-color="${spec.frame[0]}"/></linearGradient>` +
    `<radialGradient id="${id}-r"><stop offset="0" stop-color="${spec.accent}" stop-opacity=".22"/><stop offset=".7" stop-color="${spec.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}-s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".45" stop-color="#000" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity=".85"/></linearGradient></defs>` +
    `<path d="${rays(cx, cy, Math.max(w, h), 16, (hash % 100) / 50)}" fill="url(#${id}-r)"/>` +
    icons +
    `<rect y="${Math.round(titleTop)}" width="${w}" height="${Math.round(h - titleTop)}" fill="url(#${id}-s)"/>` +
    titleSvg +
    providerSvg +
    '</svg>'
  )
}

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Campaign banner shapes: 'wide' for the 21:9 highlight (1050×450), 'mob' 16:9 for phones (800×450). */
export const BANNER_SIZES = { wide: [1050, 450], mob: [800, 450] } as const
export type BannerKind = keyof typeof BANNER_SIZES

/**
 * A campaign's banner, composed for its own game: the game's symbols on the right, its name at the
 * top left, and the lower left kept calm for the campaign title the page lays over it.
 */
export function bannerArt(
  input: Omit<GameArtInput, 'shape' | 'detail'>,
  data: ThemeData,
  allFaces: Faces,
  kind: BannerKind,
  place: Place = placeIcon,
): string {
  const key = artTheme(input.theme)
  const spec = THEME_ART[key] as ThemeSpec
  const face = allFaces[spec.face]
  const hash = hashOf(input.id)
  const [w, h] = BANNER_SIZES[kind]
  const id = `b${hash.toString(36)}${kind}`
  const pool = [...spec.highs, spec.wild]
  const first = hash % pool.length
  const icon = (k: number) => data.icons[pool[(first + k) % pool.length] as string] as IconData
  const heroX = kind === 'wide' ? 620 : 350
  const placed: Placed[] = [
    { icon: icon(2), x: heroX - 120, y: 190, size: 170 },
    { icon: icon(4), x: heroX + 250, y: 170, size: 170 },
    { icon: icon(0), x: heroX, y: 30, size: 320 },
  ]
  const hero = placed[2] as Placed
  const text = spec.face === 'bebas' ? input.name.toUpperCase() : input.name
  const maxWidth = kind === 'wide' ? 560 : 380
  const { lines, size } = titleLines(face, text, maxWidth, kind === 'wide' ? 72 : 54)
  const capH = (size * face.capHeight) / face.upm
  const stroke = Math.round(face.upm * 0.08)
  const title = lines
    .map((line, i) => {
      const y = 40 + capH + i * capH * 1.45
      return (
        setText(face, line, 40, y + size * 0.05, size, {
          anchor: 'start',
          tracking: 0.02,
          attrs: `fill="#000" opacity=".5" stroke="#000" stroke-width="${stroke}"`,
        }).svg +
        setText(face, line, 40, y, size, {
          anchor: 'start',
          tracking: 0.02,
          attrs: `fill="url(#${id}-t)" stroke="#160b02" stroke-width="${stroke}" stroke-linejoin="round" paint-order="stroke"`,
        }).svg
      )
    })
    .join('')
  const icons = standingIcons(placed, place)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(input.name)}">` +
    backdrop(spec, w, h, id, ((hash >>> 9) % 9) * 9 - 36) +
    `<defs><linearGradient id="${id}-t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset=".35" stop-color="${spec.frame[0]}"/><stop offset=".7" stop-color="${spec.frame[1]}"/><stop offset="1" stop-color="${spec.frame[0]}"/></linearGradient>` +
    `<radialGradient id="${id}-r"><stop offset="0" stop-color="${spec.accent}" stop-opacity=".25"/><stop offset=".7" stop-color="${spec.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}-l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".6"/><stop offset=".55" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    `<path d="${rays(hero.x + hero.size / 2, hero.y + hero.size / 2, w, 18, (hash % 100) / 50)}" fill="url(#${id}-r)"/>` +
    icons +
    `<rect width="${w}" height="${h}" fill="url(#${id}-l)"/>` +
    title +
    '</svg>'
  )
}
