import type { WalletClient } from '../wallet-client.ts'
import type { Outcomes } from './outcomes.ts'
import type { LiveRepo, LiveSeatRow } from './repo.ts'
import { decisionsOf, isStored, replaySeat, TIMEOUT } from './seats.ts'
import { paySeat, resolvePending, resolvePendingExtras, returnBet, spotsOf } from './settle.ts'
import { liveTableDef } from './tables.ts'

type Extra = { tx: string; state: string; rollback?: boolean }

/**
 * A closing account's live seats (issue 31): settled now, before the casino computes the payout.
 * While betting is open the seat is voided under the round's lock (the close then leaves it out) and
 * its bets are returned. Once the outcome is drawn, a seat with a choice left takes the rules' default
 * (the step's timeout: stand, fold) as the step's close would, a further stake still on its way is
 * refused and returned, and the seat is paid from the outcome with the runner's own transaction id:
 * whichever of the two pays first, the wallet pays once. Answers how many seats it finished; a wallet
 * that cannot be reached leaves the rest for the next call (the seat stays open, or voided with a bet
 * still to return, and is found again).
 */
export function createLiveClosing(deps: {
  repo: LiveRepo
  wallet: WalletClient
  outcomes: Outcomes
  now: () => Date
  /** Tells the table's viewers that a seat changed. */
  changed?: (tableId: string, roundId: string, userId: number) => void
}) {
  const { repo, wallet, outcomes, now } = deps

  /** The bets of a voided seat back to the player (the rollback's id makes a late debit refused too). */
  async function returnBets(seat: LiveSeatRow): Promise<boolean> {
    for (const b of await repo.betsOfUser(seat.round_id, seat.user_id)) {
      if (b.state !== 'pending' && b.state !== 'debited') continue
      if (!(await returnBet(repo, wallet, b))) return false
    }
    return true
  }

  async function settleSeat(seat: LiveSeatRow): Promise<boolean> {
    const def = liveTableDef(seat.game_id)
    const game = def?.game
    if (!def || !game) return false
    if (seat.state === 'voided') return returnBets(seat)
    const round = await repo.round(seat.round_id)
    if (!round || round.phase === 'settled' || round.phase === 'voided') return false
    const userId = seat.user_id
    // Betting still open: the seat leaves the round, under the lock the close takes.
    const voided = await repo.withRound(round.id, async (trx, row) => {
      if (row.phase !== 'open') return false
      const s = await repo.seatIn(trx, row.id, userId)
      if (s?.state !== 'open') return false
      await repo.setSeat(trx, row.id, userId, { state: 'voided', payout: 0, settled_at: now() })
      return true
    })
    if (voided) {
      const fresh = await repo.seat(round.id, userId)
      return fresh ? returnBets(fresh) : false
    }
    // The outcome is drawn: a bet whose debit never came back is returned first, as the settlement does.
    for (const b of await repo.betsOfUser(round.id, userId))
      if (b.state === 'pending' && !(await resolvePending(repo, wallet, b))) return false
    const drawn = await repo.withRound(round.id, async (trx, row) => {
      if (row.phase === 'open' || row.phase === 'settled' || row.phase === 'voided') return null
      const s = await repo.seatIn(trx, row.id, userId)
      if (s?.state !== 'open') return null
      const outcome = outcomes.of(game, row)
      const mine = spotsOf(await repo.betsIn(trx, row.id, userId))
      const d = game.decisions
      let stored: unknown = s.seat
      // The default now, as the step's close takes it for a seat that did not decide.
      if (d && mine.length > 0 && (isStored(stored) || stored === null)) {
        if (!replaySeat(def, outcome, mine, stored, null).done)
          stored = { decisions: [...decisionsOf(stored), { step: row.step, action: TIMEOUT }] }
      }
      const extras = (s.extras as Extra[]).map((x) =>
        x.state === 'pending' ? { ...x, state: 'refused', rollback: true } : x,
      )
      await repo.setSeat(trx, row.id, userId, { seat: stored, extras })
      return { outcome }
    })
    if (!drawn) return false
    const afterDefault = await repo.seat(round.id, userId)
    if (afterDefault?.state !== 'open') return false
    if (!(await resolvePendingExtras(repo, wallet, round, afterDefault))) return false
    const seatNow = await repo.seat(round.id, userId)
    if (!seatNow) return false
    const bets = await repo.betsOfUser(round.id, userId)
    return paySeat(repo, wallet, def, round, seatNow, drawn.outcome, bets, now)
  }

  return async function settleLiveSeatsOf(userId: number): Promise<number> {
    let settled = 0
    for (const seat of await repo.holdingSeats(userId)) {
      if (await settleSeat(seat)) {
        settled++
        deps.changed?.(seat.game_id, seat.round_id, userId)
      }
    }
    return settled
  }
}
