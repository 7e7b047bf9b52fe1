import type { VOLATILITIES } from '../../contract/games.ts'
import type { GameMath } from './catalogue.ts'
import { jackpotStatement } from './jackpot.ts'
import { SLOT_STATEMENTS, TABLE_STATEMENTS } from './models/statements.ts'
import { rulesOf } from './rules.ts'
import type { ModelStatement } from './statement.ts'

/**
 * What the catalogue shows of a game's math: all of it from the model's committed statement, so the
 * seed and the lobby compute nothing at start-up.
 */
export type Declared = {
  statement: ModelStatement
  /** Base RTP plus the jackpot's (contribution and the seed's expected value), in basis points (`payback_bp`). */
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
      statement: { ...statement, rules: rulesOf(math, statement) },
      paybackBp: Math.round(statement.rtp * 10_000),
      volatility: tableVolatility(statement.stdDev),
      paylines: 0,
    }
  }
  const s = SLOT_STATEMENTS[math.model]
  if (!s) throw new Error(`no committed statement for slot model ${math.model}: run npm run rtp -- --write`)
  const jackpot = math.jackpot ? jackpotStatement(math.jackpot) : null
  const statement: ModelStatement = { ...s, ...(jackpot ? { jackpot } : {}), rules: rulesOf(math, s) }
  return {
    statement,
    paybackBp: Math.round((s.rtp + (jackpot?.rtp ?? 0)) * 10_000),
    volatility: s.volatility,
    paylines: s.paylines,
  }
}
