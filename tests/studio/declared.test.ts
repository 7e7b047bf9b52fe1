import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../server/seed/catalogue.ts'
import { TABLE_GAMES } from '../../studio/engine/catalogue.ts'
import { declaredOf } from '../../studio/engine/declared.ts'
import { TABLE_STATEMENTS } from '../../studio/engine/models/statements.ts'

// Its own file: no other test has computed (and cached) a table statement before these run.
describe('the seed and the lobby read committed statements', () => {
  it('builds the whole catalogue, table games included, in well under a second of CPU', () => {
    const t = process.cpuUsage()
    const games = generateCatalogue(new Date('2026-11-22T00:00:00Z'))
    const { user, system } = process.cpuUsage(t)
    expect(games.some((g) => g.category === 'table')).toBe(true)
    // Computing blackjack's statement alone takes seconds; reading the committed one, nothing.
    expect((user + system) / 1000).toBeLessThan(300)
  })

  it("declares each table game's committed statement", () => {
    for (const t of TABLE_GAMES) {
      const d = declaredOf({ gameId: t.name, kind: 'table', model: t.model })
      const { rules, ...statement } = d.statement
      expect(statement).toEqual(TABLE_STATEMENTS[t.model])
      expect(rules?.bets.length).toBeGreaterThan(0)
      expect(d.paybackBp).toBe(Math.round((TABLE_STATEMENTS[t.model]?.rtp ?? 0) * 10_000))
      expect(d.paylines).toBe(0)
    }
  })
})
