// The part of opentype.js 1.3 (which ships no types) that art/build.ts uses.
declare module 'opentype.js' {
  type Glyph = {
    index: number
    advanceWidth?: number
    getPath(x: number, y: number, size: number): { toPathData(decimals: number): string }
  }
  type Font = {
    unitsPerEm: number
    ascender: number
    tables: Record<string, unknown>
    charToGlyph(ch: string): Glyph
    getKerningValue(a: Glyph, b: Glyph): number
  }
  const opentype: { loadSync(path: string): Font }
  export default opentype
}
