import type { SlotStatement } from '../slots/statement.ts'
import committed from './statements.json' with { type: 'json' }

/**
 * The committed statements (written by `npm run rtp -- --write`), so the seed and the lobby never
 * compute at start-up. The studio tests recompute every figure and compare.
 */
export const SLOT_STATEMENTS: Readonly<Record<string, SlotStatement>> = committed as Record<
  string,
  SlotStatement
>

/** Rounds of the seeded simulation behind the megaways hit frequency and standard deviation. */
export const MEGAWAYS_SIM_ROUNDS = 10_000_000
