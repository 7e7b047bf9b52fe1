import { seededRng } from '../rng.ts'
import { machineOf } from './machine.ts'
import { COINS_PER_STAKE, type SlotModel } from './model.ts'
import { playRound } from './play.ts'

/** z for a two-sided 99 % interval. */
const Z99 = 2.5758293035489

export type Simulation = {
  rounds: number
  rtp: number
  ci99: readonly [number, number]
  hitFrequency: number
  stdDev: number
  maxSeen: number
}

/** Seeded simulation of paid rounds (per unit stake); `purchase` plays the bought feature. */
export function simulate(model: SlotModel, rounds: number, seed: number, purchase = false): Simulation {
  const m = machineOf(model)
  const rng = seededRng(seed)
  const cost = (purchase ? (model.buy?.price ?? 1) : 1) * COINS_PER_STAKE
  let sum = 0
  let sum2 = 0
  let hits = 0
  let maxSeen = 0
  for (let i = 0; i < rounds; i++) {
    const x = playRound(m, rng, null, purchase) / cost
    sum += x
    sum2 += x * x
    if (x > 0) hits++
    if (x > maxSeen) maxSeen = x
  }
  const rtp = sum / rounds
  const sd = Math.sqrt(Math.max(0, sum2 / rounds - rtp * rtp))
  const half = (Z99 * sd) / Math.sqrt(rounds)
  return { rounds, rtp, ci99: [rtp - half, rtp + half], hitFrequency: hits / rounds, stdDev: sd, maxSeen }
}
