import type { GameKind } from '../bonus/net-risk.ts'
import type { Db } from '../db/index.ts'
import { gameKindRow } from './repo.ts'

/**
 * The games module's answer to "what kind of game is this id" (the wallet counts a stake towards a
 * bonus by it). A game's category never changes once it is in the catalogue, so a found one is kept.
 */
export function createGameKinds(db: Db) {
  const known = new Map<string, GameKind>()
  return async (gameId: string): Promise<GameKind | undefined> => {
    const hit = known.get(gameId)
    if (hit) return hit
    const row = await gameKindRow(db, gameId)
    if (!row) return undefined
    const kind = { category: row.category, subcat: row.subcat } as GameKind
    known.set(gameId, kind)
    return kind
  }
}
export type GameKinds = ReturnType<typeof createGameKinds>
