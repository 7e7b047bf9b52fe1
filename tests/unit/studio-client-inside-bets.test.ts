import { describe, expect, it } from 'vitest'
import { InsidePicker, insideName } from '../../studio/client/inside-bets.ts'

/** Issue 29, item 5: the inside bets a player names by tapping numbers on a phone's roulette board. */
describe('inside bets by taps', () => {
  it('a split is two neighbours, across a row or down a column', () => {
    const p = new InsidePicker('european')
    expect(p.tap('split', 5)).toBeNull()
    expect(p.picking).toEqual([5])
    expect(p.tap('split', 8)).toEqual({ type: 'split', numbers: [5, 8] })
    expect(p.tap('split', 2)).toBeNull()
    expect(p.tap('split', 3)).toEqual({ type: 'split', numbers: [2, 3] })
    expect(p.tap('split', 0)).toBeNull()
    expect(p.tap('split', 1)).toEqual({ type: 'split', numbers: [0, 1] })
  })

  it('a tap that is no neighbour starts a new pick; the same number twice starts over', () => {
    const p = new InsidePicker('european')
    p.tap('split', 5)
    expect(p.tap('split', 12)).toBeNull()
    expect(p.picking).toEqual([12])
    expect(p.tap('split', 12)).toBeNull()
    expect(p.picking).toEqual([])
  })

  it('a corner from two diagonal numbers, or two neighbours and a third', () => {
    const p = new InsidePicker('european')
    p.tap('corner', 5)
    expect(p.tap('corner', 9)).toEqual({ type: 'corner', numbers: [5, 6, 8, 9] })
    p.tap('corner', 5)
    expect(p.tap('corner', 6)).toBeNull()
    expect(p.tap('corner', 2)).toEqual({ type: 'corner', numbers: [2, 3, 5, 6] })
    // A number in a corner of the layout is in one corner bet only: one tap names it.
    expect(p.tap('corner', 1)).toEqual({ type: 'corner', numbers: [1, 2, 4, 5] })
    expect(p.tap('corner', 34)).toEqual({ type: 'corner', numbers: [31, 32, 34, 35] })
    expect(p.tap('corner', 35)).toBeNull()
    expect(p.tap('corner', 31)).toEqual({ type: 'corner', numbers: [31, 32, 34, 35] })
    expect(p.tap('corner', 0)).toEqual({ type: 'first_four', numbers: [0, 1, 2, 3] })
  })

  it('a street is one tap, a six line two rows, a trio with 0', () => {
    const p = new InsidePicker('european')
    expect(p.tap('street', 14)).toEqual({ type: 'street', numbers: [13, 14, 15] })
    expect(p.tap('six_line', 1)).toEqual({ type: 'six_line', numbers: [1, 2, 3, 4, 5, 6] })
    expect(p.tap('six_line', 14)).toBeNull()
    expect(p.tap('six_line', 17)).toEqual({ type: 'six_line', numbers: [13, 14, 15, 16, 17, 18] })
    expect(p.tap('street', 0)).toBeNull()
    expect(p.tap('street', 3)).toEqual({ type: 'trio', numbers: [0, 2, 3] })
  })

  it('names the bet in Danish with its numbers; 00 on the american wheel', () => {
    expect(insideName({ type: 'split', numbers: [4, 5] })).toBe('To tal 4-5')
    const p = new InsidePicker('american')
    p.tap('split', 37)
    expect(p.tap('split', 3)).toEqual({ type: 'split', numbers: [3, 37] })
    expect(insideName({ type: 'split', numbers: [3, 37] })).toBe('To tal 3-00')
  })
})
