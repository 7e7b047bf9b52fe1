import type { SlotStatement } from '../slots/statement.ts'
import type { ModelStatement } from '../statement.ts'
import committed from './statements.json' with { type: 'json' }
import committedTables from './table-statements.json' with { type: 'json' }

/**
 * The committed statements (written by `npm run rtp -- --write`), so the seed and the lobby never
 * compute at start-up. The studio tests recompute every figure and compare.
 */
export const SLOT_STATEMENTS: Readonly<Record<string, SlotStatement>> = committed as Record<
  string,
  SlotStatement
>

/** The table models' statements, the same way (blackjack's alone is seconds of CPU to compute). */
export const TABLE_STATEMENTS: Readonly<Record<string, ModelStatement>> = committedTables as Record<
  string,
  ModelStatement
>

/** Rounds of the seeded simulation behind the megaways hit frequency and standard deviation. */
export const MEGAWAYS_SIM_ROUNDS = 10_000_000
