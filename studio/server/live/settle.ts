import { rollbackOf, type WalletClient, WalletRefusal } from '../wallet-client.ts'
import type { LiveBetRow, LiveRepo, LiveRoundRow, LiveSeatRow } from './repo.ts'
import { finalSeat } from './seats.ts'
import type { LiveTableDef } from './tables.ts'

type Bet = { spot: string; amount: number }

export const betTx = (betId: string) => `live:${betId}`
const winTx = (roundId: string, userId: number) => `live:${roundId}:${userId}:win`

/** The spots of a player's bets the wallet took. */
export const spotsOf = (bets: readonly LiveBetRow[]): Bet[] =>
  bets.filter((b) => b.state === 'debited').flatMap((b) => b.bets as Bet[])

/**
 * A bet whose wallet call never came back (the process died between reserving and debiting): rolled
 * back with the same transaction id, which also makes a late arrival of that bet refused by the wallet.
 * True when the wallet confirmed, false when it could not be reached (the next pass asks again).
 */
export const resolvePending = (repo: LiveRepo, wallet: WalletClient, b: LiveBetRow): Promise<boolean> =>
  returnBet(repo, wallet, b, 'pending')

/**
 * Pays every seat of a round in the result phase from the stored outcome (and each seat's
 * decisions), then settles the round. Each seat's win has a transaction id from the round and the
 * player, and the seat's state changes under its row lock, so a second runner (or a retry after a
 * crash) pays nothing twice. False when a wallet call could not be made (the next tick tries again).
 */
export async function settleRound(
  repo: LiveRepo,
  wallet: WalletClient,
  def: LiveTableDef,
  round: LiveRoundRow,
  now: () => Date,
): Promise<boolean> {
  const game = def.game
  if (!game) return voidRound(repo, wallet, round, now)
  // The result wrote the outcome (a round in the result phase always has it).
  if (round.outcome === null) throw new Error(`live round ${round.id} reached its result without an outcome`)
  const outcome = JSON.parse(round.outcome)
  const bets = await repo.betsOf(round.id)
  for (const b of bets) if (b.state === 'pending' && !(await resolvePending(repo, wallet, b))) return false
  const fresh = await repo.betsOf(round.id)
  for (const seat of await repo.seatsOf(round.id)) {
    if (seat.state !== 'open') continue
    if (!(await resolvePendingExtras(repo, wallet, round, seat))) return false
  }
  for (const seat of await repo.seatsOf(round.id)) {
    if (seat.state !== 'open') continue
    if (!(await paySeat(repo, wallet, def, round, seat, outcome, fresh, now))) return false
  }
  await repo.withRound(round.id, async (trx, row) => {
    if (row.phase !== 'result') return
    await repo.setRound(trx, round.id, { phase: 'settled', settled_at: now() })
  })
  return true
}

/**
 * Pays one open seat from the round's outcome (its decisions, and the default for a choice left) and
 * marks it settled under its row lock. The win's transaction id is the round's and the player's, so
 * the runner's settlement and a closing account's (live/close-player.ts) pay it once between them.
 * False when the wallet could not be reached.
 */
export async function paySeat(
  repo: LiveRepo,
  wallet: WalletClient,
  def: LiveTableDef,
  round: LiveRoundRow,
  seat: LiveSeatRow,
  outcome: unknown,
  bets: readonly LiveBetRow[],
  now: () => Date,
): Promise<boolean> {
  const game = def.game
  if (!game) return false
  const mine = spotsOf(bets.filter((b) => b.user_id === seat.user_id))
  const extras = (seat.extras as { amount: number; state: string }[]).filter((x) => x.state === 'debited')
  const stake = mine.reduce((a, b) => a + b.amount, 0) + extras.reduce((a, x) => a + x.amount, 0)
  let payout = 0
  let returns: { spot: string; amount: number }[] = []
  if (mine.length > 0) {
    const r = game.settle(outcome, mine, finalSeat(def, outcome, mine, seat.seat))
    payout = r.total
    returns = r.returns
    if (payout > 0) {
      try {
        await wallet.win({
          userId: seat.user_id,
          roundId: round.id,
          transactionId: winTx(round.id, seat.user_id),
          gameId: round.table_id,
          amount: payout,
        })
      } catch {
        return false
      }
    }
  }
  await repo.withSeat(round.id, seat.user_id, async (trx, row) => {
    if (row.state !== 'open') return
    await repo.setSeat(trx, round.id, seat.user_id, {
      state: 'settled',
      stake,
      payout,
      returns,
      settled_at: now(),
    })
  })
  return true
}

/**
 * One bet back to its player: rolled back in the wallet (the rollback's id makes a late debit refused
 * too) and marked refused. False while the wallet cannot be reached; a refusal means nothing was booked.
 */
export async function returnBet(
  repo: LiveRepo,
  wallet: WalletClient,
  b: LiveBetRow,
  from: LiveBetRow['state'] = b.state,
): Promise<boolean> {
  try {
    await wallet.rollback(rollbackOf(b.user_id, b.round_id, betTx(b.id)))
  } catch (err) {
    if (!(err instanceof WalletRefusal)) return false
  }
  await repo.markBet(b.id, from, 'refused')
  return true
}

/** Returns every stake the wallet took in a round that cannot be finished, then marks it voided. */
export async function voidRound(
  repo: LiveRepo,
  wallet: WalletClient,
  round: LiveRoundRow,
  now: () => Date,
): Promise<boolean> {
  for (const b of await repo.betsOf(round.id)) {
    if (b.state === 'refused') continue
    if (!(await returnBet(repo, wallet, b))) return false
  }
  for (const seat of await repo.seatsOf(round.id)) await voidSeat(repo, wallet, round, seat, now)
  await repo.withRound(round.id, async (trx, row) => {
    if (row.phase === 'settled' || row.phase === 'voided') return
    await repo.setRound(trx, round.id, { phase: 'voided', settled_at: now() })
  })
  return true
}

async function voidSeat(
  repo: LiveRepo,
  wallet: WalletClient,
  round: LiveRoundRow,
  seat: LiveSeatRow,
  now: () => Date,
) {
  const extras = seat.extras as { tx: string; amount: number; state: string; rollback?: boolean }[]
  for (const x of extras) {
    if (x.state === 'refused' && x.rollback !== true) continue
    await wallet.rollback(rollbackOf(seat.user_id, round.id, x.tx)).catch(() => {})
  }
  await repo.withSeat(round.id, seat.user_id, async (trx, row) => {
    if (row.state !== 'open') return
    await repo.setSeat(trx, round.id, seat.user_id, { state: 'voided', payout: 0, settled_at: now() })
  })
}

/**
 * A decision's further stake whose debit never came back: the decision is not applied, and its debit
 * is rolled back. It is marked under the seat's lock first, so a debit that comes back afterwards finds
 * it no longer pending and does not apply the decision; the mark keeps `rollback`, so a pass that dies
 * before the wallet answers rolls it back again (the rollback's transaction id makes that once).
 */
export async function resolvePendingExtras(
  repo: LiveRepo,
  wallet: WalletClient,
  round: LiveRoundRow,
  seat: LiveSeatRow,
) {
  type Extra = { tx: string; state: string; rollback?: boolean }
  // In the result phase no decision can reserve anything more, so a seat without one is done.
  if (!(seat.extras as Extra[]).some((x) => x.state === 'pending' || x.rollback === true)) return true
  const toRollBack = await repo.withSeat(round.id, seat.user_id, async (trx, row) => {
    const xs = row.extras as Extra[]
    if (xs.some((x) => x.state === 'pending'))
      await repo.setSeat(trx, round.id, seat.user_id, {
        extras: xs.map((x) => (x.state === 'pending' ? { ...x, state: 'refused', rollback: true } : x)),
      })
    return xs.filter((x) => x.state === 'pending' || x.rollback === true).map((x) => x.tx)
  })
  for (const tx of toRollBack) {
    try {
      await wallet.rollback(rollbackOf(seat.user_id, round.id, tx))
    } catch (err) {
      if (!(err instanceof WalletRefusal)) return false
    }
  }
  return true
}
