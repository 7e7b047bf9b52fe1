import type { ModelStatement } from '../statement.ts'
import { stdDevOf } from './dist.ts'
import { exactRound, rtpOf } from './exact.ts'
import { megawaysExact } from './megaways.ts'
import { COINS_PER_STAKE, type SlotModel } from './model.ts'
import { simulate } from './simulate.ts'

/** A slot model's statement: the shared shape plus what a test lab reads about a slot. */
export type SlotStatement = ModelStatement & {
  title: string
  volatility: SlotModel['volatility']
  features: SlotModel['features']
  /** Lines, or ways (the largest ways count for megaways). */
  paylines: number
  /** The bought feature: its price in stakes and its own return. */
  purchase?: { price: number; rtp: number }
}

/** Lines, or ways (243 for 5x3, the product of the tallest heights for megaways). */
function paylinesOf(model: SlotModel): number {
  if (model.evaluation.kind === 'lines') return model.evaluation.lines
  const rows = model.heights?.max ?? model.rows
  return rows ** model.strips.length
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6

/**
 * Computes a model's statement. Every RTP is exact: full-cycle enumeration of the base stops with
 * exact feature recursion, or (megaways) the factorised per-reel expectation. Hit frequency and
 * standard deviation come from the same enumeration; for megaways, from a seeded simulation of
 * `simRounds` rounds, and `how` says so.
 */
export function slotStatement(model: SlotModel, simRounds: number): SlotStatement {
  const base = {
    model: model.id,
    title: model.title,
    volatility: model.volatility,
    features: model.features,
    paylines: paylinesOf(model),
  }
  if (model.heights) {
    const e = megawaysExact(model)
    const sim = simulate(model, simRounds, 0x5eed)
    return {
      ...base,
      rtp: e.mean / COINS_PER_STAKE,
      method: {
        kind: 'exact',
        how: `factorised over independent reels (per-reel expected symbol counts over every height and stop); hit frequency and standard deviation from a seeded simulation of ${simRounds.toExponential(0)} rounds (RTP ${(sim.rtp * 100).toFixed(3)} %, 99 % interval ${(sim.ci99[0] * 100).toFixed(3)}–${(sim.ci99[1] * 100).toFixed(3)} %)`,
      },
      hitFrequency: round6(sim.hitFrequency),
      stdDev: round6(sim.stdDev),
      maxWin: { multiplier: e.max / COINS_PER_STAKE, probability: e.pMax },
    }
  }
  const { round, purchase } = exactRound(model)
  const cycle = model.strips.reduce((a, s) => a * s.length, 1)
  const features = [
    model.freeSpins && 'free spins by exact recursion over (spins left, spins given) up to the cap',
    model.expandingRespin && 'respins by exact recursion over the held reels, each respin enumerated',
    model.bonus && 'the wheel from its stated weights',
    model.cascadeCap !== undefined && `every cascade played out from the stops (cap ${model.cascadeCap})`,
  ].filter(Boolean)
  const statement: SlotStatement = {
    ...base,
    rtp: rtpOf(round),
    method: {
      kind: 'exact',
      how: `full-cycle enumeration of ${cycle.toLocaleString('en')} stop combinations${features.length ? `; ${features.join('; ')}` : ''}`,
    },
    hitFrequency: round6(1 - round.zero),
    stdDev: round6(stdDevOf(round) / COINS_PER_STAKE),
    maxWin: { multiplier: round.max / COINS_PER_STAKE, probability: round.pMax },
  }
  if (purchase && model.buy)
    statement.purchase = { price: model.buy.price, rtp: rtpOf(purchase, model.buy.price) }
  return statement
}
