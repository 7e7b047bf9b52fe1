import { describe, expect, it } from 'vitest'
import { screenCells, shownGrid, winCells } from '../../studio/client/highlight.ts'
import { SLOT_MODELS } from '../../studio/engine/models/index.ts'
import { seededRng } from '../../studio/engine/rng.ts'
import { slotGame, spin } from '../../studio/engine/slots/index.ts'
import { LINES_5X3, SCATTER, WILD } from '../../studio/engine/slots/model.ts'
import type { SpinView, Win } from '../../studio/engine/slots/outcome.ts'

/**
 * The client lights what the engine paid: every win of real rounds of every model (seeded), mapped to
 * cells, must be made of exactly the symbols that win pays for, in the number the win says.
 */
const ROUNDS = 400

function* paidScreens() {
  for (const model of SLOT_MODELS) {
    const game = slotGame(
      { gameId: model.id, kind: 'slot', model: model.id, purchase: false, jackpot: null },
      10,
    )
    const rng = seededRng(7)
    const lines = model.evaluation.kind === 'lines' ? LINES_5X3.slice(0, model.evaluation.lines) : null
    for (let i = 0; i < ROUNDS; i++) {
      const o = spin(game, 10, rng)
      for (const view of o.spins) for (const win of view.wins) yield { model: model.id, view, win, lines }
    }
  }
}

const symbolAt = (view: SpinView, c: { reel: number; row: number }) => shownGrid(view)[c.reel]?.[c.row]

describe('studio client: outcome → lit cells', () => {
  // It plays seeded rounds of every model until each kind of win is seen: seconds on a busy 2-core box.
  it('lights exactly the cells each paid win is made of, for every model', () => {
    const kinds = new Set<Win['kind']>()
    for (const { model, view, win, lines } of paidScreens()) {
      kinds.add(win.kind)
      const cells = winCells(win, shownGrid(view), lines)
      const where = `${model} ${JSON.stringify(win)}`
      if (win.kind === 'line') {
        expect(cells, where).toHaveLength(win.count)
        for (const c of cells) expect([win.symbol, WILD], where).toContain(symbolAt(view, c))
        const reels = cells.map((c) => c.reel)
        const first = win.direction === 'ltr' ? 0 : view.grid.length - 1
        expect(reels[0], where).toBe(first)
      } else if (win.kind === 'ways') {
        const perReel = Array.from({ length: win.count }, (_, r) => cells.filter((c) => c.reel === r).length)
        expect(
          perReel.reduce((a, b) => a * b, 1),
          where,
        ).toBe(win.ways)
        for (const c of cells) expect([win.symbol, WILD], where).toContain(symbolAt(view, c))
      } else if (win.kind === 'scatter') {
        expect(cells, where).toHaveLength(win.count)
        for (const c of cells) expect(symbolAt(view, c), where).toBe(SCATTER)
      } else {
        expect(cells).toEqual([])
      }
    }
    // The sample reached line, ways and scatter wins, so each branch above was checked.
    expect([...kinds]).toEqual(expect.arrayContaining(['line', 'ways', 'scatter']))
  }, 60_000)

  it('lights a held reel whole and never lights a cell twice', () => {
    const view: SpinView = {
      kind: 'respin',
      stops: [0, 0, 0, 0, 0],
      grid: [
        [5, 5, 3],
        [0, 0, 0],
        [5, 4, 4],
        [2, 3, 4],
        [2, 2, 2],
      ],
      held: [1],
      multiplier: 1,
      wins: [{ kind: 'line', line: 1, symbol: 5, count: 3, direction: 'ltr', coins: 5 }],
    }
    const cells = screenCells(view, LINES_5X3)
    expect(cells).toEqual([
      { reel: 0, row: 0 },
      { reel: 1, row: 0 },
      { reel: 1, row: 1 },
      { reel: 1, row: 2 },
      { reel: 2, row: 0 },
    ])
  })
})
