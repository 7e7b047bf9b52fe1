import type { LiveKindName } from '../../../contract/live.ts'
import type { GameDescription, GameKind } from '../../../contract/studio.ts'
import { stakeLadder } from '../../engine/stakes.ts'
import type { LiveTableDef } from './tables.ts'

/**
 * The session answer's game for a live table: `live` (its kind, limits) set, so the client shows the
 * live view; `kind` is the nearest single-player kind for a client that does not know live tables. The RTP is the table engine's; the other statement figures come with the
 * engine's statement once live-engine states them.
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
  const rtp = def.game?.rtp ?? 0
  return {
    gameId: def.tableId,
    kind: NEAREST[def.kind],
    name: def.name,
    theme: 'las_vegas',
    stakes: stakeLadder(def.limits.min).filter((s) => s <= def.limits.max),
    slot: null,
    statement: {
      model: `live-${def.kind}`,
      rtp,
      method: { kind: 'exact', how: 'live table engine' },
      hitFrequency: 0,
      stdDev: 0,
      maxWin: { multiplier: 0, probability: 0 },
    },
    live: { kind: def.kind, limits: def.limits, tableId: def.tableId },
  }
}
