import { describe, expect, it } from 'vitest'
import { measure } from '../../art/text.ts'
import { loadFaces } from '../../art/tiles.ts'
import { avatarSvg, logoSvg, wordmarkLayout } from '../../server/cdn/svg.ts'
import { PROVIDER_SEEDS } from '../../server/seed/providers.ts'

describe('provider wordmarks and avatars', () => {
  it("every provider's wordmark fits inside its plate, 'Blueprint Gaming' included", async () => {
    const face = (await loadFaces()).bebas
    expect(PROVIDER_SEEDS.map((p) => p.title)).toContain('Blueprint Gaming')
    for (const p of PROVIDER_SEEDS) {
      const { lines, size, pad } = wordmarkLayout(face, p.title, 200, 80)
      expect(lines.join(' '), p.title).toBe(p.title.toUpperCase())
      for (const line of lines)
        expect(measure(face, line, size, 0.04), p.title).toBeLessThanOrEqual(200 - 2 * pad + 1e-6)
      // Readable: no name is shrunk below a third of the plate's height per line.
      expect(size * lines.length, p.title).toBeGreaterThan(80 / 3)
      expect(await logoSvg(p.title)).toContain(`aria-label="${p.title.replace(/&/g, '&amp;')}"`)
    }
  })

  it('the 147 avatars are pictures (a Fluent Emoji portrait each), no two alike', async () => {
    const seen = new Set<string>()
    for (let n = 1; n <= 147; n++) {
      const svg = await avatarSvg(n)
      expect(svg, `avatar ${n}`).toMatch(/<svg x="\d+" y="\d+" width="50" height="50" viewBox="0 0 32 3\d"/)
      expect(svg.length, `avatar ${n}`).toBeGreaterThan(3000)
      seen.add(svg.replace(/av\d+/g, 'av'))
    }
    expect(seen.size).toBe(147)
  })
})
