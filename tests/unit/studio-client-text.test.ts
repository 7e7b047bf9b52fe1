import { describe, expect, it } from 'vitest'
import { baccaratPoints, blackjackTotal, cardName, cardText } from '../../studio/client/cards.ts'
import { formatOre, formatRtp, formatTime } from '../../studio/client/format.ts'
import { outcomeText, pocketText } from '../../studio/client/outcome-text.ts'
import { rouletteWinners } from '../../studio/client/roulette.ts'

/** Intl puts a no-break space before '%'; the player sees a space. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ')

describe('studio client: Danish amounts, cards and outcomes', () => {
  it('formats øre as da-DK kroner with two decimals', () => {
    expect(formatOre(123456)).toBe('1.234,56 kr.')
    expect(formatOre(5)).toBe('0,05 kr.')
    expect(formatOre(0)).toBe('0,00 kr.')
  })

  it('states the RTP as a Danish percentage with two decimals', () => {
    expect(plain(formatRtp(0.9612))).toBe('96,12 %')
    expect(plain(formatRtp(0.973))).toBe('97,30 %')
  })

  it('shows round times in Copenhagen time', () => {
    expect(formatTime('2026-07-01T12:00:05Z')).toMatch(/14[.:]00[.:]05/)
  })

  it('names cards in Danish ranks and suits', () => {
    expect(cardText(0)).toBe('E♠')
    expect(cardText(13 + 10)).toBe('Kn♥')
    expect(cardName(51)).toBe('klør konge')
  })

  it('totals blackjack hands as the table shows them, soft where an ace counts 11', () => {
    expect(blackjackTotal([0, 5])).toBe('7/17') // ace + six
    expect(blackjackTotal([0, 12])).toBe('21') // ace + king
    expect(blackjackTotal([0, 5, 9])).toBe('17') // ace, six, ten: hard 17
    expect(blackjackTotal([9, 12, 1])).toBe('22')
  })

  it('counts baccarat points as the last digit of the hand', () => {
    expect(baccaratPoints([7, 8])).toBe(5)
    expect(baccaratPoints([0, 9])).toBe(9)
  })

  it('marks the roulette bets a pocket wins, and none but straight-up on zero', () => {
    expect([...rouletteWinners(0)]).toEqual(['n0'])
    expect(rouletteWinners(17)).toEqual(new Set(['n17', 'black', 'odd', 'low', 'dozen2', 'column2']))
    expect(rouletteWinners(36)).toEqual(new Set(['n36', 'red', 'even', 'high', 'dozen3', 'column3']))
  })

  it('writes each outcome kind in one history line', () => {
    expect(pocketText(37)).toBe('00')
    expect(outcomeText({ kind: 'roulette', pocket: 32, bets: [], returns: [] })).toBe('Nummer 32 rød')
    expect(outcomeText({ kind: 'sicbo', dice: [1, 4, 6], bets: [], returns: [] })).toBe('Terninger 1, 4, 6')
    expect(
      outcomeText({
        kind: 'baccarat',
        player: [7, 1],
        banker: [0, 6],
        winner: 'player',
        bets: [],
        returns: [],
      }),
    ).toBe('Spiller 8 (7 E) – Bank 6 (10/B 6)')
    const slot = outcomeText(
      {
        kind: 'slot',
        outcome: {
          model: 'm',
          stake: 10,
          cost: 10,
          purchase: false,
          totalCoins: 0,
          win: 0,
          jackpot: false,
          spins: [
            {
              kind: 'base',
              stops: [],
              grid: [
                [0, 2],
                [1, 9],
              ],
              held: [],
              multiplier: 1,
              wins: [],
            },
            {
              kind: 'free',
              stops: [],
              grid: [
                [2, 2],
                [2, 2],
              ],
              held: [],
              multiplier: 1,
              wins: [],
            },
          ],
        },
      },
      ['wild', 'scatter', 'ten', 'jack', 'queen', 'king', 'ace', 'gem', 'crown', 'blank'],
    )
    expect(slot).toBe('Wild Scatter / Ti Tom (+1 skærme)')
  })
})
