import type { LiveKindName } from '../../../contract/live.ts'
import { liveTables } from '../../engine/live/tables.ts'
import type { LiveGame } from '../../engine/live/types.ts'

/** A live table as the runner needs it (live-engine's table, with null for "no decision window"). */
export type LiveTableDef = {
  tableId: string
  name: string
  kind: LiveKindName
  // biome-ignore lint/suspicious/noExplicitAny: each table has its own outcome and seat types
  game: LiveGame<any, any> | null
  limits: { min: number; max: number }
  bettingMs: number
  decisionMs: number | null
}

let index: Map<string, LiveTableDef> | null = null

/** The 100 live tables of the catalogue, each with its kind, engine, limits and timing. */
export function liveTableDefs(): ReadonlyMap<string, LiveTableDef> {
  if (!index) {
    index = new Map()
    for (const t of liveTables())
      index.set(t.gameId, {
        tableId: t.gameId,
        name: t.name,
        kind: t.kind,
        game: t.game,
        limits: { min: t.limits.min, max: t.limits.max },
        bettingMs: t.bettingMs,
        decisionMs: t.decisionMs ?? null,
      })
  }
  return index
}

export const liveTableDef = (tableId: string) => liveTableDefs().get(tableId)
