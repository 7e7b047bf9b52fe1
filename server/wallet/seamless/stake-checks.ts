import { HttpError } from '../../../platform/http/errors.ts'
import type { GateRead, MoneyGate } from '../../player/money-gate.ts'
import { WT } from '../texts.ts'
import type { Bet, BetWin } from './bet-op.ts'

/** The player module's money gate (player/money-gate.ts): its one-statement read, then its decision. */
export type BetGate = Pick<MoneyGate, 'read' | 'decide'>

/** Who may stake money: open and temporary accounts (SPEC.md section 4); the rest are blocked. */
export const mayStake = (status: string) => status === 'open' || status === 'temp'

/** A stake's jackpot share is taken from the stake, so it can never be larger than it. */
export const tooMuchForPool = () => new HttpError(400, 'jackpotContribution er større end indsatsen')

/**
 * A new stake's checks (never a retry's): the casino session still live, then the money gate. Shared by
 * a bet and a betWin so that a round booked in one call passes exactly the checks a bet does.
 */
export async function newStake(gate: BetGate, g: GateRead, b: Bet | BetWin) {
  if (b.casinoSession !== undefined && !g.gameSessionLive)
    throw new HttpError(403, WT.sessionEnded, { code: 'SESSION_ENDED' })
  await gate.decide(g, b.ip ?? null)
}
