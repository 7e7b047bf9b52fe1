import type { Db } from '../db/index.ts'
import { findCpr, findPlayerViews, type PlayerViewRow } from './repo.ts'

/**
 * What the money, support and content modules may know of a player (ARCHITECTURE.md: a module calls
 * another's service, never its tables): id, status, names and e-mail. The password hash and CPR number
 * stay in the player module.
 */
export type PlayerView = PlayerViewRow

export function createPlayerDirectory(db: Db) {
  return {
    /** One player, or undefined for an unknown id. */
    async view(id: number): Promise<PlayerView | undefined> {
      return (await findPlayerViews(db, [id]))[0]
    },
    /** Several players at once, by id (unknown ids are left out). */
    async views(ids: readonly number[]): Promise<Map<number, PlayerView>> {
      const rows = await findPlayerViews(db, [...new Set(ids)])
      return new Map(rows.map((r) => [r.id, r]))
    },
    /** The CPR number NemKonto pays a withdrawal to: the payout job's one need of it. */
    payoutCpr: (id: number): Promise<string | undefined> => findCpr(db, id),
  }
}
export type PlayerDirectory = ReturnType<typeof createPlayerDirectory>
