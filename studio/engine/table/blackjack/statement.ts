import type { ModelStatement } from '../../statement'
import { blackjackRound } from './exact'

let cached: ModelStatement | undefined

/**
 * The blackjack statement, per initial stake: RTP = 1 + expected net win (extra stakes from doubles
 * and splits are counted against the player); the top win is what four doubled split hands that all
 * win pay back (16 initial stakes, 8 of them staked). Computed once (about 4 s) and kept.
 */
export function blackjackStatement(): ModelStatement {
  if (cached) return cached
  const round = blackjackRound()
  let mean = 0
  let second = 0
  let top = Number.NEGATIVE_INFINITY
  for (const [net, p] of round.net) {
    mean += net * p
    second += net * net * p
    if (p > 0 && net > top) top = net
  }
  const rtp = 1 + mean
  cached = {
    model: 'blackjack-6d',
    rtp,
    method: {
      kind: 'exact',
      how:
        'Every initial deal weighted with card removal from 6 decks; hands played by the published S17 DAS ' +
        'basic strategy chart; player draws from the shoe less every card seen; dealer totals by exact ' +
        'recursion from the shoe left at the stand, hole card conditioned on no blackjack (peek) with each ' +
        'path reweighted by that chance. Splits (to 4 hands, aces once with one card) use the standard ' +
        'approximation of independent hands played from the shoe less the pair and the up card. ' +
        'Checked against published house edges 0.40 % (Wong) and 0.42 % (Wizard of Odds).',
    },
    hitFrequency: round.hit,
    stdDev: Math.sqrt(second - mean * mean),
    maxWin: { multiplier: 2 * top, probability: round.net.get(top) ?? 0 },
    bets: { main: rtp },
  }
  return cached
}
