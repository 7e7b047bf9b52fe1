import type { LiveKindName } from '../../../contract/live.ts'
import { generateCatalogue } from '../../../server/seed/catalogue.ts'
import type { LiveGame } from '../../engine/live/types.ts'
import { europeanRoulette } from './euro-roulette.ts'

/** A live table as the runner needs it; `game` is null for a kind whose engine is not here yet. */
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

const KIND_OF_SUBCAT: Record<string, LiveKindName> = {
  roulette: 'roulette',
  blackjack: 'blackjack',
  baccarat: 'baccarat',
  poker: 'holdem',
  andet: 'wheel',
}

let index: Map<string, LiveTableDef> | null = null

/**
 * The 100 live tables of the catalogue (the same generator the casino seeds from), each with its
 * kind, limits and timing.
 */
export function liveTableDefs(): ReadonlyMap<string, LiveTableDef> {
  if (!index) {
    index = new Map()
    for (const g of generateCatalogue(new Date('2026-01-01T00:00:00Z'))) {
      if (g.category !== 'liveint' || !g.subcat) continue
      const base = KIND_OF_SUBCAT[g.subcat]
      if (!base) continue
      const kind: LiveKindName =
        base === 'roulette' && g.name.startsWith('Lyn Roulette') ? 'lyn-roulette' : base
      index.set(g.game_id, {
        tableId: g.game_id,
        name: g.name,
        kind,
        game: kind === 'roulette' ? europeanRoulette : null,
        limits: { min: Math.max(100, g.min_stake_ore), max: 500_000 },
        bettingMs: 15_000,
        decisionMs: kind === 'blackjack' || kind === 'holdem' ? 10_000 : null,
      })
    }
  }
  return index
}

export const liveTableDef = (tableId: string) => liveTableDefs().get(tableId)
