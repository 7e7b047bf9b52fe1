import { describe, expect, it } from 'vitest'
import { stakeLadder } from '../../studio/engine/stakes'
import {
  type BaccaratBet,
  type BaccaratWager,
  baccaratFigures,
  coup,
  shoe,
  winnerProbabilities,
} from '../../studio/engine/table/baccarat'
import { BAD_STAKES, refusedBeforeDrawing } from './refusals'
import { scripted, simulateBets } from './table-sim'

const LADDER = stakeLadder(10)
const PP = 1e-4

/** A scripted Rng that deals these card values in order from a fresh 8-deck shoe. */
function dealing(...values: number[]) {
  const counts = shoe()
  const picks = values.map((v) => {
    const k = counts.slice(0, v).reduce((a, b) => a + b, 0)
    counts[v] = (counts[v] as number) - 1
    return k
  })
  return scripted(...picks)
}

describe('baccarat exact RTP', () => {
  it('matches the published 8-deck figures to 0.01 pp: banker 98.94, player 98.76, tie (8:1) 85.64', () => {
    // Wizard of Odds, "Baccarat": 8 decks, house edge banker 1.06 %, player 1.24 %, tie 8:1 14.36 %.
    const f = baccaratFigures()
    expect(Math.abs(f.banker.rtp - 0.9894)).toBeLessThan(PP)
    expect(Math.abs(f.player.rtp - 0.9876)).toBeLessThan(PP)
    expect(Math.abs(f.tie.rtp - 0.8564)).toBeLessThan(PP)
  })

  it('the winner probabilities match the published 45.86 / 44.62 / 9.52 % and sum to one', () => {
    const w = winnerProbabilities()
    expect(w.banker).toBeCloseTo(0.458597, 5)
    expect(w.player).toBeCloseTo(0.446247, 5)
    expect(w.tie).toBeCloseTo(0.095156, 5)
    expect(w.banker + w.player + w.tie).toBeCloseTo(1, 10)
  })
})

describe('baccarat simulation', () => {
  it('10^6 seeded coups bracket the exact RTP of banker, player and tie at 99 %', () => {
    const bets = ['banker', 'player', 'tie'] as const
    const wagers = bets.map((bet) => ({ bet, stake: 20 }))
    const sims = simulateBets(1_000_000, 3, 3, (rng) => coup(wagers, LADDER, rng).returns.map((r) => r / 20))
    bets.forEach((bet, i) => {
      const exact = baccaratFigures()[bet].rtp
      expect(sims[i]?.lo, bet).toBeLessThan(exact)
      expect(sims[i]?.hi, bet).toBeGreaterThan(exact)
    })
  })
})

describe('baccarat payouts from constructed coups', () => {
  const all: BaccaratWager[] = [
    { bet: 'player', stake: 20 },
    { bet: 'banker', stake: 20 },
    { bet: 'tie', stake: 20 },
  ]

  it('a player natural 9 against banker 5: player pays 1:1, no third cards', () => {
    const c = coup(all, LADDER, dealing(4, 3, 5, 2))
    expect([c.player, c.banker, c.winner]).toEqual([[4, 5], [3, 2], 'player'])
    expect(c.returns).toEqual([40, 0, 0])
  })

  it('a banker win pays 0.95:1', () => {
    // Player 2+3=5 draws a 10 (0) and stays 5; banker 3+4=7 stands.
    const c = coup(all, LADDER, dealing(2, 3, 3, 4, 0))
    expect([c.player, c.banker, c.winner]).toEqual([[2, 3, 0], [3, 4], 'banker'])
    expect(c.returns).toEqual([0, 39, 0])
  })

  it('a tie pays 8:1 and pushes player and banker', () => {
    const c = coup(all, LADDER, dealing(6, 3, 0, 3))
    expect(c.winner).toBe('tie')
    expect(c.returns).toEqual([20, 20, 180])
  })

  it('banker on 3 stands when the player drew an 8, and draws on any other third card', () => {
    expect(coup(all, LADDER, dealing(1, 1, 1, 2, 8)).banker).toEqual([1, 2])
    expect(coup(all, LADDER, dealing(1, 1, 1, 2, 9, 5)).banker).toEqual([1, 2, 5])
  })

  it('banker on 6 draws only on a player third card of 6 or 7', () => {
    expect(coup(all, LADDER, dealing(1, 3, 1, 3, 6, 2)).banker).toEqual([3, 3, 2])
    expect(coup(all, LADDER, dealing(1, 3, 1, 3, 5)).banker).toEqual([3, 3])
  })
})

describe('baccarat refuses bad input before drawing', () => {
  const refuse = (wager: { bet: BaccaratBet; stake: number }, code: string) =>
    refusedBeforeDrawing((rng) => coup([{ bet: 'tie', stake: 20 }, wager], LADDER, rng), code)
  it.each(BAD_STAKES)('a player stake %s (%s øre): %s', (_, stake, code) =>
    refuse({ bet: 'player', stake }, code),
  )
  it.each([
    [{ bet: 'dragon' as BaccaratBet, stake: 20 }, 'UNKNOWN_BET'],
    [{ bet: 'toString' as BaccaratBet, stake: 20 }, 'UNKNOWN_BET'],
    [{ bet: 'banker', stake: 10 }, 'BAD_STAKE'],
  ] as const)('%o is refused with %s', refuse)
})
