import { handTotal, value } from './cards'
import type { Action, BlackjackState } from './round'
import { legalActions } from './round'
import { chartMove } from './strategy'

/** The stated basic strategy's move for the active hand (the client's hint and the simulation's player). */
export function basicStrategy(s: BlackjackState): Action {
  const legal = legalActions(s)
  const h = s.hands[s.active]
  if (!h || legal.length === 0) throw new Error('no hand to play')
  const [a, b] = h.cards
  const pair =
    h.cards.length === 2 && a !== undefined && b !== undefined && value(a) === value(b) ? value(a) : undefined
  const { hard } = handTotal(h.cards)
  const ace = h.cards.some((c) => value(c) === 1)
  return chartMove(
    hard,
    ace,
    pair,
    value(s.dealer[0] as number),
    legal.includes('double'),
    legal.includes('split'),
  )
}
