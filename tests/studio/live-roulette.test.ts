import { describe, expect, it } from 'vitest'
import { ROULETTE_SPOTS, rouletteSpot, rouletteSpotFigures } from '../../studio/engine/live/roulette'
import { engineCode, mustTable } from './live-table'
import { scripted, simulateBets } from './table-sim'

// Published house edge of single-zero roulette: 2.70 % on every bet (Wizard of Odds, "Roulette").
const PUBLISHED_RTP = 0.973
const PP = 1e-4

const table = () => mustTable('live-roulette-1')
const LIMITS = { min: 100, max: 1_000_000 }

describe('live european roulette', () => {
  it('is the table of "Roulette 1", with every spot of the european layout', () => {
    expect(table().kind).toBe('roulette')
    expect(table().name).toBe('Roulette 1')
    // 37 straights, 60 splits, 12 streets, 2 trios, 22 corners, 1 first four, 11 six lines,
    // 3 dozens, 3 columns and 6 even-money bets.
    expect(ROULETTE_SPOTS.size).toBe(37 + 60 + 12 + 2 + 22 + 1 + 11 + 3 + 3 + 6)
    for (const s of ['straight:0', 'split:0-3', 'street:34', 'corner:1-2-4-5', 'six_line:31', 'dozen:3'])
      expect(ROULETTE_SPOTS.has(s), s).toBe(true)
  })

  it('every spot returns the published 97.30 % exactly, and the table states it', () => {
    for (const [name, spot] of ROULETTE_SPOTS) {
      expect(Math.abs(rouletteSpotFigures(spot).rtp - PUBLISHED_RTP), name).toBeLessThan(PP)
    }
    expect(table().game.rtp).toBeCloseTo(36 / 37, 12)
  })

  it('pays straight 35:1, split 17:1, corner 8:1, dozen 2:1, red 1:1 (stake included)', () => {
    const { game } = table()
    const bets = [
      { spot: 'straight:17', amount: 100 },
      { spot: 'split:17-20', amount: 200 },
      { spot: 'corner:16-17-19-20', amount: 100 },
      { spot: 'dozen:2', amount: 300 },
      { spot: 'black', amount: 500 },
      { spot: 'red', amount: 500 },
    ]
    const s = game.settle({ pocket: 17 }, bets, null)
    expect(s.returns.map((r) => r.amount)).toEqual([3600, 3600, 900, 900, 1000, 0])
    expect(s.total).toBe(10_000)
    expect(game.settle({ pocket: 0 }, bets, null).total).toBe(0)
    expect(game.settle({ pocket: 0 }, [{ spot: 'straight:0', amount: 100 }], null).total).toBe(3600)
  })

  it('draws one pocket with rng.int(37) and reveals it with its colour', () => {
    const { game } = table()
    const rng = scripted(32)
    const o = game.draw(rng)
    expect(rng.calls).toBe(1)
    expect(game.reveal(o)).toEqual({ pocket: 32, colour: 'red' })
    expect(game.reveal(game.draw(scripted(0)))).toEqual({ pocket: 0, colour: 'green' })
  })

  it('10^6 seeded rounds keep the exact RTP of straight, split, dozen and red in the 99 % interval', () => {
    const { game } = table()
    const spots = ['straight:17', 'split:17-20', 'dozen:2', 'red']
    const bets = spots.map((spot) => ({ spot, amount: 1 }))
    const sims = simulateBets(1_000_000, 15, spots.length, (rng) =>
      game.settle(game.draw(rng), bets, null).returns.map((r) => r.amount),
    )
    sims.forEach((sim, i) => {
      const exact = rouletteSpotFigures(rouletteSpot(spots[i] as string)).rtp
      expect(exact, spots[i]).toBeGreaterThan(sim.lo)
      expect(exact, spots[i]).toBeLessThan(sim.hi)
    })
  })

  it('refuses an unknown spot, a spot off the layout, an amount off the limits, and no bets', () => {
    const { game } = table()
    const check = (...bets: { spot: string; amount: number }[]) =>
      engineCode(() => game.checkBets(bets, LIMITS))
    expect(check({ spot: 'straight:37', amount: 100 })).toBe('UNKNOWN_BET')
    expect(check({ spot: 'split:1-5', amount: 100 })).toBe('UNKNOWN_BET')
    expect(check({ spot: 'banker', amount: 100 })).toBe('UNKNOWN_BET')
    expect(check({ spot: 'red', amount: 99 })).toBe('BAD_BET')
    expect(check({ spot: 'red', amount: 100.5 })).toBe('BAD_BET')
    expect(check({ spot: 'red', amount: 1_000_001 })).toBe('BAD_BET')
    // The cap is per spot: two stacks on red over the cap are refused, on two spots they are fine.
    const half = 600_000
    expect(check({ spot: 'red', amount: half }, { spot: 'red', amount: half })).toBe('BAD_BET')
    expect(check({ spot: 'red', amount: half }, { spot: 'odd', amount: half })).toBe('accepted')
    expect(check()).toBe('BAD_BET')
  })
})
