import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TEXT_PAGE_IDS } from '../../contract/cms.ts'
import { ART_LICENCES, LICENCE_PAGE } from '../../server/seed/licences.ts'
import { TEXT_SEEDS } from '../../server/seed/texts.ts'

const manifest = (pkg: string) =>
  JSON.parse(readFileSync(new URL(`../../node_modules/${pkg}/package.json`, import.meta.url), 'utf8')) as {
    license?: string
  }
const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

describe("the 'Licenser' page", () => {
  it('states each art and font package with the licence the package itself declares', () => {
    for (const row of ART_LICENCES) expect(manifest(row.pkg).license, row.pkg).toBe(row.spdx)
  })

  it('lists every icon set and font package the project installs', () => {
    const art = Object.keys({ ...root.dependencies, ...root.devDependencies }).filter(
      (p) => /^@(fontsource|iconify-json)\//.test(p) || p === 'simple-icons',
    )
    expect(art.length).toBeGreaterThanOrEqual(3)
    for (const pkg of art) expect(ART_LICENCES.map((r) => r.pkg)).toContain(pkg)
  })

  it('is a seeded sidebar text page that names every package and licence', () => {
    expect(TEXT_PAGE_IDS).toContain(LICENCE_PAGE.id)
    expect(TEXT_SEEDS).toContain(LICENCE_PAGE)
    for (const row of ART_LICENCES) expect(LICENCE_PAGE.content).toContain(row.pkg)
    expect(LICENCE_PAGE.content).toContain('SIL Open Font License 1.1')
    expect(LICENCE_PAGE.content).toContain('MIT-licensen')
  })
})
