import { randomUUID } from 'node:crypto'
import { LIVE_TEXTS, type LiveBetItem } from '../../../contract/live.ts'
import type { Clock } from '../../../platform/clock.ts'
import { HttpError } from '../../../platform/http/errors.ts'
import { EngineError } from '../../engine/errors.ts'
import type { SessionRow } from '../repo.ts'
import { walletFailure } from '../rounds.ts'
import { ST } from '../texts.ts'
import { type WalletClient, WalletRefusal } from '../wallet-client.ts'
import type { Outcomes } from './outcomes.ts'
import type { LiveRepo } from './repo.ts'
import { type Decision, decisionsOf, replaySeat } from './seats.ts'
import { betTx, spotsOf } from './settle.ts'
import type { LiveTableDef } from './tables.ts'

const fail = (status: number, message: string, code: string, extra: object = {}) =>
  new HttpError(status, message, { code, ...extra })

type Log = { warn(obj: object, msg: string): void }

/**
 * A player's bets in a live round. The decision is made under the round's row lock, by the server's
 * clock, before any money moves: the round must be open and now before its close time; the close
 * takes the same lock, so it waits for bets being reserved and none slips in after it. Then the
 * wallet takes the stake (its transaction id is the reservation's), which the money gate checks.
 */
export async function placeBets(
  deps: { repo: LiveRepo; wallet: WalletClient; clock: Clock; log: Log },
  s: SessionRow,
  def: LiveTableDef,
  roundId: string,
  bets: LiveBetItem[],
  /** When the bet reached the server (server/http/arrival.ts): judged late by that, not by now. */
  arrivedAtMs = deps.clock.nowMs(),
) {
  const { repo, wallet, clock, log } = deps
  const game = def.game
  if (!game) throw fail(409, LIVE_TEXTS.tableNotOpen, 'TABLE_NOT_OPEN')
  const check = (all: LiveBetItem[]) => {
    try {
      game.checkBets(all, def.limits)
    } catch (err) {
      if (err instanceof EngineError) throw fail(400, ST.badBet, 'BAD_BET')
      throw err
    }
  }
  check(bets)
  const userId = s.user_id as number
  const amount = bets.reduce((a, b) => a + b.amount, 0)
  const id = randomUUID()
  const round = await repo.round(roundId)
  if (!round || round.table_id !== def.tableId) throw fail(404, ST.noOpenRound, 'NO_OPEN_ROUND')
  await repo.withRound(roundId, async (trx, row) => {
    const now = arrivedAtMs
    if (row.phase !== 'open' || now >= row.closes_at.getTime()) {
      log.warn(
        {
          tableId: def.tableId,
          roundId,
          userId,
          at: now,
          closesAt: row.closes_at.getTime(),
          phase: row.phase,
          amount,
        },
        'live: a bet after the close was refused',
      )
      throw fail(409, LIVE_TEXTS.betsClosed, 'BETS_CLOSED', {
        closesAt: row.closes_at.getTime(),
        serverTime: clock.nowMs(),
      })
    }
    // The table's limits hold for everything the seat holds in the round, across bet calls.
    const held = (await repo.betsIn(trx, roundId, userId)).filter((b) => b.state !== 'refused')
    check([...held.flatMap((b) => b.bets as LiveBetItem[]), ...bets])
    await repo.insertBet(trx, {
      id,
      round_id: roundId,
      user_id: userId,
      session_id: s.id,
      bets,
      amount,
      state: 'pending',
      placed_at: new Date(now),
    })
    await repo.ensureSeat(trx, { round_id: roundId, user_id: userId, game_id: def.tableId, session_id: s.id })
  })
  let balance: number
  try {
    const a = await wallet.bet({
      userId,
      roundId,
      transactionId: betTx(id),
      gameId: def.tableId,
      amount,
      bets,
      ip: s.ip,
      casinoSession: s.casino_session ?? undefined,
    })
    balance = a.balance + a.bonusBalance
  } catch (err) {
    if (err instanceof WalletRefusal) await repo.markBet(id, 'pending', 'refused')
    // Unknown whether the wallet booked it: the bet stays pending, and the settlement rolls it back.
    throw walletFailure(err)
  }
  // The settlement may have rolled a slow bet back meanwhile; then the wallet refused it (BET_ROLLED_BACK).
  if (!(await repo.markBet(id, 'pending', 'debited')))
    throw fail(409, LIVE_TEXTS.betsClosed, 'BETS_CLOSED', { serverTime: clock.nowMs() })
  return { accepted: spotsOf(await repo.betsOfUser(roundId, userId)), balance }
}

/**
 * A decision of a seat (hit, stand, double; hold'em call or fold) while the round is deciding, by the
 * server's clock. Decisions go in steps (issue 31): a seat decides once a step, from the cards of the
 * steps closed so far, and the card its decision brings is shown (to it and everyone) when the step
 * closes. A decision with a further stake is reserved under the round's lock, debited, then recorded;
 * the step's close or the settlement rolls back a reservation whose debit had not come back.
 */
export async function act(
  deps: { repo: LiveRepo; wallet: WalletClient; clock: Clock; outcomes: Outcomes },
  s: SessionRow,
  def: LiveTableDef,
  roundId: string,
  action: string,
) {
  const { repo, wallet, clock, outcomes } = deps
  const game = def.game
  const decisions = game?.decisions
  if (!game || !decisions) throw fail(400, LIVE_TEXTS.noDecision, 'NO_DECISION')
  const userId = s.user_id as number
  const round = await repo.round(roundId)
  if (!round || round.table_id !== def.tableId) throw fail(404, ST.noOpenRound, 'NO_OPEN_ROUND')
  const mine = spotsOf(await repo.betsOfUser(roundId, userId))
  if (mine.length === 0) throw fail(409, LIVE_TEXTS.noSeat, 'NO_SEAT')
  const planned = await repo.withRound(roundId, async (trx, row) => {
    const now = clock.nowMs()
    if (row.phase !== 'deciding' || now >= (row.decide_until?.getTime() ?? 0))
      throw fail(409, LIVE_TEXTS.noDecision, 'NO_DECISION')
    const outcome = outcomes.of(game, row)
    const seatRow = await repo.seatIn(trx, roundId, userId)
    if (seatRow?.state !== 'open') throw fail(409, LIVE_TEXTS.noSeat, 'NO_SEAT')
    const extras = seatRow.extras as { tx: string; amount: number; state: string }[]
    if (extras.some((x) => x.state === 'pending')) throw fail(409, ST.roundOpen, 'ROUND_OPEN')
    const play = replaySeat(def, outcome, mine, seatRow.seat, row.step)
    let next: { extraStake: number }
    try {
      next = decisions.act(play.seat, action, outcome)
    } catch (err) {
      if (err instanceof EngineError) throw fail(400, ST.wrongCall, 'BAD_BET')
      throw err
    }
    // Chosen in this step already (its card is not shown yet): the step's close comes first. Judged on
    // what the seat is shown only, so the answer tells nothing of a card to come.
    if (play.decided) throw fail(409, LIVE_TEXTS.waitForCard, 'DECIDED')
    // A split hand's card due and not shown yet: nothing to decide before it is.
    if (!play.ready) throw fail(400, ST.wrongCall, 'BAD_BET')
    const decision: Decision = { step: row.step, action }
    if (next.extraStake <= 0) {
      await repo.setSeat(trx, roundId, userId, {
        seat: { decisions: [...decisionsOf(seatRow.seat), decision] },
      })
      return null
    }
    const tx = `live:${roundId}:${userId}:x${extras.length}`
    await repo.setSeat(trx, roundId, userId, {
      extras: [...extras, { tx, amount: next.extraStake, state: 'pending', ...decision }],
    })
    return { tx, amount: next.extraStake, decision }
  })
  let balance: number | null = null
  if (planned) {
    // Only a reservation still pending changes: the step's close or the settlement may have taken it
    // meanwhile (and its debit is rolled back), and then the decision must not apply.
    const mark = (state: string, decision?: Decision) =>
      repo.withSeat(roundId, userId, async (trx, row) => {
        const extras = row.extras as { tx: string; state: string }[]
        if (!extras.some((x) => x.tx === planned.tx && x.state === 'pending')) return false
        const xs = extras.map((x) => (x.tx === planned.tx ? { ...x, state } : x))
        await repo.setSeat(
          trx,
          roundId,
          userId,
          decision === undefined
            ? { extras: xs }
            : { extras: xs, seat: { decisions: [...decisionsOf(row.seat), decision] } },
        )
        return true
      })
    try {
      const a = await wallet.bet({
        userId,
        roundId,
        transactionId: planned.tx,
        gameId: def.tableId,
        amount: planned.amount,
        ip: s.ip,
        casinoSession: s.casino_session ?? undefined,
      })
      balance = a.balance + a.bonusBalance
    } catch (err) {
      if (err instanceof WalletRefusal) await mark('refused')
      throw walletFailure(err)
    }
    if (!(await mark('debited', planned.decision))) throw fail(409, LIVE_TEXTS.noDecision, 'NO_DECISION')
  }
  if (balance === null) {
    const a = await wallet.balance(userId).catch((err) => {
      throw walletFailure(err)
    })
    balance = a.balance + a.bonusBalance
  }
  const fresh = await repo.round(roundId)
  return { round: fresh ?? round, balance }
}
