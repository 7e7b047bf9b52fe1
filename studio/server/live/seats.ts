import { HiddenCard } from '../../engine/live/types.ts'
import type { LiveTableDef } from './tables.ts'

type Bet = { spot: string; amount: number }

/** One decision of a seat, in the decision step it was taken in (0 the first). */
export type Decision = { step: number; action: string }

/** A seat's default in a step it let pass: the engine's `timeout` (stand, fold). */
export const TIMEOUT = 'timeout'

/** What a seat row stores of the play: its decisions, never a card (the cards follow from the outcome). */
export type StoredSeat = { decisions: Decision[] }

export const isStored = (stored: unknown): stored is StoredSeat =>
  stored !== null && typeof stored === 'object' && Array.isArray((stored as StoredSeat).decisions)

export const decisionsOf = (stored: unknown): Decision[] => (isStored(stored) ? [...stored.decisions] : [])

export type SeatPlay = {
  /** The engine's seat after the decisions it may show. */
  seat: unknown
  /** A decision of the open step whose card is not shown yet. */
  pending: string | null
  /** It has decided in the open step. */
  decided: boolean
  /** The seat may decide in the open step: it holds every card it took, has a choice, and has not chosen. */
  ready: boolean
  /** Nothing is left for it to decide (its hands are finished): read it from a replay with step null. */
  done: boolean
}

/**
 * A seat's play from its stored decisions. With `step` (the decision steps closed so far) only the
 * cards every seat has decided about are read (`decisions.visible`), for the seat's owner and for who
 * may decide now; with null the whole outcome, for the result and the settlement. Rows stored before
 * the steps hold the engine's seat itself and are read as such.
 */
export function replaySeat(
  def: LiveTableDef,
  outcome: unknown,
  bets: readonly Bet[],
  stored: unknown,
  step: number | null,
): SeatPlay {
  const d = def.game?.decisions
  if (!d) throw new Error(`live table ${def.tableId} has no decisions`)
  const legacy = stored !== null && stored !== undefined && !isStored(stored)
  const o = step !== null && d.visible ? d.visible(outcome, step) : outcome
  let seat = legacy ? stored : d.start(o, bets)
  let pending: string | null = null
  const decisions = decisionsOf(stored)
  for (const x of decisions) {
    try {
      seat = x.action === TIMEOUT ? d.timeout(seat, o) : d.act(seat, x.action, o).seat
    } catch (err) {
      if (!(err instanceof HiddenCard)) throw err
      pending = x.action
      break
    }
  }
  const legal = d.legal(seat).length > 0
  const decidedNow = step !== null && decisions.some((x) => x.step === step)
  return {
    seat,
    pending,
    decided: decidedNow,
    ready: step !== null && pending === null && legal && !decidedNow,
    done: !legal && pending === null,
  }
}

/** The seat with every decision applied and, if it still had a choice, the default: what is paid. */
export function finalSeat(
  def: LiveTableDef,
  outcome: unknown,
  bets: readonly Bet[],
  stored: unknown,
): unknown {
  const d = def.game?.decisions
  if (!d) return null
  const { seat } = replaySeat(def, outcome, bets, stored, null)
  return d.legal(seat).length > 0 ? d.timeout(seat, outcome) : seat
}
