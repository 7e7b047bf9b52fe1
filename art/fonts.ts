import type { Face } from './themes.ts'

/** The @fontsource (OFL-1.1) files the outlines are read from: Latin subset, one weight each. */
export const FACE_FILES: Record<Face, string> = {
  cinzel: '@fontsource/cinzel/files/cinzel-latin-700-normal.woff',
  bebas: '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff',
}

/** Every character a game title, a provider name or a symbol label may use. */
export const TITLE_CHARS =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅÄÖÜÉabcdefghijklmnopqrstuvwxyzæøåäöüé0123456789 &-'’!.,:?%+/×"

/** A display face's outlines in font units, y down from the baseline: [advance, SVG path]. */
export type FaceData = {
  upm: number
  ascender: number
  capHeight: number
  glyphs: Record<string, [number, string]>
  /** Kerning of a pair of characters, in font units. */
  kern: Record<string, number>
}
