import { EngineError } from '../errors'
import type { Rng } from '../rng'
import { assertStake } from '../stakes'
import { figures, merge, type Outcome } from './distribution'

/** Punto banco from an 8-deck shoe, reshuffled (drawn fresh) every coup. */
export const DECKS = 8

export type BaccaratBet = 'player' | 'banker' | 'tie'
export type Winner = 'player' | 'banker' | 'tie'

/** Return per unit stake (stake included) for each bet by winner: banker pays 0.95:1, tie 8:1. */
export const RETURNS: Record<BaccaratBet, Record<Winner, number>> = {
  player: { player: 2, banker: 0, tie: 1 },
  banker: { player: 0, banker: 1.95, tie: 1 },
  tie: { player: 0, banker: 0, tie: 9 },
}

/** Cards of each baccarat value 0–9 in the shoe: tens and faces count 0. */
export function shoe(): number[] {
  return Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * DECKS)
}

/** Whether the banker draws a third card, given her two-card total and the player's third card. */
function bankerDraws(total: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return total <= 5
  switch (total) {
    case 0:
    case 1:
    case 2:
      return true
    case 3:
      return playerThird !== 8
    case 4:
      return playerThird >= 2 && playerThird <= 7
    case 5:
      return playerThird >= 4 && playerThird <= 7
    case 6:
      return playerThird === 6 || playerThird === 7
    default:
      return false
  }
}

export type Coup = { player: number[]; banker: number[]; winner: Winner }

/**
 * Plays one coup with the third-card rules. `draw()` gives the next card's value; the order is player,
 * banker, player, banker, then third cards, as dealt at the table.
 */
export function playCoup(draw: () => number): Coup {
  const player = [draw()]
  const banker = [draw()]
  player.push(draw())
  banker.push(draw())
  const total = (cards: number[]) => cards.reduce((a, b) => a + b, 0) % 10
  const natural = total(player) >= 8 || total(banker) >= 8
  if (!natural) {
    let third: number | undefined
    if (total(player) <= 5) {
      third = draw()
      player.push(third)
    }
    if (bankerDraws(total(banker), third)) banker.push(draw())
  }
  const p = total(player)
  const b = total(banker)
  return { player, banker, winner: p > b ? 'player' : b > p ? 'banker' : 'tie' }
}

/** Draws a card value from what is left of the shoe, each remaining card equally likely. */
function drawFrom(counts: number[], left: number, rng: Rng): number {
  let k = rng.int(left)
  for (let v = 0; v < 10; v++) {
    const c = counts[v] as number
    if (k < c) {
      counts[v] = c - 1
      return v
    }
    k -= c
  }
  throw new Error('unreachable: the draw is below the shoe size')
}

export type BaccaratWager = { bet: BaccaratBet; stake: number }

/**
 * One coup: wagers are checked first, then the cards are drawn from a fresh 8-deck shoe. A banker
 * stake must be a multiple of 20 øre so its 0.95:1 win is whole øre.
 */
export function coup(wagers: readonly BaccaratWager[], ladder: readonly number[], rng: Rng) {
  if (wagers.length === 0) throw new EngineError('BAD_BET', 'a coup needs at least one bet')
  for (const w of wagers) {
    if (!Object.hasOwn(RETURNS, w.bet))
      throw new EngineError('UNKNOWN_BET', `no bet "${String(w.bet)}" in baccarat`)
    assertStake(w.stake, ladder)
    if (w.bet === 'banker' && w.stake % 20 !== 0) {
      throw new EngineError('BAD_STAKE', `a banker stake must be a multiple of 20 øre, got ${w.stake}`)
    }
  }
  const counts = shoe()
  let left = 52 * DECKS
  const result = playCoup(() => drawFrom(counts, left--, rng))
  const returns = wagers.map((w) => Math.round(w.stake * RETURNS[w.bet][result.winner]))
  return { ...result, returns, total: returns.reduce((a, b) => a + b, 0) }
}

let cached: Record<Winner, number> | undefined

/**
 * Exact probability of each winner by enumerating every card sequence of a coup over the 8-deck
 * composition, removing each card as it is dealt (about 10^6 weighted leaves, a few tenths of a
 * second, so the answer is kept).
 */
export function winnerProbabilities(): Record<Winner, number> {
  cached ??= enumerate()
  return cached
}

function enumerate(): Record<Winner, number> {
  const out: Record<Winner, number> = { player: 0, banker: 0, tie: 0 }
  const counts = shoe()
  const walk = (dealt: number[], p: number) => {
    // Replay the coup over the cards so far; a request past them means one more card is needed.
    let i = 0
    let needMore = false
    const coupResult = playCoup(() => {
      if (i < dealt.length) return dealt[i++] as number
      needMore = true
      return 0
    })
    if (!needMore) {
      out[coupResult.winner] += p
      return
    }
    const left = counts.reduce((a, b) => a + b, 0)
    for (let v = 0; v < 10; v++) {
      const c = counts[v] as number
      if (c === 0) continue
      counts[v] = c - 1
      dealt.push(v)
      walk(dealt, (p * c) / left)
      dealt.pop()
      counts[v] = c
    }
  }
  walk([], 1)
  return out
}

function betOutcomes(bet: BaccaratBet, win = winnerProbabilities()): Outcome[] {
  return merge((['player', 'banker', 'tie'] as const).map((w) => ({ ret: RETURNS[bet][w], p: win[w] })))
}

export function baccaratFigures() {
  const win = winnerProbabilities()
  return {
    player: figures(betOutcomes('player', win)),
    banker: figures(betOutcomes('banker', win)),
    tie: figures(betOutcomes('tie', win)),
  }
}
