import { type CatalogueGame, type GameMath, mathFor } from './catalogue.ts'
import committed from './catalogue-games.json' with { type: 'json' }

const PLATFORMS = ['all', 'desktop', 'mobile'] as const

/** A game of the studio's list: what the mapping reads, and what the studio server runs it with. */
export type ListedGame = CatalogueGame & {
  /** The game's first theme (its art). */
  theme: string
  min_stake_ore: number
  platform: (typeof PLATFORMS)[number]
  only_for_money: boolean
}

function platformOf(g: { game_id: string; platform: string }): ListedGame['platform'] {
  const p = PLATFORMS.find((x) => x === g.platform)
  if (!p) throw new Error(`catalogue-games.json: ${g.game_id} has platform '${g.platform}'`)
  return p
}

/**
 * Every non-live game the studio runs, with its math found by id. The studio reads its game list as its
 * own committed data (id, name, category, first theme, minimum stake, platform and money-only of each
 * game, written by `npm run rtp -- --write`; the studio tests compare it with the casino's seed), so it
 * never imports the casino's code. The list does not depend on the date the catalogue is generated at.
 */
export const CATALOGUE_GAMES: readonly ListedGame[] = committed.map((g) => ({
  ...g,
  platform: platformOf(g),
}))

let index: Map<string, GameMath> | null = null

function catalogueMath(): ReadonlyMap<string, GameMath> {
  if (!index) {
    index = new Map()
    for (const g of CATALOGUE_GAMES) {
      const math = mathFor(g)
      if (math) index.set(g.game_id, math)
    }
  }
  return index
}

export function mathOf(gameId: string): GameMath | undefined {
  return catalogueMath().get(gameId)
}
