import type { OutcomeView } from '../../contract/studio.ts'
import { baccaratPoints, baccaratText, blackjackTotal, cardText } from './cards.ts'
import { formatOre } from './format.ts'
import { coinsToOre } from './highlight.ts'
import { symbolName } from './symbols.ts'
import { da } from './text.ts'

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])

/** A roulette pocket as the table says it: '0', '00', '17 rød'. */
export function pocketText(pocket: number): string {
  if (pocket === 37) return '00'
  if (pocket === 0) return '0'
  return `${pocket} ${RED.has(pocket) ? 'rød' : 'sort'}`
}

/** A slot screen's rows by symbol name, top to bottom, separated by ' / '. */
function gridText(grid: readonly (readonly number[])[], symbols: readonly string[]): string {
  const rows = grid.length > 0 ? Math.max(...grid.map((c) => c.length)) : 0
  const lines: string[] = []
  for (let y = 0; y < rows; y++)
    lines.push(
      grid
        .map((c) => {
          const sym = c[y]
          return sym === undefined ? '·' : symbolName(symbols[sym] ?? '?')
        })
        .join(' '),
    )
  return lines.join(' / ')
}

/**
 * Every screen of a slot round for the recall (GLI-19 asks for each screen of a feature): its step
 * ('Spin', 'Gratis spin 2 af 8', 'Bonushjul'), its symbols and what it paid.
 */
export function screenLines(o: OutcomeView | null, symbols: readonly string[] = []): string[] {
  if (o?.kind !== 'slot') return []
  const frees = o.outcome.spins.filter((v) => v.kind === 'free').length
  let free = 0
  return o.outcome.spins.map((v) => {
    if (v.kind === 'free') free++
    const step = v.kind === 'free' ? da.freeSpinOf(free, frees) : da.steps[v.kind]
    const m = v.multiplier > 1 ? ` ${da.multiplier(v.multiplier)}` : ''
    const coins = v.wins.reduce((a, w) => a + w.coins, 0)
    const what = v.kind === 'wheel' ? '' : `: ${gridText(v.grid, symbols)}`
    return `${step}${m}${what}${coins > 0 ? ` · ${da.win} ${formatOre(coinsToOre(coins, o.outcome.stake))}` : ''}`
  })
}

/**
 * A round's outcome in one line for the history (the recall of GLI-19: reels, cards or number).
 * Slots list the first screen's rows by symbol name and count the extra screens.
 */
export function outcomeText(o: OutcomeView | null, symbols: readonly string[] = []): string {
  if (!o) return '–'
  switch (o.kind) {
    case 'slot': {
      const first = o.outcome.spins[0]
      const extra = o.outcome.spins.length - 1
      return `${first ? gridText(first.grid, symbols) : ''}${extra > 0 ? ` (+${extra} skærme)` : ''}`
    }
    case 'roulette':
      return `${da.pocket} ${pocketText(o.pocket)}`
    case 'baccarat':
      return `${da.player} ${baccaratPoints(o.player)} (${o.player.map(baccaratText).join(' ')}) – ${da.banker} ${baccaratPoints(o.banker)} (${o.banker.map(baccaratText).join(' ')})`
    case 'sicbo':
      return `${da.dice} ${o.dice.join(', ')}`
    case 'blackjack':
      return `${da.dealer} ${blackjackTotal(o.dealer)} (${o.dealer.map(cardText).join(' ')}) – ${o.hands
        .map((hnd) => `${blackjackTotal(hnd.cards)} (${hnd.cards.map(cardText).join(' ')})`)
        .join(', ')}`
    case 'red-dog':
      return o.cards.map(cardText).join(' ')
  }
}
