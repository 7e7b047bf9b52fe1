import { EngineError } from '../errors'
import type { Rng } from '../rng'
import { assertStake } from '../stakes'
import { drawCard } from './shoe'

/**
 * Red Dog (acey-deucey) from 8 decks, reshuffled every round. Two cards are shown: a pair draws a
 * third card (three of a kind pays 11:1, otherwise a push); consecutive ranks push; otherwise the
 * spread (ranks strictly between) is announced, the player may raise (double the bet), and the third
 * card wins at the spread's odds if it falls strictly between.
 */
export const DECKS = 8

/** Winnings "to one" by spread; four or more pays even money. */
export const SPREAD_PAYS: Record<number, number> = { 1: 5, 2: 4, 3: 2 }
export const EVEN_MONEY_FROM = 4
export const TRIPS_PAYS = 11

/** The stated strategy: raise on a spread of seven or more, where the win chance passes one half. */
export const RAISE_FROM = 7

export const paysFor = (spread: number) => (spread >= EVEN_MONEY_FROM ? 1 : (SPREAD_PAYS[spread] as number))

/** Rank 2–14 (ace high) of a card id. */
const rank = (card: number) => (card % 13 === 0 ? 14 : (card % 13) + 1)

export type RedDogAction = 'raise' | 'call'

export type RedDogState = {
  stake: number
  bet: number
  cards: number[]
  /** Ranks strictly between the two cards; -1 for a pair, 0 for consecutive. */
  spread: number
  phase: 'decide' | 'over'
  returns: number[]
  total: number
}

export function deal(stake: number, ladder: readonly number[], rng: Rng): RedDogState {
  assertStake(stake, ladder)
  const s: RedDogState = { stake, bet: stake, cards: [], spread: 0, phase: 'decide', returns: [], total: 0 }
  s.cards.push(drawCard(DECKS, [s.cards], rng))
  s.cards.push(drawCard(DECKS, [s.cards], rng))
  const [a, b] = s.cards.map(rank) as [number, number]
  s.spread = a === b ? -1 : Math.abs(a - b) - 1
  if (s.spread === 0) return settle(s, s.bet)
  if (s.spread === -1) {
    s.cards.push(drawCard(DECKS, [s.cards], rng))
    return settle(s, rank(s.cards[2] as number) === a ? s.bet * (TRIPS_PAYS + 1) : s.bet)
  }
  return s
}

export const legalActions = (s: RedDogState): RedDogAction[] =>
  s.phase === 'decide' ? ['raise', 'call'] : []

export function act(state: RedDogState, action: RedDogAction, rng: Rng): RedDogState {
  if (state.phase === 'over') throw new EngineError('ROUND_OVER', 'the round is over')
  if (action !== 'raise' && action !== 'call') {
    throw new EngineError('ACTION_NOT_ALLOWED', `"${String(action)}" is not a red dog action`)
  }
  const s: RedDogState = { ...state, cards: [...state.cards], returns: [] }
  if (action === 'raise') s.bet *= 2
  s.cards.push(drawCard(DECKS, [s.cards], rng))
  const [a, b, c] = s.cards.map(rank) as [number, number, number]
  const between = c > Math.min(a, b) && c < Math.max(a, b)
  return settle(s, between ? s.bet * (paysFor(s.spread) + 1) : 0)
}

function settle(s: RedDogState, back: number): RedDogState {
  s.returns = [back]
  s.total = back
  s.phase = 'over'
  return s
}

/**
 * Exact distribution of the net result per initial stake when raising from `raiseFrom` (the stated
 * strategy by default): every pair of
 * first ranks with card removal from 8 decks, then the third card from the 414 left.
 */
export function redDogOutcomes(raiseFrom = RAISE_FROM): { net: number; p: number }[] {
  const per = 4 * DECKS
  const total = 13 * per
  const out = new Map<number, number>()
  const add = (net: number, p: number) => out.set(net, (out.get(net) ?? 0) + p)
  for (let r1 = 2; r1 <= 14; r1++) {
    for (let r2 = 2; r2 <= 14; r2++) {
      const p = r1 === r2 ? (per / total) * ((per - 1) / (total - 1)) : (per / total) * (per / (total - 1))
      const left = total - 2
      if (r1 === r2) {
        const trips = (per - 2) / left
        add(TRIPS_PAYS, p * trips)
        add(0, p * (1 - trips))
        continue
      }
      const spread = Math.abs(r1 - r2) - 1
      if (spread === 0) {
        add(0, p)
        continue
      }
      const units = spread >= raiseFrom ? 2 : 1
      const win = (spread * per) / left
      add(units * paysFor(spread), p * win)
      add(-units, p * (1 - win))
    }
  }
  return [...out].map(([net, p]) => ({ net, p })).sort((x, y) => x.net - y.net)
}
