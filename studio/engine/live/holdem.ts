import { EngineError } from '../errors.ts'
import type { Rng } from '../rng.ts'
import { checkLiveBets, settlement } from './bets.ts'
import { categoryOf, evaluate, handName, leadRankOf, rankOf, suitOf } from './poker-hand.ts'
import type { LiveAction, LiveGame } from './types.ts'

/**
 * Casino hold'em, one shared hand: every seat plays the same two player cards against the same
 * dealer and board (one 52-card deck, nine cards drawn from the round's seed when betting closes). After the player's cards
 * and the flop a seat calls (a further 2 × ante) or folds (loses the ante); a seat that does not
 * answer folds. The dealer qualifies with a pair of fours or better. Dealer not qualified: the ante
 * pays by the ante table, the call pushes. Qualified: the better hand wins, the ante by the ante table
 * and the call 1:1; a tie pushes both; a dealer win takes both. Ante table (to 1): royal flush 100,
 * straight flush 20, four of a kind 10, full house 3, flush 2, straight or less 1.
 */
export type HoldemOutcome = { player: number[]; dealer: number[]; board: number[] }
export type HoldemSeat = { ante: number; decision: 'call' | 'fold' | null }

const HOLDEM_ACTIONS = ['call', 'fold'] as const
/** The call is twice the ante. */
const CALL_UNITS = 2

/** The ante table: winnings per unit of ante ("to one") by the player's final hand. */
export function antePays(playerScore: number): number {
  const name = handName(playerScore)
  switch (name) {
    case 'royal-flush':
      return 100
    case 'straight-flush':
      return 20
    case 'four-of-a-kind':
      return 10
    case 'full-house':
      return 3
    case 'flush':
      return 2
    default:
      return 1
  }
}

/** A pair of fours or better. */
export const dealerQualifies = (dealerScore: number) =>
  categoryOf(dealerScore) >= 2 || (categoryOf(dealerScore) === 1 && leadRankOf(dealerScore) >= 4)

/** Nine distinct cards by a partial shuffle of one deck: player 2, dealer 2, board 5. */
export function dealHoldem(rng: Rng): HoldemOutcome {
  const deck = Array.from({ length: 52 }, (_, i) => i)
  for (let i = 0; i < 9; i++) {
    const j = i + rng.int(52 - i)
    const t = deck[i] as number
    deck[i] = deck[j] as number
    deck[j] = t
  }
  return { player: deck.slice(0, 2), dealer: deck.slice(2, 4), board: deck.slice(4, 9) }
}

type Showdown = { player: number; dealer: number; qualifies: boolean; antePays: number }

function showdown(o: HoldemOutcome): Showdown {
  const player = evaluate([...o.player, ...o.board])
  const dealer = evaluate([...o.dealer, ...o.board])
  return { player, dealer, qualifies: dealerQualifies(dealer), antePays: antePays(player) }
}

/** What a seat gets back in all (stake included, øre) for a called or folded ante. */
export function holdemReturns(
  o: HoldemOutcome,
  ante: number,
  called: boolean,
): { ante: number; call: number } {
  if (!called) return { ante: 0, call: 0 }
  const s = showdown(o)
  const call = CALL_UNITS * ante
  if (!s.qualifies) return { ante: ante * (1 + s.antePays), call }
  if (s.player > s.dealer) return { ante: ante * (1 + s.antePays), call: 2 * call }
  if (s.player === s.dealer) return { ante, call }
  return { ante: 0, call: 0 }
}

/**
 * The stated playing strategy, read from the player's two cards and the flop. Call with: a pair or
 * better made with a player card (a pocket pair or a player card matching the flop; a made straight or
 * flush); four to a flush; four of five consecutive ranks (any straight draw, the ace high or low) when
 * the higher player card is a five or better. With none of these (no pair of the player's, no draw):
 * - a flop of one suit: call with an ace or a king only;
 * - otherwise call with an ace, king or queen; with a jack when the flop holds a queen or higher, a
 *   two or three, or a pair; with a nine or ten when the flop holds a two or three, or a pair with a
 *   nine or higher on top; fold the rest.
 * A two or three on the flop matters because a dealer pairing it does not qualify (pair of fours). Each
 * rule follows the call's mean return per category in seeded deals apart from the statement's seeds:
 * call where it returns more than the ante a fold gives up. Its RTP is simulated (statements.json).
 */
export function simpleStrategy(player: readonly number[], flop: readonly number[]): 'call' | 'fold' {
  const five = [...player, ...flop]
  const playerRanks = player.map(rankOf)
  const flopRanks = flop.map(rankOf)
  if (playerRanks[0] === playerRanks[1]) return 'call'
  if (playerRanks.some((r) => flopRanks.includes(r))) return 'call'
  if (categoryOf(evaluate(five)) >= 4) return 'call'
  for (let s = 0; s < 4; s++) if (five.filter((c) => suitOf(c) === s).length >= 4) return 'call'
  const high = Math.max(...playerRanks)
  let mask = 0
  for (const c of five) mask |= 1 << rankOf(c)
  if (mask & (1 << 14)) mask |= 2
  if (high >= 5) for (let l = 1; l <= 10; l++) if (bits((mask >> l) & 0x1f) >= 4) return 'call'
  const flopTop = Math.max(...flopRanks)
  const flopPaired = new Set(flopRanks).size < 3
  const flopLow = flopRanks.some((r) => r <= 3)
  if (new Set(flop.map(suitOf)).size === 1) return high >= 13 ? 'call' : 'fold'
  if (high >= 12) return 'call'
  if (high === 11) return flopTop >= 12 || flopLow || flopPaired ? 'call' : 'fold'
  if (high >= 9) return flopLow || (flopPaired && flopTop >= 9) ? 'call' : 'fold'
  return 'fold'
}

const bits = (x: number) => {
  let n = 0
  for (let v = x; v; v &= v - 1) n++
  return n
}

const anteOf = (bets: readonly { spot: string; amount: number }[]) =>
  bets.reduce((a, b) => a + (b.spot === 'ante' ? b.amount : 0), 0)

function act(seat: HoldemSeat, action: string): LiveAction<HoldemSeat> {
  if (seat.decision !== null) throw new EngineError('ROUND_OVER', 'this seat has decided')
  if (action !== 'call' && action !== 'fold') {
    throw new EngineError('ACTION_NOT_ALLOWED', `"${String(action)}" is not allowed: call or fold`)
  }
  return { seat: { ...seat, decision: action }, extraStake: action === 'call' ? CALL_UNITS * seat.ante : 0 }
}

export function casinoHoldem(rtp: number): LiveGame<HoldemOutcome, HoldemSeat> {
  return {
    kind: 'holdem',
    rtp,
    checkBets: (bets, limits) => checkLiveBets(bets, limits, (s) => s === 'ante'),
    draw: dealHoldem,
    reveal: (o) => {
      const s = showdown(o)
      return {
        ...o,
        playerHand: handName(s.player),
        dealerHand: handName(s.dealer),
        dealerQualifies: s.qualifies,
        winner: s.player > s.dealer ? 'player' : s.player < s.dealer ? 'dealer' : 'tie',
      }
    },
    decisions: {
      actions: HOLDEM_ACTIONS,
      shared: (o) => ({ player: o.player, flop: o.board.slice(0, 3) }),
      start: (_, bets) => ({ ante: anteOf(bets), decision: null }),
      legal: (seat) => (seat.decision === null ? HOLDEM_ACTIONS : []),
      act: (seat, action) => act(seat, action),
      timeout: (seat) => (seat.decision === null ? { ...seat, decision: 'fold' } : seat),
      view: (seat) => ({ ante: seat.ante, decision: seat.decision, call: CALL_UNITS * seat.ante }),
    },
    settle: (o, bets, seat) => {
      const ante = anteOf(bets)
      const r = holdemReturns(o, ante, seat?.decision === 'call')
      return settlement([
        { spot: 'ante', amount: r.ante },
        { spot: 'call', amount: r.call },
      ])
    },
  }
}
