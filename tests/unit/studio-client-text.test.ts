import { describe, expect, it } from 'vitest'
import { baccaratPoints, blackjackTotal, cardName, cardText } from '../../studio/client/cards.ts'
import { formatOre, formatRtp, formatTime } from '../../studio/client/format.ts'
import { outcomeText, pocketText, screenLines } from '../../studio/client/outcome-text.ts'

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

  it('lists every screen of a feature round for the recall, with its step and what it paid', () => {
    const screen = (kind: 'base' | 'free', multiplier: number, coins: number) => ({
      kind,
      stops: [],
      grid: [[0], [1]],
      held: [],
      multiplier,
      wins: coins > 0 ? [{ kind: 'scatter' as const, count: 3, coins }] : [],
    })
    const lines = screenLines(
      {
        kind: 'slot',
        outcome: {
          model: 'm',
          stake: 200,
          cost: 200,
          purchase: false,
          totalCoins: 35,
          win: 700,
          jackpot: false,
          spins: [screen('base', 1, 20), screen('free', 1, 0), screen('free', 3, 15)],
        },
      },
      ['wild', 'scatter'],
    )
    // 10 coins are one stake: 20 coins of a 2 kr. stake pay 4 kr.
    expect(lines).toEqual([
      'Spin: Wild Scatter · Gevinst 4,00 kr.',
      'Gratis spin 1 af 2: Wild Scatter',
      'Gratis spin 2 af 2 ×3: Wild Scatter · Gevinst 3,00 kr.',
    ])
    expect(screenLines({ kind: 'sicbo', dice: [1, 2, 3], bets: [], returns: [] })).toEqual([])
  })
})
