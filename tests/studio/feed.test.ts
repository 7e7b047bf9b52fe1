import { describe, expect, it } from 'vitest'
import { StudioFeed } from '../../contract/studio-feed.ts'
import { generateCatalogue } from '../../server/seed/catalogue.ts'
import { CATALOGUE_GAMES } from '../../studio/engine/catalogue-index.ts'
import { liveIds } from '../../studio/engine/live/names.ts'
import { studioFeed } from '../../studio/feed/feed.ts'
import committed from '../../studio/feed/games.json' with { type: 'json' }

describe("the studio's game feed", () => {
  it('is committed as the studio computes it now (npm run rtp -- --write)', () => {
    expect(committed).toEqual(studioFeed())
  })

  it('has the shape of contract/studio-feed.ts, nothing more', () => {
    expect(StudioFeed.parse(committed)).toEqual(committed)
  })

  it("lists every game of the studio's list and every live table, in order", () => {
    expect(committed.games.map((g) => g.game_id)).toEqual(CATALOGUE_GAMES.map((g) => g.game_id))
    expect(committed.live.map((t) => t.game_id)).toEqual(liveIds().map((t) => t.gameId))
  })

  it("is what the casino's catalogue shows of the studio's games, table games and live tables", () => {
    const catalogue = generateCatalogue(new Date('2026-11-22T00:00:00Z'))
    const byId = new Map(catalogue.map((g) => [g.game_id, g]))
    for (const f of committed.games) {
      const g = byId.get(f.game_id)
      expect(g, f.game_id).toBeDefined()
      expect(
        {
          game_id: g?.game_id,
          payback_bp: g?.payback_bp,
          min_stake_ore: g?.min_stake_ore,
          volatility: g?.volatility,
          paylines: g?.paylines,
          features: g?.features,
          buy_bonus: g?.buy_bonus,
        },
        f.game_id,
      ).toEqual(f)
    }
    expect(
      catalogue.filter((g) => g.category === 'table').map((g) => ({ name: g.name, subcat: g.subcat })),
    ).toEqual(committed.tables)
    expect(
      catalogue
        .filter((g) => g.category === 'liveint')
        .map(({ game_id, name, subcat, payback_bp, volatility }) => ({
          game_id,
          name,
          subcat,
          payback_bp,
          volatility,
        })),
    ).toEqual(committed.live)
  })
})
