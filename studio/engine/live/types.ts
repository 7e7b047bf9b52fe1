import type { Rng } from '../rng.ts'

/**
 * The math of a live table, shared by every seat (issue 15). The studio's live runner commits to a
 * round's seed when betting opens and draws the outcome from it (commitment.ts); only the commitment
 * is published then, the outcome after the bets close. Each kind is a pure module: no clock, no I/O,
 * no money; amounts are øre; a refused bet or action throws EngineError before anything is changed.
 */
/**
 * Thrown by a seat's action that would read a card not yet shown (`decisions.visible`): the card a
 * decision brings is shown to nobody until the decision step closes for every seat (issue 31).
 */
export class HiddenCard extends Error {
  constructor() {
    super('the card is not shown before the decision step closes')
    this.name = 'HiddenCard'
  }
}

export type LiveKind = 'roulette' | 'lyn-roulette' | 'blackjack' | 'baccarat' | 'holdem' | 'wheel'

/** One chip stack of one seat: `spot` names the bet ('straight:17', 'red', 'banker', 'ante', '10x'…). */
export type LiveBet = { spot: string; amount: number }

/** A seat's further stake from a decision (double, hold'em call): debited before the action applies. */
export type LiveAction<S> = { seat: S; extraStake: number }

/** What one seat is paid: per spot, and in all (stake included, øre). */
type LiveSettlement = { returns: { spot: string; amount: number }[]; total: number }

export interface LiveGame<Outcome, Seat = null> {
  readonly kind: LiveKind
  /** Return to player of the table as the catalogue states it (0.9730 = 97.30 %), from its statement. */
  readonly rtp: number
  /** Throws EngineError('UNKNOWN_BET' | 'BAD_BET') for a spot the table has not or an amount off its limits. */
  checkBets(bets: readonly LiveBet[], limits: { min: number; max: number }): void
  /** The whole round's outcome (a pocket and lucky numbers, a shuffled shoe, a wheel segment). */
  draw(rng: Rng): Outcome
  /**
   * Everything a viewer may see once the round is revealed. JSON only. For a kind with decisions this
   * is the end of the round (the dealer's whole hand, the board): show `decisions.shared` while seats
   * decide, and this only after the decision window has closed.
   */
  reveal(outcome: Outcome): unknown
  /** Rounds with a decision window (blackjack, hold'em); absent for single-step tables. */
  readonly decisions?: {
    readonly actions: readonly string[]
    /**
     * What every viewer sees while seats decide (the shared first cards and the dealer's up card; the
     * player's cards and the flop): never a card still to come. JSON only. Optional only so that a
     * LiveGame written before it stays valid; both kinds with decisions have it.
     */
    shared?(outcome: Outcome): unknown
    /** The seat after the shared first cards, for a seat that has bets. */
    start(outcome: Outcome, bets: readonly LiveBet[]): Seat
    /** What the seat may do now ([] when it is done). */
    legal(seat: Seat): readonly string[]
    /** Throws EngineError('ACTION_NOT_ALLOWED') for an action not in legal(seat). */
    act(seat: Seat, action: string, outcome: Outcome): LiveAction<Seat>
    /** The seat's answer when the decision window ends without one (stand, fold). */
    timeout(seat: Seat, outcome: Outcome): Seat
    /**
     * What the seat's owner sees of their own hand. JSON only. `pending`: a decision taken in the step
     * still open, whose card is not shown yet.
     */
    view(seat: Seat, pending?: string | null): unknown
    /**
     * Tables whose seats draw from one shared sequence (blackjack): the outcome as it may be read after
     * `steps` decision steps have closed. Drawing a card later in the sequence throws HiddenCard, so
     * a seat's state and view hold only cards every seat has already decided about. Decisions go in
     * steps: a seat decides once a step, and each step's cards are shown when it closes for all.
     */
    visible?(outcome: Outcome, steps: number): Outcome
  }
  /** What a seat is paid once the outcome (and its decisions) are final. */
  settle(outcome: Outcome, bets: readonly LiveBet[], seat: Seat | null): LiveSettlement
}
