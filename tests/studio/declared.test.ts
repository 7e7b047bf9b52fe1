import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../server/seed/catalogue.ts'

/**
 * What the lobby tells a player of each table game's payback: the figure its rules are known for,
 * worked out by hand from the rules (and found in any table-games reference), not the engine's own
 * statement read back. A change of rules or of a statement that moves a published payback fails here.
 */
const PUBLISHED_BP: Record<string, number> = {
  // Single zero: 36/37 on every bet.
  'Europæisk Roulette': 9730,
  'Dansk Roulette': 9730,
  // Single zero with la partage: half the even-money stake back on zero, 1 - 1/74.
  'Fransk Roulette': 9865,
  // Double zero: 36/38.
  'Amerikansk Roulette': 9474,
  // Eight decks, banker at 5 % commission: the banker bet, 98.94 %.
  'Punto Banco': 9894,
  'Mini Baccarat': 9894,
  // Small and big, 1:1, lost on any triple: 105 of the 216 rolls win, 210/216.
  'Sic Bo Bord': 9722,
  // Eight decks, the usual spread pays (5:1, 4:1, 2:1, 1:1; 11:1 on three of a kind).
  'Red Dog Kort': 9725,
  // Six decks shuffled every round, dealer stands on soft 17 and peeks, 3:2, double on any two (also
  // after a split), split to four hands, no surrender; the stated basic strategy.
  'Classic Blackjack': 9959,
  'Multihand Blackjack': 9959,
}

describe("the lobby's table games", () => {
  const tables = generateCatalogue(new Date('2026-11-22T00:00:00Z')).filter((g) => g.category === 'table')

  it('are the ten games of the published list', () => {
    expect(tables.map((g) => g.name).sort()).toEqual(Object.keys(PUBLISHED_BP).sort())
  })

  it('each state the payback their rules are published with, to the basis point', () => {
    for (const g of tables) expect(g.payback_bp, g.name).toBe(PUBLISHED_BP[g.name])
  })

  it('no table game states more than it pays: every payback is below 100 %', () => {
    for (const g of tables) expect(g.payback_bp, g.name).toBeLessThan(10_000)
  })
})
