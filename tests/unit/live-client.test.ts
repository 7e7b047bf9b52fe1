import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { resultText } from '../../src/features/live/result-text.ts'
import { chipValues } from '../../studio/client/live/board.ts'
import { cardsField, luckyNumbers, wheelSegment } from '../../studio/client/live/reveal.ts'
import { proofMatches, sha256Hex } from '../../studio/client/live/verify.ts'
import { wheelSegments } from '../../studio/client/live/wheel.ts'
import { SEGMENTS } from '../../studio/engine/live/wheel.ts'

describe("the live view's 'Kontrollér' (issue 15: the published hash matches the revealed outcome)", () => {
  const outcome = JSON.stringify({ pocket: 17 })
  const salt = 'c0ffee'
  const commitment = createHash('sha256')
    .update(outcome + salt)
    .digest('hex')

  it('computes sha256 hex as the server does', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('accepts the proof the commitment was taken over, and no other', async () => {
    expect(await proofMatches(commitment, { outcome, salt })).toBe(true)
    expect(await proofMatches(commitment.toUpperCase(), { outcome, salt })).toBe(true)
    expect(await proofMatches(commitment, { outcome: JSON.stringify({ pocket: 18 }), salt })).toBe(false)
    expect(await proofMatches(commitment, { outcome, salt: 'c0ffef' })).toBe(false)
  })
})

describe('chips within the table limits', () => {
  it('offers 1-2-5 steps from the minimum, never above the maximum', () => {
    expect(chipValues({ min: 100, max: 50_000 })).toEqual([100, 200, 500, 1000, 2000, 5000])
    expect(chipValues({ min: 500, max: 2000 })).toEqual([500, 1000, 2000])
    expect(chipValues({ min: 1000, max: 1000 })).toEqual([1000])
  })
})

describe('reading the reveal views', () => {
  it('finds lucky numbers, cards and wheel segments in their usual shapes', () => {
    expect(
      luckyNumbers({
        pocket: 3,
        lucky: [
          { pocket: 7, multiplier: 200 },
          { number: 9, mult: 50 },
        ],
      }),
    ).toEqual([
      { pocket: 7, multiplier: 200 },
      { pocket: 9, multiplier: 50 },
    ])
    // The client draws the wheel in the engine's order, so a revealed spin index is its own segment.
    expect(wheelSegments()).toEqual(SEGMENTS.map((x) => x.label))
    expect(luckyNumbers({ pocket: 3 })).toEqual([])
    expect(cardsField({ dealer: { cards: [1, 2] } }, 'dealer')).toEqual([1, 2])
    expect(cardsField({ player: [4, 'x', 5] }, 'player')).toEqual([4, 5])
    expect(wheelSegment({ spins: [3], segments: ['10'], label: '10', multiplier: 1 })).toBe('10')
    expect(cardsField({ dealer: null, dealerUp: 12 }, 'dealer', 'dealerUp')).toEqual([12])
    expect(wheelSegment({ segment: 20 })).toBe('20')
  })

  it('the casino page words a past result, or the round number when the shape is unknown', () => {
    expect(resultText('roulette', { pocket: 32, colour: 'red' }, 4)).toEqual({ text: '32', tone: 'red' })
    expect(resultText('lyn-roulette', { pocket: 0 }, 4)).toEqual({ text: '0', tone: 'green' })
    expect(
      resultText(
        'baccarat',
        { player: [3, 4], banker: [9, 9], playerTotal: 9, bankerTotal: 0, winner: 'player' },
        1,
      ),
    ).toEqual({ text: 'Spiller 9 – Bank 0', tone: 'player' })
    expect(
      resultText('wheel', { spins: [7, 3], segments: ['2x', '10'], label: '10', pays: 10, multiplier: 2 }, 2),
    ).toEqual({ text: 'Felt 10 ×2', tone: '' })
    expect(resultText('holdem', { something: 1 }, 12)).toEqual({ text: 'Runde 12', tone: '' })
  })
})
