import { type Selectable, sql } from 'kysely'
import type { StudioLiveBets, StudioLiveRounds, StudioLiveSeats } from '../db/generated.ts'
import type { StudioDb } from '../repo.ts'
import { liveBets } from './statements/bets.ts'
import { liveLeases } from './statements/leases.ts'
import { liveRounds } from './statements/rounds.ts'
import { liveSeats } from './statements/seats.ts'
import { liveViewers } from './statements/viewers.ts'

export type LiveRoundRow = Selectable<StudioLiveRounds>
export type LiveBetRow = Selectable<StudioLiveBets>
export type LiveSeatRow = Selectable<StudioLiveSeats>

/** The live tables' rows (studio_live_*): rounds, bets, seats, leases and viewer counts. */
export function createLiveRepo(db: StudioDb) {
  return {
    db,
    ...liveLeases(db),
    ...liveRounds(db),
    ...liveBets(db),
    ...liveSeats(db),
    ...liveViewers(db),
  }
}
export type LiveRepo = ReturnType<typeof createLiveRepo>

/** The schema the app's queries run in (a NOTIFY channel is per database, so it names the schema). */
export async function currentSchema(db: StudioDb): Promise<string> {
  const r = await sql<{ s: string }>`select current_schema() as s`.execute(db)
  return r.rows[0]?.s ?? 'public'
}
