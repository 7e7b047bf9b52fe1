import type { Rng } from './rng.ts'

/**
 * The jackpot of every jackpot slot, one set of terms. A round wins the pool with a chance
 * proportional to what it stakes (`cost / ODDS_BASE`), so every krone staked buys the same share of
 * the pool's expected value at every stake: the jackpot's return per unit stake is
 * `contribution + seed / ODDS_BASE` at the lowest and the highest stake alike (the contributions come
 * back to players in full, the house adds the seed once per hit). A fixed chance per round would give
 * the seed's 10.000 kr. to a 0,10 kr. stake as often as to a 1.000 kr. one.
 */
export const JACKPOT = Object.freeze({
  /** Share of every stake that feeds the pool, in millionths (8,000 = 0,8 %). */
  contributionPpm: 8_000,
  /** What the house puts in the pool when it is created and after each hit, øre (10.000 kr.). */
  seed: 1_000_000,
  /** A round wins when `int(ODDS_BASE) < cost`: chance cost / 500,000,000 (1 in 5 million at 1 kr.). */
  oddsBase: 500_000_000,
})
export type JackpotTerms = typeof JACKPOT

/** Contributions are kept in millionths of an øre (exact: the rate is whole millionths). */
const MICRO_PER_ORE = 1_000_000

/** What the studio states of a jackpot: its terms and its return per unit stake, split in two. */
export type JackpotStatement = {
  /** Contribution per unit stake (0.008). */
  contribution: number
  /** The seed, øre. */
  seed: number
  /** Chance per øre staked: a round's chance of winning the pool is its cost in øre times this. */
  hitChancePerOre: number
  /** The seed's expected value per unit stake (seed × hitChancePerOre). */
  seedRtp: number
  /** The jackpot's whole return per unit stake: contribution + seedRtp. */
  rtp: number
}

/** A round's contribution, øre, exact: the whole øre the wallet books and the rest in millionths. */
export function contributionOf(
  cost: number,
  terms: JackpotTerms = JACKPOT,
): { micro: number; booked: number; fractionMicro: number } {
  const micro = cost * terms.contributionPpm
  const booked = Math.floor(micro / MICRO_PER_ORE)
  return { micro, booked, fractionMicro: micro - booked * MICRO_PER_ORE }
}

/** The chance that a round of this cost (øre) wins the pool. */
function hitChanceOf(cost: number, terms: JackpotTerms = JACKPOT): number {
  return cost / terms.oddsBase
}

/** The jackpot draw of one round; refuses a cost the odds cannot express. */
export function drawJackpot(rng: Rng, cost: number, terms: JackpotTerms = JACKPOT): boolean {
  if (!Number.isSafeInteger(cost) || cost <= 0 || cost > terms.oddsBase) {
    throw new RangeError(`jackpot: cost ${cost} øre outside 1..${terms.oddsBase}`)
  }
  return rng.int(terms.oddsBase) < cost
}

/**
 * The jackpot's return per unit stake at one cost, from the round's own whole numbers: what its
 * contribution adds to the pool (every øre of it is paid to a winner) plus its chance of the seed.
 */
export function jackpotRtpAt(cost: number, terms: JackpotTerms = JACKPOT): number {
  const { micro } = contributionOf(cost, terms)
  return micro / MICRO_PER_ORE / cost + (hitChanceOf(cost, terms) * terms.seed) / cost
}

export function jackpotStatement(terms: JackpotTerms = JACKPOT): JackpotStatement {
  const contribution = terms.contributionPpm / MICRO_PER_ORE
  const seedRtp = terms.seed / terms.oddsBase
  return {
    contribution,
    seed: terms.seed,
    hitChancePerOre: 1 / terms.oddsBase,
    seedRtp,
    rtp: contribution + seedRtp,
  }
}

/**
 * A pool as the studio keeps it: whole øre in `contributions` and `wins` (the part the wallet's
 * jackpot account holds is `contributions − wins`), the sub-øre rest of every contribution carried
 * in `fractionMicro`, whose whole øre the house adds to the next win (the house kept those fractions
 * of the stakes). The amount is never below the seed.
 */
export type Pool = { seed: number; contributions: number; wins: number; fractionMicro: number }

export const poolAmount = (p: Pool) =>
  p.seed + p.contributions - p.wins + Math.floor(p.fractionMicro / MICRO_PER_ORE)

/**
 * Feeds one round's contribution into the pool (before its draw counts) and, on a hit, takes the
 * whole amount: `fromPool` from the wallet's jackpot account, `fromHouse` the seed plus the carried
 * whole øre. The pool starts again at its seed with only the sub-øre rest carried.
 */
export function feed(
  p: Pool,
  cost: number,
  hit: boolean,
  terms: JackpotTerms = JACKPOT,
): { pool: Pool; win: number; fromPool: number; fromHouse: number } {
  const c = contributionOf(cost, terms)
  const fed: Pool = {
    seed: p.seed,
    contributions: p.contributions + c.booked,
    wins: p.wins,
    fractionMicro: p.fractionMicro + c.fractionMicro,
  }
  if (!hit) return { pool: fed, win: 0, fromPool: 0, fromHouse: 0 }
  const carried = Math.floor(fed.fractionMicro / MICRO_PER_ORE)
  const fromPool = fed.contributions - fed.wins
  const fromHouse = fed.seed + carried
  return {
    pool: { ...fed, wins: fed.contributions, fractionMicro: fed.fractionMicro - carried * MICRO_PER_ORE },
    win: fromPool + fromHouse,
    fromPool,
    fromHouse,
  }
}
