import { describe, expect, it } from 'vitest'
import { loadThemeArt, THEME_ART } from '../../art/index.ts'
import { THEMES } from '../../contract/games.ts'
import { SLOT_MODELS } from '../../studio/engine/models/index.ts'

/** Every symbol name any engine model puts on a reel. */
const engineSymbols = [...new Set(SLOT_MODELS.flatMap((m) => [...m.symbols]))]

describe('art per theme', { timeout: 60_000 }, () => {
  it('every catalogue theme has its own art', () => {
    for (const theme of THEMES) expect(THEME_ART[theme], theme).toBeDefined()
  })

  it('draws every symbol of every engine model, for every theme, as a standalone SVG', async () => {
    expect(engineSymbols).toEqual(
      expect.arrayContaining(['wild', 'scatter', 'bonus', 'ace', 'crown', 'ruby']),
    )
    for (const theme of THEMES) {
      const art = await loadThemeArt(theme)
      for (const name of engineSymbols) {
        const svg = art.symbols[name]?.svg ?? ''
        expect(svg, `${theme}/${name}`).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100"/,
        )
        // Every referenced gradient is defined in the same SVG, so the symbol stands alone.
        for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${ref}"`)
      }
    }
  })

  it('two themes never share a wild, scatter, bonus or a set of high symbols', async () => {
    const seen = new Map<string, string>()
    for (const theme of THEMES) {
      const art = await loadThemeArt(theme)
      const key = ['high0', 'high1', 'high2', 'high3', 'high4'].map((h) => art.symbols[h]?.icon).join(' ')
      expect(seen.get(key), `${theme} repeats ${seen.get(key)}`).toBeUndefined()
      seen.set(key, theme)
      for (const kind of ['wild', 'scatter', 'bonus']) {
        const svg = art.symbols[kind]?.svg ?? ''
        expect(seen.get(svg), `${theme} ${kind}`).toBeUndefined()
        seen.set(svg, theme)
      }
    }
  })

  it('keeps ids unique across a whole theme, so its symbols can share one document', async () => {
    const art = await loadThemeArt('vikinger')
    // Every drawing once: an engine name drawn as a high symbol shares that symbol's SVG.
    const drawings = [...new Set(Object.values(art.symbols).map((s) => s.svg))]
    const ids = drawings.flatMap((svg) => [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]))
    const perSymbol = drawings.map((svg) => new Set([...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1])))
    // An icon used twice (none in a theme) would repeat identical ids; across symbols nothing repeats.
    expect(ids.length).toBe(perSymbol.reduce((n, s) => n + s.size, 0))
  })
})
