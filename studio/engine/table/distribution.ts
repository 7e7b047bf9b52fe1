import type { ModelStatement } from '../statement'

/** One possible result of a bet: what it returns per unit stake (stake included) and how likely it is. */
export type Outcome = { ret: number; p: number }

export type BetFigures = Pick<ModelStatement, 'rtp' | 'hitFrequency' | 'stdDev' | 'maxWin'>

/**
 * RTP, hit frequency, standard deviation and top win of one bet from its exact outcome distribution.
 * A hit is any round that returns something (a push or la partage's half stake counts: the player
 * sees money come back).
 */
export function figures(outcomes: readonly Outcome[]): BetFigures {
  let mean = 0
  let second = 0
  let hit = 0
  let top = 0
  for (const { ret, p } of outcomes) {
    mean += ret * p
    second += ret * ret * p
    if (ret > 0) hit += p
    if (ret > top) top = ret
  }
  let topP = 0
  for (const { ret, p } of outcomes) if (ret === top) topP += p
  return {
    rtp: mean,
    hitFrequency: hit,
    stdDev: Math.sqrt(Math.max(0, second - mean * mean)),
    maxWin: { multiplier: top, probability: topP },
  }
}

/** Sums outcomes that return the same amount, so statements and tests read a short list. */
export function merge(outcomes: Iterable<Outcome>): Outcome[] {
  const byRet = new Map<number, number>()
  for (const { ret, p } of outcomes) byRet.set(ret, (byRet.get(ret) ?? 0) + p)
  return [...byRet].map(([ret, p]) => ({ ret, p })).sort((a, b) => a.ret - b.ret)
}
