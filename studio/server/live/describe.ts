import type { LiveKindName } from '../../../contract/live.ts'
import type { GameDescription, GameKind } from '../../../contract/studio.ts'
import { LIVE_STATEMENTS } from '../../engine/live/statements.ts'
import { stakeLadder } from '../../engine/stakes.ts'
import type { LiveTableDef } from './tables.ts'

/**
 * The session answer's game for a live table: `live` (its kind, limits) set, so the client shows the
 * live view; `kind` is the nearest single-player kind for a client that does not know live tables.
 */
const NEAREST: Record<LiveKindName, GameKind> = {
  roulette: 'roulette',
  'lyn-roulette': 'roulette',
  blackjack: 'blackjack',
  baccarat: 'baccarat',
  holdem: 'blackjack',
  wheel: 'roulette',
}

export function describeLiveTable(def: LiveTableDef): GameDescription {
  return {
    gameId: def.tableId,
    kind: NEAREST[def.kind],
    name: def.name,
    theme: 'las_vegas',
    stakes: stakeLadder(def.limits.min).filter((s) => s <= def.limits.max),
    slot: null,
    statement: LIVE_STATEMENTS[def.kind],
    live: { kind: def.kind, limits: def.limits, tableId: def.tableId },
  }
}
