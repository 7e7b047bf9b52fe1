import { type CatalogueGame, type GameMath, mathFor } from './catalogue.ts'
import committed from './catalogue-games.json' with { type: 'json' }

/**
 * Every non-live catalogue game with its math, for the studio server to find a game's model by id.
 * The studio reads the casino's catalogue as committed data (id, name, category of each game, written
 * by `npm run rtp -- --write`; the studio tests compare it with the seed), so it never imports the
 * casino's code. The catalogue's game ids do not depend on the date it is generated at.
 */
export const CATALOGUE_GAMES: readonly CatalogueGame[] = committed

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
