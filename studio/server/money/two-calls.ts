import { randomUUID } from 'node:crypto'
import type { WalletAnswer } from '../../../contract/wallet.ts'
import { contributionOf } from '../../engine/jackpot.ts'
import { start } from '../play.ts'
import { updateRound } from '../repo.ts'
import { fail, walletFailure } from '../round-answers.ts'
import { ST } from '../texts.ts'
import { wagerSpots } from '../wager-spots.ts'
import { WalletRefusal, WalletUnavailable } from '../wallet-client.ts'
import { holdOf, moneyRowOf, openRow, type StartMoneyRound, total } from './context.ts'
import { betBody, finish, storeDrawn, tryRollback } from './settle.ts'

/**
 * A money round in two wallet calls (a jackpot slot, a table game, a hand with decisions): the row
 * (staked) → wallet bet → the outcome drawn and stored (drawn; a jackpot game feeds its pool in the
 * same transaction) → wallet win(s) → settled. A round that wins nothing settles with its outcome in
 * one statement.
 */
export const startTwoCalls: StartMoneyRound = async (ctx, s, game, req, cost, call) => {
  const { repo, wallet } = ctx
  const id = randomUUID()
  const terms = game.math.kind === 'slot' ? game.math.jackpot : null
  // The wallet books the whole øre; the pool carries the sub-øre rest (feedPool).
  const contribution = terms ? contributionOf(cost, terms).booked : 0
  const bet = { tx: `${id}:bet:0`, amount: cost }
  const r = await openRow(
    ctx,
    {
      ...moneyRowOf(s, game, id),
      state: 'staked',
      stake: cost,
      jackpot_contribution: contribution,
      bets: [bet],
      request: req,
    },
    call,
  )
  let betAnswer: WalletAnswer
  try {
    betAnswer = await wallet.bet({ ...betBody(s, r, bet, contribution), bets: wagerSpots(req) })
  } catch (err) {
    // A refusal booked nothing; an unknown answer is undone now, or by recovery if that fails too.
    if (
      err instanceof WalletRefusal ||
      (err instanceof WalletUnavailable && (await tryRollback(ctx, r, bet)))
    )
      await repo.withRound(id, async (trx, row) => {
        if (row.state === 'staked') await updateRound(trx, id, { state: 'voided' })
      })
    throw walletFailure(err)
  }
  const afterBet = total(betAnswer)
  const played = start(game, req, ctx.rng)
  // Set in the statement that settles the round, so the game is held from the moment it is paid.
  const hold = holdOf(played, ctx.nowMs())
  const jackpotGame = game.math.kind === 'slot' && !!game.math.jackpot
  if (!jackpotGame && played.over && played.total === 0) {
    // Nothing to pay: outcome and settlement in one statement. A crash before it leaves the round
    // staked, which recovery voids (the stake returned), as before.
    const settled = await repo.advance(id, 'staked', {
      state: 'settled',
      outcome: played.stored,
      awaiting_player: false,
      win: 0,
      jackpot_win: 0,
      balance_before: afterBet + cost,
      balance_after: afterBet,
      settled_at: new Date(),
      ...(hold ? { holds_until: hold } : {}),
    })
    if (!settled) throw fail(409, ST.roundVoided, 'ROUND_VOIDED')
    ctx.answered.set(s, betAnswer)
    return settled
  }
  const drawn = jackpotGame
    ? await storeDrawn(
        ctx,
        r,
        played,
        { balance_before: afterBet + cost },
        (row) => row.state === 'staked',
        cost,
      )
    : await repo.advance(id, 'staked', {
        state: 'drawn',
        outcome: played.stored,
        awaiting_player: !played.over,
        win: played.over ? played.total : 0,
        jackpot_win: 0,
        balance_before: afterBet + cost,
      })
  if (!drawn) throw fail(409, ST.roundVoided, 'ROUND_VOIDED')
  if (!played.over) return { ...drawn, balance_after: null }
  return finish(ctx, { ...drawn, balance_before: afterBet + cost }, null, {
    session: s,
    afterBet: betAnswer,
    hold,
  })
}
