import type { VOLATILITIES } from '../../contract/games.ts'
import type { GameMath } from './catalogue.ts'
import { SLOT_STATEMENTS, TABLE_STATEMENTS } from './models/statements.ts'
import type { ModelStatement } from './statement.ts'

/**
 * What the catalogue shows of a game's math: all of it from the model's committed statement, so the
 * seed and the lobby compute nothing at start-up.
 */
export type Declared = {
  statement: ModelStatement
  /** Base RTP plus the jackpot contribution, in basis points (the catalogue's `payback_bp`). */
  paybackBp: number
  volatility: (typeof VOLATILITIES)[number]
  /** Lines or ways; 0 for table games. */
  paylines: number
}

/**
 * Table games have no volatility class of their own: it follows the standard deviation of the stated
 * bet (even-money games are low, single-number and long-shot bets high).
 */
function tableVolatility(stdDev: number): Declared['volatility'] {
  return stdDev < 1.5 ? 'lowfreq' : stdDev < 4 ? 'midfreq' : 'hifreq'
}

export function declaredOf(math: GameMath): Declared {
  if (math.kind === 'table') {
    const statement = TABLE_STATEMENTS[math.model]
    if (!statement) {
      throw new Error(`no committed statement for table model ${math.model}: run npm run rtp -- --write`)
    }
    return {
      statement,
      paybackBp: Math.round(statement.rtp * 10_000),
      volatility: tableVolatility(statement.stdDev),
      paylines: 0,
    }
  }
  const s = SLOT_STATEMENTS[math.model]
  if (!s) throw new Error(`no committed statement for slot model ${math.model}: run npm run rtp -- --write`)
  const statement: ModelStatement = math.jackpot ? { ...s, jackpot: { ...math.jackpot } } : s
  const contribution = math.jackpot?.contribution ?? 0
  return {
    statement,
    paybackBp: Math.round((s.rtp + contribution) * 10_000),
    volatility: s.volatility,
    paylines: s.paylines,
  }
}
