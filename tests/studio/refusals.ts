import { expect } from 'vitest'
import type { Rng } from '../../studio/engine/rng'
import { scripted } from './table-sim'

/**
 * Stakes every RNG table game refuses on a 10 øre ladder, as [what, stake in øre, code]: one list,
 * so a game added later is held to the same refusals as the others.
 */
export const BAD_STAKES = [
  ['off the ladder', 30, 'STAKE_OFF_LADDER'],
  ['negative', -10, 'BAD_STAKE'],
  ['fractional', 10.5, 'BAD_STAKE'],
  ['zero', 0, 'BAD_STAKE'],
  ['NaN', Number.NaN, 'BAD_STAKE'],
] as const

/** A round refused with `code` before the RNG was asked for anything: bad input costs no draw. */
export function refusedBeforeDrawing(play: (rng: Rng) => unknown, code: string) {
  const rng = scripted()
  expect(() => play(rng)).toThrow(expect.objectContaining({ code }))
  expect(rng.calls).toBe(0)
}
