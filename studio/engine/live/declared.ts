import type { VOLATILITIES } from '../../../contract/games.ts'
import { LIVE_COUNTS, type LiveSubcat, liveBaseName, liveKindOf } from './names.ts'
import { LIVE_STATEMENTS } from './statements.ts'
import type { LiveKind } from './types.ts'

/**
 * What the catalogue shows of a live table's math, from the committed statement of its kind: payback
 * is the kind's declared RTP (its best bet, as for the table games), volatility follows that bet's
 * standard deviation as declared.ts does for table games.
 */
export function liveDeclared(
  gameId: string,
): { kind: LiveKind; paybackBp: number; volatility: (typeof VOLATILITIES)[number] } | undefined {
  const m = /^live-([a-z]+)-(\d+)$/.exec(gameId)
  const sub = m?.[1] as LiveSubcat | undefined
  const n = Number(m?.[2])
  if (!sub || !Object.hasOwn(LIVE_COUNTS, sub) || !(n >= 1 && n <= LIVE_COUNTS[sub])) return undefined
  const kind = liveKindOf(sub, liveBaseName(sub, n))
  const s = LIVE_STATEMENTS[kind]
  return {
    kind,
    paybackBp: Math.round(s.rtp * 10_000),
    volatility: s.stdDev < 1.5 ? 'lowfreq' : s.stdDev < 4 ? 'midfreq' : 'hifreq',
  }
}
