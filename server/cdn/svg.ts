import { backdrop, placeIcon } from '../../art/compose.ts'
import type { FaceData } from '../../art/fonts.ts'
import { artTheme, loadThemeData, THEME_ART } from '../../art/index.ts'
import { measure, setText } from '../../art/text.ts'
import {
  BANNER_SIZES,
  type BannerKind,
  bannerArt,
  escapeXml,
  gameArt,
  hashOf,
  loadFaces,
  type Place,
} from '../../art/tiles.ts'
import type { ImageSize } from '../../contract/games.ts'
import { AVATAR_ICONS, loadAvatarIcons } from './avatars.ts'

/** Pixel size of each suffix (SPEC.md section 7): 4:3 from _xs to _xxl, 3:4 for the vertical _vr. */
const SIZES: Record<ImageSize, [number, number]> = {
  xs: [160, 120],
  sm: [240, 180],
  md: [320, 240],
  lg: [480, 360],
  xl: [640, 480],
  xxl: [960, 720],
  vr: [300, 400],
}

/** A stable hue from a string, so every provider keeps its colour. */
function hue(s: string): number {
  let h = 0
  for (const ch of s) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360
  return h
}

export type GameRef = { id: string; name: string; theme: string; provider: string }

/** One game image: its theme's art arranged by its id, its name in the theme's face (art/tiles.ts). */
export async function gameSvg(game: GameRef, size: ImageSize, place?: Place): Promise<string> {
  const [w, h] = SIZES[size]
  const [data, faces] = await Promise.all([loadThemeData(game.theme), loadFaces()])
  return gameArt(
    {
      ...game,
      shape: size === 'vr' ? 'tall' : 'wide',
      detail: size === 'xs' || size === 'sm' ? 'light' : 'full',
    },
    data,
    faces,
    w,
    h,
    place,
  )
}

/** A campaign banner composed for its game (art/tiles.ts bannerArt). */
export async function bannerSvg(game: GameRef, kind: BannerKind, place?: Place): Promise<string> {
  const [data, faces] = await Promise.all([loadThemeData(game.theme), loadFaces()])
  return bannerArt(game, data, faces, kind, place)
}
export const isBannerKind = (k: string): k is BannerKind => k in BANNER_SIZES

/**
 * A wordmark that always fits its plate: the name set in Bebas Neue as outlines and scaled down
 * until it fits (a long name such as 'Blueprint Gaming' takes two lines rather than being cut).
 */
export function wordmarkLayout(face: FaceData, title: string, w: number, h: number) {
  const text = title.toUpperCase()
  const pad = w * 0.08
  const maxSize = h * 0.5
  const one = Math.min(maxSize, (maxSize * (w - 2 * pad)) / measure(face, text, maxSize, 0.04))
  const words = text.split(' ')
  let lines = [text]
  let size = one
  if (one < maxSize * 0.7 && words.length > 1) {
    const cut = Math.ceil(words.length / 2)
    const two = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')]
    const widest = Math.max(...two.map((l) => measure(face, l, maxSize, 0.04)))
    const twoSize = Math.min(h * 0.34, (maxSize * (w - 2 * pad)) / widest)
    if (twoSize > one) {
      lines = two
      size = twoSize
    }
  }
  return { lines, size, pad }
}

export async function logoSvg(title: string, w = 200, h = 80): Promise<string> {
  const face = (await loadFaces()).bebas
  const a = hue(title)
  const { lines, size, pad } = wordmarkLayout(face, title, w, h)
  const cap = (size * face.capHeight) / face.upm
  const gap = cap * 0.35
  const top = (h - (lines.length * cap + (lines.length - 1) * gap)) / 2
  const marks = lines
    .map(
      (line, i) =>
        setText(face, line, w / 2, top + cap + i * (cap + gap), size, {
          tracking: 0.04,
          attrs: i === 0 ? 'fill="#fff"' : `fill="hsl(${a} 90% 78%)"`,
        }).svg,
    )
    .join('')
  const id = `p${hashOf(title).toString(36)}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 55% 26%)"/><stop offset="1" stop-color="hsl(${(a + 30) % 360} 60% 12%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" rx="${Math.round(h * 0.16)}" fill="url(#${id})"/>
<rect x="1.5" y="1.5" width="${w - 3}" height="${h - 3}" rx="${Math.round(h * 0.16) - 1}" fill="none" stroke="hsl(${a} 80% 70%)" stroke-opacity=".35" stroke-width="1.5"/>
<path d="M${pad} ${h - 7} H${w - pad}" stroke="hsl(${a} 90% 60%)" stroke-width="2.5" stroke-linecap="round"/>
${marks}</svg>`
}

/** A category's tile: a theme category shows its theme's backdrop and top symbol; others a wordmark. */
export async function categorySvg(name: string, label: string, w = 240, h = 160): Promise<string> {
  const spec = THEME_ART[name]
  if (!spec || artTheme(name) !== name) return logoSvg(label, w, h)
  const [data, faces] = await Promise.all([loadThemeData(name), loadFaces()])
  const face = faces[spec.face]
  const icon = data.icons[spec.highs[0]]
  const size = Math.min(h * 0.3, (h * 0.3 * (w - 24)) / measure(face, label, h * 0.3, 0.04))
  const text = setText(face, spec.face === 'bebas' ? label.toUpperCase() : label, w / 2, h - 16, size, {
    tracking: 0.04,
    attrs: `fill="${spec.frame[0]}" stroke="#120800" stroke-width="${Math.round(face.upm * 0.08)}" paint-order="stroke" stroke-linejoin="round"`,
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">${backdrop(spec, w, h, `c-${name}`)}${icon ? placeIcon(icon, w / 2 - h * 0.32, h * 0.06, h * 0.64) : ''}${text.svg}</svg>`
}

/** Avatars 1 to 147 (SPEC.md section 3): 21 animal portraits on 7 backdrops, each number its own pair. */
export async function avatarSvg(n: number): Promise<string> {
  const icons = await loadAvatarIcons()
  const icon = icons[AVATAR_ICONS[(n - 1) % AVATAR_ICONS.length] as string]
  const ring = Math.floor((n - 1) / AVATAR_ICONS.length)
  const a = (ring * 51 + 200) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Avatar ${n}"><defs><radialGradient id="av${n}" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="hsl(${a} 70% 62%)"/><stop offset="1" stop-color="hsl(${(a + 25) % 360} 65% 26%)"/></radialGradient></defs><circle cx="32" cy="32" r="32" fill="url(#av${n})"/><circle cx="32" cy="32" r="30.5" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5"/>${icon ? placeIcon(icon, 7, 8, 50) : ''}</svg>`
}
