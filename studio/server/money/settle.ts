import type { WalletAnswer } from '../../../contract/wallet.ts'
import type { Played } from '../play.ts'
import { feedPool, type RoundRow, type SessionRow, updateRound, type WalletBet } from '../repo.ts'
import { fail, walletFailure } from '../round-answers.ts'
import { ST } from '../texts.ts'
import { rollbackOf } from '../wallet-client.ts'
import { type MoneyContext, total } from './context.ts'

/** The wallet's bet call of a round's bet. */
export const betBody = (s: SessionRow, r: RoundRow, bet: WalletBet, jackpotContribution = 0) => ({
  userId: s.user_id as number,
  roundId: r.id,
  transactionId: bet.tx,
  gameId: r.game_id,
  amount: bet.amount,
  jackpotContribution,
  ip: s.ip,
  casinoSession: s.casino_session ?? undefined,
})

/** Undoes a bet whose result is unknown; true when the wallet confirmed. */
export async function tryRollback(ctx: MoneyContext, r: RoundRow, bet: WalletBet): Promise<boolean> {
  try {
    await ctx.wallet.rollback(rollbackOf(r.user_id as number, r.id, bet.tx))
    return true
  } catch {
    return false
  }
}

/**
 * Pays a drawn, finished round (the paytable win, then a jackpot's pool part and its seed part) and
 * settles it. Every payment has a transaction id derived from the round id, so paying again after a
 * crash or from a second process pays nothing twice.
 */
export async function finish(
  ctx: MoneyContext,
  r: RoundRow,
  resolution: 'completed' | null,
  known?: { session: SessionRow; afterBet: WalletAnswer; hold?: Date | null },
): Promise<RoundRow> {
  const { wallet, repo } = ctx
  let last: WalletAnswer | null = known?.afterBet ?? null
  let after: number | null = null
  const pay = async (tx: string, amount: number, jackpot: boolean) => {
    if (amount <= 0) return
    const a = await wallet.win({
      userId: r.user_id as number,
      roundId: r.id,
      transactionId: `${r.id}:${tx}`,
      gameId: r.game_id,
      amount,
      jackpot,
    })
    last = a
    after = total(a)
  }
  try {
    await pay('win', r.win, false)
    if (r.jackpot_win > 0) {
      // The house's part (seed and carried sub-øre contributions) was fixed when the pool was taken.
      await pay('jackpot', r.jackpot_win - r.jackpot_house, true)
      await pay('jackpot-seed', r.jackpot_house, false)
    }
    // Nothing paid: the bet's own answer is the balance after the round (no extra balance call).
    if (after === null) after = last ? total(last) : total(await wallet.balance(r.user_id as number))
  } catch (err) {
    throw walletFailure(err)
  }
  if (known && last) ctx.answered.set(known.session, last)
  const patch = {
    state: 'settled',
    balance_after: after,
    settled_at: new Date(),
    resolution,
    ...(known?.hold ? { holds_until: known.hold } : {}),
  }
  // One conditional statement; when another caller settled it first, that row stands.
  return (await repo.advance(r.id, 'drawn', patch)) ?? (await repo.round(r.id)) ?? r
}

/** Stores a drawn step; a jackpot game's first draw feeds its pool with the round's cost, in the same transaction. */
export async function storeDrawn(
  ctx: MoneyContext,
  r: RoundRow,
  played: Played,
  patch: Record<string, unknown>,
  expect: (row: RoundRow) => boolean,
  cost: number,
  refusal = (_row: RoundRow) => fail(409, ST.roundVoided, 'ROUND_VOIDED'),
): Promise<RoundRow> {
  return ctx.repo.withRound(r.id, async (trx, row) => {
    if (!expect(row)) throw refusal(row)
    const pool =
      cost > 0 || played.jackpot
        ? await feedPool(trx, r.game_id, cost, played.jackpot)
        : { win: 0, fromHouse: 0 }
    const next = {
      ...patch,
      state: 'drawn',
      outcome: played.stored,
      awaiting_player: !played.over,
      win: played.over ? played.total : 0,
      jackpot_win: pool.win,
      jackpot_house: pool.fromHouse,
    }
    await updateRound(trx, r.id, next)
    return {
      ...row,
      ...next,
      outcome: played.stored as never,
      pending: null,
      version: row.version + 1,
    } as RoundRow
  })
}
