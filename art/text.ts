import type { FaceData } from './fonts.ts'

export type SetText = {
  /** SVG markup: one <g> of glyph outlines, already placed and scaled. */
  svg: string
  /** Width of the set line in user units. */
  width: number
}

/** Width of `text` at `size`, with the face's kerning and `tracking` (em) between letters. */
export function measure(face: FaceData, text: string, size: number, tracking = 0): number {
  let units = 0
  const chars = [...text]
  chars.forEach((ch, i) => {
    units += face.glyphs[ch]?.[0] ?? face.upm * 0.3
    const next = chars[i + 1]
    if (next) units += (face.kern[ch + next] ?? 0) + tracking * face.upm
  })
  return (units * size) / face.upm
}

/**
 * One line of text as outlines (no font needed wherever the SVG is shown). `y` is the baseline;
 * `attrs` are put on the group (fill, stroke, filter); a stroke width there is in em/1000.
 */
export function setText(
  face: FaceData,
  text: string,
  x: number,
  y: number,
  size: number,
  opts: { anchor?: 'start' | 'middle' | 'end'; tracking?: number; attrs?: string } = {},
): SetText {
  const tracking = opts.tracking ?? 0
  const width = measure(face, text, size, tracking)
  const left = opts.anchor === 'start' ? x : opts.anchor === 'end' ? x - width : x - width / 2
  const scale = size / face.upm
  const chars = [...text]
  let pen = 0
  const paths: string[] = []
  chars.forEach((ch, i) => {
    const glyph = face.glyphs[ch]
    if (glyph?.[1]) paths.push(`<path transform="translate(${pen} 0)" d="${glyph[1]}"/>`)
    pen += glyph?.[0] ?? face.upm * 0.3
    const next = chars[i + 1]
    if (next) pen += (face.kern[ch + next] ?? 0) + tracking * face.upm
  })
  const at = `translate(${round(left)} ${round(y)}) scale(${round(scale, 5)})`
  return { svg: `<g transform="${at}" ${opts.attrs ?? ''}>${paths.join('')}</g>`, width }
}

const round = (n: number, digits = 2) => Number(n.toFixed(digits))
