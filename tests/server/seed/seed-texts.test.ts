import { describe, expect, it } from 'vitest'
import { FEATURES, THEMES } from '../../../contract/games.ts'
import { BONUS_DAYS_DEFAULT, BONUS_ROLLOVER_DEFAULT } from '../../../contract/wallet-rules.ts'
import { CAMPAIGN_SEEDS } from '../../../server/seed/campaigns.ts'
import { generateCatalogue } from '../../../server/seed/catalogue.ts'
import { LANDING_SEEDS } from '../../../server/seed/pages.ts'
import { PROVIDER_SEEDS } from '../../../server/seed/providers.ts'
import { TEXT_SEEDS } from '../../../server/seed/texts.ts'

// Issue 32 item 7: texts a player reads are built from the data they describe.
describe('seeded player texts', () => {
  const games = generateCatalogue(new Date('2026-01-01T00:00:00Z'))

  it("names a game's provider as players know it and carries no raw theme or feature keys", () => {
    const rawKeys = [...THEMES, ...FEATURES].filter((k) => /[_-]/.test(k) || k === 'tv')
    for (const g of games.filter((x) => x.category === 'slots' || x.category === 'table')) {
      const provider = PROVIDER_SEEDS.find((p) => p.name === g.provider)
      expect(g.info).toContain(`fra ${provider?.title}`)
      expect(g.info).not.toMatch(/med temaet/)
      for (const k of rawKeys) expect(g.info).not.toContain(`temaet ${k}`)
      expect(g.info).not.toMatch(/Tema: [a-z]/)
    }
  })

  it('states the rollover and days the bonus applies, on the landing page and the campaigns', () => {
    for (const page of LANDING_SEEDS)
      expect(page.terms2).toContain(
        `${BONUS_ROLLOVER_DEFAULT} gange omsætning inden for ${BONUS_DAYS_DEFAULT} dage`,
      )
    const terms = TEXT_SEEDS.find((x) => x.title === 'Bonusvilkår')?.content
    expect(terms).toContain(`${BONUS_ROLLOVER_DEFAULT} gange inden for ${BONUS_DAYS_DEFAULT} dage`)
    for (const c of CAMPAIGN_SEEDS) {
      const rollovers = [...`${c.description}${c.terms}`.matchAll(/(\d+) gange/g)].map((m) => Number(m[1]))
      for (const r of rollovers) expect(r).toBe(BONUS_ROLLOVER_DEFAULT)
    }
  })
})
