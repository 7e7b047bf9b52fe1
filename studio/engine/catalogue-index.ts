import { generateCatalogue } from '../../server/seed/catalogue.ts'
import { type GameMath, mathFor } from './catalogue.ts'

/**
 * Every non-live catalogue game with its math, for the studio server to find a game's model by id.
 * The catalogue's game ids do not depend on the date it is generated at.
 */
let index: Map<string, GameMath> | null = null

export function catalogueMath(): ReadonlyMap<string, GameMath> {
  if (!index) {
    index = new Map()
    for (const g of generateCatalogue(new Date('2026-01-01T00:00:00Z'))) {
      const math = mathFor(g)
      if (math) index.set(g.game_id, math)
    }
  }
  return index
}

export function mathOf(gameId: string): GameMath | undefined {
  return catalogueMath().get(gameId)
}
