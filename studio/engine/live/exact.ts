import { type BetFigures, figures, merge } from '../table/distribution.ts'
import { mul, type Q, q, sum, toNumber } from './rational.ts'

/** A bet's every return with its exact chance: what a live game's statement figures are read from. */
export type ExactOutcome = { ret: number; p: Q }

/** The RTP as a fraction: each return times its chance. */
export const exactRtp = (outcomes: readonly ExactOutcome[]): Q =>
  sum(outcomes.map(({ ret, p }) => mul(q(ret), p)))

/** The statement's figures (rtp, hit frequency, deviation, top win), the chances as floating point. */
export const exactFigures = (outcomes: readonly ExactOutcome[]): BetFigures =>
  figures(merge(outcomes.map(({ ret, p }) => ({ ret, p: toNumber(p) }))))
