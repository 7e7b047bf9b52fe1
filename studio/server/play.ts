import type { BaccaratWager, OutcomeView, RouletteBet, SicBoBet } from '../../contract/studio.ts'
import { EngineError } from '../engine/errors.ts'
import type { Rng } from '../engine/rng.ts'
import { slotGame, spin } from '../engine/slots/index.ts'
import type { SlotOutcome } from '../engine/slots/outcome.ts'
import { coup } from '../engine/table/baccarat.ts'
import * as bj from '../engine/table/blackjack/round.ts'
import * as rd from '../engine/table/red-dog.ts'
import { spin as rouletteSpin, type Wheel } from '../engine/table/roulette.ts'
import { roll } from '../engine/table/sicbo.ts'
import { ladderOf, type StudioGame } from './games.ts'

/** What a round was started with, stored with the round. */
export type StartRequest =
  | { call: 'spin'; stake: number; purchase: boolean }
  | { call: 'bet'; roulette?: RouletteBet[]; baccarat?: BaccaratWager[]; sicbo?: SicBoBet[] }
  | { call: 'deal'; stake: number }

export type PlayerAction = 'hit' | 'stand' | 'double' | 'split' | 'raise' | 'call'

/** The engine's result as stored in the round row (the full state: the hole card included). */
export type Stored =
  | { kind: 'slot'; outcome: SlotOutcome }
  | { kind: 'roulette'; pocket: number; bets: RouletteBet[]; returns: number[] }
  | {
      kind: 'baccarat'
      player: number[]
      banker: number[]
      winner: 'player' | 'banker' | 'tie'
      bets: BaccaratWager[]
      returns: number[]
    }
  | { kind: 'sicbo'; dice: number[]; bets: SicBoBet[]; returns: number[] }
  | { kind: 'blackjack'; state: bj.BlackjackState }
  | { kind: 'red-dog'; state: rd.RedDogState }

export type Played = {
  stored: Stored
  /** Returned to the player (stake included), øre; meaningful once `over`. */
  total: number
  over: boolean
  jackpot: boolean
}

const WHEELS: Record<string, Wheel> = {
  'roulette-eu': 'european',
  'roulette-fr': 'french',
  'roulette-us': 'american',
}

/** Refused when the request does not fit the game's kind (a spin on a roulette table). */
export class WrongCall extends Error {}

/** An Rng that stops the engine at its first draw: the engine checks all input before drawing. */
class Checked extends Error {}
const stopAtDraw: Rng = {
  int: () => {
    throw new Checked()
  },
}

/** What the player stakes to start this round, øre. */
export function costOf(game: StudioGame, req: StartRequest): number {
  if (req.call === 'deal') return req.stake
  if (req.call === 'spin') {
    if (!req.purchase || game.math.kind !== 'slot') return req.stake
    const g = slotGame(game.math, game.minStake)
    const price = g.model.buy ? g.model.buy.price : 1
    return (Math.round(price * 10) * req.stake) / 10
  }
  const bets = req.roulette ?? req.baccarat ?? req.sicbo ?? []
  return bets.reduce((a, b) => a + b.stake, 0)
}

const spinWith = (game: StudioGame, req: Extract<StartRequest, { call: 'spin' }>, rng: Rng) =>
  spin(slotGame(game.math, game.minStake), req.stake, rng, { purchase: req.purchase })

/** Plays the first step of a round: throws EngineError or WrongCall for input the game refuses. */
export function start(game: StudioGame, req: StartRequest, rng: Rng): Played {
  const ladder = ladderOf(game)
  if (req.call === 'spin') {
    if (game.kind !== 'slot') throw new WrongCall()
    const outcome = spinWith(game, req, rng)
    return { stored: { kind: 'slot', outcome }, total: outcome.win, over: true, jackpot: outcome.jackpot }
  }
  if (req.call === 'deal') {
    if (game.kind === 'blackjack') return fromBlackjack(bj.deal(req.stake, ladder, rng))
    if (game.kind === 'red-dog') return fromRedDog(rd.deal(req.stake, ladder, rng))
    throw new WrongCall()
  }
  if (game.kind === 'roulette' && req.roulette && !req.baccarat && !req.sicbo) {
    const wheel = WHEELS[game.math.model]
    if (!wheel) throw new WrongCall()
    const r = rouletteSpin(wheel, req.roulette, ladder, rng)
    return done({ kind: 'roulette', pocket: r.pocket, bets: req.roulette, returns: r.returns }, r.total)
  }
  if (game.kind === 'baccarat' && req.baccarat && !req.roulette && !req.sicbo) {
    const c = coup(req.baccarat, ladder, rng)
    return done(
      {
        kind: 'baccarat',
        player: c.player,
        banker: c.banker,
        winner: c.winner,
        bets: req.baccarat,
        returns: c.returns,
      },
      c.total,
    )
  }
  if (game.kind === 'sicbo' && req.sicbo && !req.roulette && !req.baccarat) {
    const r = roll(req.sicbo, ladder, rng)
    return done({ kind: 'sicbo', dice: r.dice, bets: req.sicbo, returns: r.returns }, r.total)
  }
  throw new WrongCall()
}

/** Checks a request completely without drawing anything: throws as `start` would. */
export function check(game: StudioGame, req: StartRequest): void {
  try {
    start(game, req, stopAtDraw)
  } catch (err) {
    if (!(err instanceof Checked)) throw err
  }
}

const done = (stored: Stored, total: number): Played => ({ stored, total, over: true, jackpot: false })
const fromBlackjack = (s: bj.BlackjackState): Played => ({
  stored: { kind: 'blackjack', state: s },
  total: s.total,
  over: s.phase === 'over',
  jackpot: false,
})
const fromRedDog = (s: rd.RedDogState): Played => ({
  stored: { kind: 'red-dog', state: s },
  total: s.total,
  over: s.phase === 'over',
  jackpot: false,
})

/** The further stake an action needs (a double, a split, a raise), øre; throws if it is not allowed now. */
export function extraStake(stored: Stored, action: PlayerAction): number {
  if (stored.kind === 'blackjack') {
    const s = stored.state
    if (action === 'raise' || action === 'call' || !bj.legalActions(s).includes(action))
      throw new EngineError('ACTION_NOT_ALLOWED', `${action} is not allowed now`)
    if (action === 'double') return s.hands[s.active]?.bet ?? 0
    return action === 'split' ? s.stake : 0
  }
  if (stored.kind === 'red-dog') {
    if ((action !== 'raise' && action !== 'call') || !rd.legalActions(stored.state).includes(action))
      throw new EngineError('ACTION_NOT_ALLOWED', `${action} is not allowed now`)
    return action === 'raise' ? stored.state.bet : 0
  }
  throw new WrongCall()
}

export function act(stored: Stored, action: PlayerAction, rng: Rng): Played {
  if (stored.kind === 'blackjack' && action !== 'raise' && action !== 'call')
    return fromBlackjack(bj.act(stored.state, action, rng))
  if (stored.kind === 'red-dog' && (action === 'raise' || action === 'call'))
    return fromRedDog(rd.act(stored.state, action, rng))
  throw new WrongCall()
}

/** What the client may see: while the player acts in blackjack, the dealer's hole card stays here. */
export function viewOf(stored: Stored): OutcomeView {
  switch (stored.kind) {
    case 'blackjack': {
      const s = stored.state
      const open = s.phase === 'player'
      return {
        kind: 'blackjack',
        dealer: open ? s.dealer.slice(0, 1) : [...s.dealer],
        hands: s.hands.map((h) => ({ cards: [...h.cards], bet: h.bet, doubled: h.doubled, done: h.done })),
        active: s.active,
        phase: s.phase,
        actions: bj.legalActions(s),
        returns: [...s.returns],
      }
    }
    case 'red-dog': {
      const s = stored.state
      return {
        kind: 'red-dog',
        cards: [...s.cards],
        spread: s.spread,
        bet: s.bet,
        phase: s.phase,
        actions: rd.legalActions(s),
        returns: [...s.returns],
      }
    }
    default:
      return stored
  }
}
