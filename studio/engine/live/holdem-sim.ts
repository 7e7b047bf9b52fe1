import { seededRng } from '../rng.ts'
import { dealHoldem, holdemReturns, simpleStrategy } from './holdem.ts'

/**
 * One chunk of the hold'em simulation: `rounds` seeded rounds played by the stated strategy, summed
 * per unit ante (return less the call's extra stake, so a call counts against the player as its stake
 * does). Chunks are independent seeds, so the committed total can be checked chunk by chunk.
 */
export type HoldemChunk = {
  seed: number
  rounds: number
  sum: number
  sumSq: number
  hits: number
  calls: number
  /** Rounds that returned the top amount: a called royal flush beating a qualified dealer. */
  top: number
}

/** Return per unit ante of the top win: ante 100:1 plus the call 1:1, less the call's stake. */
export const HOLDEM_TOP = 1 + 100 + 2

export function simulateHoldemChunk(seed: number, rounds: number): HoldemChunk {
  const rng = seededRng(seed)
  let sum = 0
  let sumSq = 0
  let hits = 0
  let calls = 0
  let top = 0
  for (let i = 0; i < rounds; i++) {
    const o = dealHoldem(rng)
    const called = simpleStrategy(o.player, o.board.slice(0, 3)) === 'call'
    const r = holdemReturns(o, 1, called)
    const back = r.ante + r.call
    const ret = called ? back - 2 : back
    sum += ret
    sumSq += ret * ret
    if (back > 0) hits++
    if (called) calls++
    if (ret === HOLDEM_TOP) top++
  }
  return { seed, rounds, sum, sumSq, hits, calls, top }
}

const Z_995 = 2.5758293035489

/** RTP and its 99 % interval, hit frequency and standard deviation from the chunks. */
export function holdemFigures(chunks: readonly HoldemChunk[]) {
  const n = chunks.reduce((a, c) => a + c.rounds, 0)
  const mean = chunks.reduce((a, c) => a + c.sum, 0) / n
  const second = chunks.reduce((a, c) => a + c.sumSq, 0) / n
  const sd = Math.sqrt(second - mean * mean)
  const half = (Z_995 * sd) / Math.sqrt(n)
  return {
    rounds: n,
    rtp: mean,
    ci99: [mean - half, mean + half] as const,
    hitFrequency: chunks.reduce((a, c) => a + c.hits, 0) / n,
    callRate: chunks.reduce((a, c) => a + c.calls, 0) / n,
    stdDev: sd,
    topProbability: chunks.reduce((a, c) => a + c.top, 0) / n,
  }
}
