import { randomUUID } from 'node:crypto'
import type { WalletAnswer } from '../../../contract/wallet.ts'
import type { StudioGame } from '../games.ts'
import { start } from '../play.ts'
import type { RoundRow, SessionRow, WalletBet } from '../repo.ts'
import { walletFailure } from '../round-answers.ts'
import { type BetWinCall, WalletRefusal, WalletUnavailable } from '../wallet-client.ts'
import { holdOf, type MoneyContext, moneyRowOf, openRow, type StartMoneyRound, total } from './context.ts'

/**
 * A round whose stake and win the wallet books in one call (issue 29.7, docs/decisions/0009): a slot
 * without a jackpot (its pool is fed and taken in the studio's own step) and without a decision.
 */
export const oneWalletCall = (game: StudioGame) => game.math.kind === 'slot' && !game.math.jackpot
/** The round's one wallet call, named on its bet (recovery replays it). */
export const isOneCall = (r: RoundRow) => (r.bets as WalletBet[])[0]?.tx === `${r.id}:bet-win`

/** The body of a round's one wallet call: the same for the first try and every replay. */
const betWinBody = (r: RoundRow, s: SessionRow | undefined): BetWinCall => ({
  userId: r.user_id as number,
  roundId: r.id,
  transactionId: `${r.id}:bet-win`,
  gameId: r.game_id,
  amount: r.stake,
  jackpotContribution: 0,
  win: r.win,
  ...(s ? { ip: s.ip, casinoSession: s.casino_session ?? undefined } : {}),
})

/**
 * Books a drawn one-call round in the wallet (stake and win together) and settles it. A wallet
 * that does not answer is asked once more with the same call; a refusal voids the round (nothing
 * was booked, and the wallet keeps refusing that transaction id). Recovery calls it again for a
 * round a crash left drawn: the wallet answers a booked call's first answer, so nothing is paid twice.
 */
export async function payOneCall(
  ctx: MoneyContext,
  r: RoundRow,
  s: SessionRow | undefined,
  resolution: 'completed' | null,
  hold?: Date | null,
): Promise<RoundRow> {
  const { wallet, repo } = ctx
  const body = betWinBody(r, s)
  let a: WalletAnswer
  try {
    a = await wallet.betWin(body).catch((err: unknown) => {
      if (err instanceof WalletUnavailable) return wallet.betWin(body)
      throw err
    })
  } catch (err) {
    if (err instanceof WalletRefusal) {
      // A recovered round is told to the player (voided, nothing taken); a live one answers now.
      const told =
        resolution === null
          ? {}
          : await wallet.balance(r.user_id as number).then((b) => ({
              resolution: 'voided',
              balance_before: total(b),
              balance_after: total(b),
              settled_at: new Date(),
            }))
      await repo.advance(r.id, 'drawn', { state: 'voided', ...told })
    }
    throw walletFailure(err)
  }
  const after = total(a)
  if (s) ctx.answered.set(s, a)
  const settle = {
    id: r.id,
    balance_before: after + r.stake - r.win,
    balance_after: after,
    settled_at: new Date(),
    resolution,
    holds_until: hold ?? null,
  }
  const moved = await repo.settleDrawn(settle)
  // When another caller settled it first, that row stands.
  if (!moved) return (await repo.round(r.id)) ?? r
  return { ...r, ...settle, holds_until: hold ?? r.holds_until, state: 'settled', ...moved }
}

/**
 * A plain slot round in one wallet call: the outcome is drawn first and stored with the row (shown
 * to nobody until the wallet has booked it), then stake and win move together.
 */
export const startOneCall: StartMoneyRound = async (ctx, s, game, req, cost, call) => {
  const id = randomUUID()
  const played = start(game, req, ctx.rng)
  if (!played.over) throw new Error(`${game.gameId}: a one-call round has no decision`)
  const r = await openRow(
    ctx,
    {
      ...moneyRowOf(s, game, id),
      state: 'drawn',
      stake: cost,
      jackpot_contribution: 0,
      bets: [{ tx: `${id}:bet-win`, amount: cost }],
      request: req,
      outcome: played.stored,
      awaiting_player: false,
      win: played.total,
    },
    call,
  )
  // Held from the statement that settles it, as a two-call round is (issue 29.3).
  return payOneCall(ctx, r, s, null, holdOf(played, ctx.nowMs()))
}
