import type { ModelStatement } from '../statement.ts'
import committed from './statements.json' with { type: 'json' }
import type { LiveKind } from './types.ts'

/**
 * The committed live statements (`npm run rtp -- --write`), so the studio and the seed compute nothing
 * at start-up; tests/studio/live-statements.test.ts recomputes every figure and compares.
 */
export const LIVE_STATEMENTS: Readonly<Record<LiveKind, ModelStatement>> = committed as Record<
  LiveKind,
  ModelStatement
>
