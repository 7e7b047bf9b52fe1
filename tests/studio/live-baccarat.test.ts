import { describe, expect, it } from 'vitest'
import { type BaccaratOutcome, drawCoup } from '../../studio/engine/live/baccarat'
import { baccaratFigures } from '../../studio/engine/table/baccarat'
import { betsOf, engineCode, mustTable } from './live-table'
import { scripted, simulateBets } from './table-sim'

const PP = 1e-4
const table = (id = 'live-baccarat-1') => mustTable(id)

// Card ids: rank id % 13 (0 ace … 8 nine, 9 ten, 10–12 faces), suit ⌊id / 13⌋.
const NINE = 8
const TEN = 9
const FIVE = 4
const ACE = 0

describe('live baccarat', () => {
  it('states the banker bet, the best of the layout: 98.94 % (Wizard of Odds, 8 decks, 5 % commission)', () => {
    const { game, kind } = table()
    expect(kind).toBe('baccarat')
    expect(Math.abs(game.rtp - 0.9894)).toBeLessThan(PP)
    expect(game.rtp).toBe(baccaratFigures().banker.rtp)
  })

  it('pays player 1:1, banker 0.95:1, tie 8:1, and returns player and banker stakes on a tie', () => {
    const { game } = table()
    const bets = betsOf({ player: 1000, banker: 1000, tie: 100 })
    const won = (winner: BaccaratOutcome['winner']) =>
      game.settle({ player: [], banker: [], winner }, bets, null).returns.map((r) => r.amount)
    expect(won('player')).toEqual([2000, 0, 0])
    expect(won('banker')).toEqual([0, 1950, 0])
    expect(won('tie')).toEqual([1000, 1000, 900])
  })

  it('deals a coup from card ids: a natural 9 against 5 stands, and the reveal gives both totals', () => {
    // A fresh 8-deck shoe: card id c is the draw k = 8c. Player 9, ten; banker 5, ace: 9 against 6.
    const rng = scripted(8 * NINE, 8 * FIVE, 8 * TEN, 8 * ACE)
    const o = drawCoup(rng)
    expect(rng.calls).toBe(4)
    expect(o).toEqual({ player: [NINE, TEN], banker: [FIVE, ACE], winner: 'player' })
    expect(table().game.reveal(o)).toMatchObject({ playerTotal: 9, bankerTotal: 6 })
  })

  it('deals the player a third card on 5 and the banker draws on 3 against it', () => {
    // Player ace + four (5) draws a ten → 5; banker ace + two (3) draws against a 0 → a nine: 2.
    // Each k counts the cards still in the shoe in id order (8 of each id, less those dealt).
    const rng = scripted(0, 0, 8 * 3, 8 * 1, 8 * TEN, 8 * NINE)
    const o = drawCoup(rng)
    expect(o.player).toHaveLength(3)
    expect(o.banker).toHaveLength(3)
    expect(table().game.reveal(o)).toMatchObject({ playerTotal: 5, bankerTotal: 2, winner: 'player' })
  })

  it('10^6 seeded coups bracket the exact RTP of banker, player and tie at 99 %', () => {
    const { game } = table()
    const spots = ['banker', 'player', 'tie'] as const
    const bets = spots.map((spot) => ({ spot, amount: 20 }))
    const sims = simulateBets(1_000_000, 33, 3, (rng) =>
      game.settle(game.draw(rng), bets, null).returns.map((r) => r.amount / 20),
    )
    spots.forEach((spot, i) => {
      const exact = baccaratFigures()[spot].rtp
      expect(sims[i]?.lo, spot).toBeLessThan(exact)
      expect(sims[i]?.hi, spot).toBeGreaterThan(exact)
    })
  })

  it('refuses an unknown spot, amounts off 5–25.000 kr, and a banker bet that is not whole 20 øre', () => {
    const { game, limits } = table()
    expect(limits).toEqual({ min: 500, max: 2_500_000 })
    const code = (spot: string, amount: number) =>
      engineCode(() => game.checkBets([{ spot, amount }], limits))
    expect(code('dragon', 1000)).toBe('UNKNOWN_BET')
    expect(code('player', 499)).toBe('BAD_BET')
    expect(code('tie', 2_500_001)).toBe('BAD_BET')
    expect(code('banker', 510)).toBe('BAD_BET')
    expect(code('banker', 520)).toBe('accepted')
    expect(code('player', 510)).toBe('accepted')
  })

  it('Speed Baccarat tables bet for 10 s, the others 15 s', () => {
    expect(table('live-baccarat-2')).toMatchObject({ name: 'Speed Baccarat 2', bettingMs: 10_000 })
    expect(table('live-baccarat-3')).toMatchObject({ name: 'Baccarat Squeeze 3', bettingMs: 15_000 })
  })
})
