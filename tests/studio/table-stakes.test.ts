import { describe, expect, it } from 'vitest'
import { EngineError } from '../../studio/engine/errors'
import { assertStake, MAX_STAKE_ORE, stakeLadder } from '../../studio/engine/stakes'

describe('stake ladders', () => {
  it('steps 1-2-5 from the catalogue minimum: 0.10 kr up to 10 kr', () => {
    expect(stakeLadder(10)).toEqual([10, 20, 50, 100, 200, 500, 1000])
  })

  it('stops at 1,000 kr a round', () => {
    expect(stakeLadder(2000)).toEqual([2000, 4000, 10_000, 20_000, 40_000, 100_000])
    expect(Math.max(...stakeLadder(5000))).toBeLessThanOrEqual(MAX_STAKE_ORE)
  })

  it.each([0, -10, 2.5, Number.NaN, MAX_STAKE_ORE + 1])('refuses a minimum stake of %s', (min) => {
    expect(() => stakeLadder(min)).toThrow(expect.objectContaining({ code: 'BAD_STAKE' }))
  })

  it.each([
    [20, undefined],
    [30, 'STAKE_OFF_LADDER'],
    [-20, 'BAD_STAKE'],
    [20.5, 'BAD_STAKE'],
    [0, 'BAD_STAKE'],
    [Number.NaN, 'BAD_STAKE'],
    [Number.POSITIVE_INFINITY, 'BAD_STAKE'],
  ])('a stake of %s øre: %s', (stake, code) => {
    const check = () => assertStake(stake, stakeLadder(10))
    if (code === undefined) expect(check).not.toThrow()
    else {
      expect(check).toThrow(EngineError)
      expect(check).toThrow(expect.objectContaining({ code }))
    }
  })
})
