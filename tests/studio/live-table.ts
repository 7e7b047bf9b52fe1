import { EngineError } from '../../studio/engine/errors'
import { liveTable } from '../../studio/engine/live/tables'

/** A live table that must exist: a test of its rules has nothing to say about a missing one. */
export function mustTable(id: string) {
  const t = liveTable(id)
  if (!t) throw new Error(`${id} is not a table`)
  return t
}

/**
 * What the engine says to a call: 'accepted', or the code of the EngineError it refused with. Any
 * other throw is kept as its text, so a crash never passes for a refusal.
 */
export function engineCode(f: () => unknown): string {
  try {
    f()
    return 'accepted'
  } catch (e) {
    return e instanceof EngineError ? e.code : String(e)
  }
}

/**
 * Bets from spot → amount in øre, in the order written. Only for spot names that are not whole numbers:
 * a key such as '5' would be moved to the front by JavaScript's key order.
 */
export const betsOf = (stakes: Record<string, number>) =>
  Object.entries(stakes).map(([spot, amount]) => ({ spot, amount }))
