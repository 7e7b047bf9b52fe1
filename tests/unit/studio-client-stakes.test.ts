import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { affordable, initialStake, stakesFor, stepStake } from '../../studio/client/stakes.ts'
import { stakeLadder } from '../../studio/engine/stakes.ts'

/** The catalogue's minimum stakes are whole tens of øre from 10 to 200 (studio/engine/stakes.ts). */
const minStake = fc.integer({ min: 1, max: 20 }).map((k) => k * 10)

describe('studio client: the stake selector on the game ladder', () => {
  it('steps through every stake of the ladder and stops at both ends', () => {
    const ladder = stakeLadder(10)
    expect(ladder).toEqual([10, 20, 50, 100, 200, 500, 1000])
    const up: number[] = [ladder[0] as number]
    for (let i = 0; i < 10; i++) up.push(stepStake(ladder, up.at(-1) as number, 1))
    expect(up).toEqual([10, 20, 50, 100, 200, 500, 1000, 1000, 1000, 1000, 1000])
    expect(stepStake(ladder, 10, -1)).toBe(10)
    expect(stepStake(ladder, 500, -1)).toBe(200)
  })

  it('moves an off-ladder stake to its neighbour on the ladder, never off it', () => {
    fc.assert(
      fc.property(
        minStake,
        fc.integer({ min: 1, max: 200_000 }),
        fc.constantFrom(1 as const, -1 as const),
        (min, current, dir) => {
          const ladder = stakeLadder(min)
          const next = stepStake(ladder, current, dir)
          expect(ladder).toContain(next)
          if (dir === 1 && current < (ladder.at(-1) as number)) expect(next).toBeGreaterThan(current)
          if (dir === -1 && current > (ladder[0] as number)) expect(next).toBeLessThan(current)
        },
      ),
    )
  })

  it('offers only the stakes a bet can take: even øre for blackjack, 20-øre multiples for banker', () => {
    expect(stakesFor([10, 20, 50, 100, 200, 500, 1000], 'twenty')).toEqual([20, 100, 200, 500, 1000])
    expect(stakesFor([15, 30, 75], 'even')).toEqual([30])
    expect(stakesFor([50, 10, 20], 'any')).toEqual([10, 20, 50])
  })

  it('starts on the remembered stake only while it is on the ladder', () => {
    expect(initialStake([10, 20, 50], 20)).toBe(20)
    expect(initialStake([10, 20, 50], 30)).toBe(10)
    expect(initialStake([10, 20, 50], null)).toBe(10)
    expect(initialStake([], 20)).toBeNull()
  })

  it('lets a round start only when the balance covers its cost', () => {
    expect(affordable(100, 100)).toBe(true)
    expect(affordable(99, 100)).toBe(false)
    expect(affordable(100, 0)).toBe(false)
  })
})
