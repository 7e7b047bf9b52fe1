/**
 * Writes art/generated/: per theme, the Fluent Emoji (MIT) its symbols use, and per display face the
 * outlines of the characters titles and card ranks are set in (from the @fontsource OFL files), so
 * neither the browser nor an <img> needs the 100 MB icon set or a web font.
 * Run with `npm run art:build` after changing art/themes.ts; the output is committed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { IconifyJSON } from '@iconify/types'
import { getIconData } from '@iconify/utils'
import opentype from 'opentype.js'
import { AVATAR_ICONS } from '../server/cdn/avatars.ts'
import { FACE_FILES, type FaceData, TITLE_CHARS } from './fonts.ts'
import { THEME_ART } from './themes.ts'

const require = createRequire(import.meta.url)
const out = new URL('./generated/', import.meta.url)
mkdirSync(out, { recursive: true })

/** Two decimals in a 32-unit box is under a hundredth of a pixel per pixel of a 256 px symbol. */
const trim = (body: string) => body.replace(/(\.\d{2})\d+/g, '$1')

/** Gradient ids made unique per icon, so many icons can live in one document. */
function scopeIds(body: string, name: string): string {
  const tag = `e${Object.keys(set.icons).indexOf(name).toString(36)}`
  const ids = new Map<string, string>()
  const id = (old: string) => {
    let short = ids.get(old)
    if (!short) {
      short = `${tag}-${ids.size.toString(36)}`
      ids.set(old, short)
    }
    return short
  }
  return body
    .replace(/id="([^"]+)"/g, (_, old: string) => `id="${id(old)}"`)
    .replace(/url\(#([^)]+)\)/g, (_, old: string) => `url(#${id(old)})`)
}

const set = JSON.parse(
  readFileSync(require.resolve('@iconify-json/fluent-emoji/icons.json'), 'utf8'),
) as IconifyJSON
const fonts: Record<string, FaceData> = {}
for (const [face, file] of Object.entries(FACE_FILES)) {
  const font = opentype.loadSync(require.resolve(file))
  const glyphs: Record<string, [number, string]> = {}
  for (const ch of TITLE_CHARS) {
    const g = font.charToGlyph(ch)
    if (!g || g.index === 0) continue
    glyphs[ch] = [Math.round(g.advanceWidth ?? 0), g.getPath(0, 0, font.unitsPerEm).toPathData(0)]
  }
  const kern: Record<string, number> = {}
  for (const a of TITLE_CHARS)
    for (const b of TITLE_CHARS) {
      const k = font.getKerningValue(font.charToGlyph(a), font.charToGlyph(b))
      if (k) kern[a + b] = k
    }
  fonts[face] = {
    upm: font.unitsPerEm,
    ascender: font.ascender,
    capHeight: (font.tables.os2 as { sCapHeight?: number }).sCapHeight ?? font.ascender * 0.7,
    glyphs,
    kern,
  }
}

/** The characters a theme's own symbols are labelled with: ranks and WILD, SCATTER, BONUS. */
const LABEL_CHARS = new Set('0123456789KnDEWILDSCATTERBONUS')
const subset = (face: FaceData): FaceData => ({
  ...face,
  glyphs: Object.fromEntries(Object.entries(face.glyphs).filter(([ch]) => LABEL_CHARS.has(ch))),
  kern: Object.fromEntries(
    Object.entries(face.kern).filter(([pair]) => [...pair].every((ch) => LABEL_CHARS.has(ch))),
  ),
})
let total = 0
for (const [theme, spec] of Object.entries(THEME_ART)) {
  const icons: Record<string, { body: string; width: number; height: number }> = {}
  for (const name of [...spec.highs, spec.wild, spec.scatter, spec.bonus]) {
    const data = getIconData(set, name)
    if (!data) throw new Error(`art: no Fluent Emoji named ${name} (theme ${theme})`)
    icons[name] = {
      body: trim(scopeIds(data.body, name)),
      width: data.width ?? 32,
      height: data.height ?? 32,
    }
  }
  const json = JSON.stringify(icons)
  total += json.length
  writeFileSync(
    new URL(`${theme}.json`, out),
    JSON.stringify({ icons, face: subset(fonts[spec.face] as FaceData) }),
  )
}

const avatars: Record<string, { body: string; width: number; height: number }> = {}
for (const name of AVATAR_ICONS) {
  const data = getIconData(set, name)
  if (!data) throw new Error(`art: no Fluent Emoji named ${name} (avatars)`)
  avatars[name] = {
    body: trim(scopeIds(data.body, name)),
    width: data.width ?? 32,
    height: data.height ?? 32,
  }
}
writeFileSync(new URL('avatars.json', out), JSON.stringify(avatars))

const fontJson = JSON.stringify(fonts)
writeFileSync(new URL('fonts.json', out), fontJson)
console.warn(`art: ${Object.keys(THEME_ART).length} themes, icons ${total} B, fonts ${fontJson.length} B`)
