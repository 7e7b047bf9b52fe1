import { act, type PlayerAction, type Stored } from '../play.ts'
import { type RoundRow, type SessionRow, updateRound, type WalletBet } from '../repo.ts'
import { fail, walletFailure } from '../round-answers.ts'
import { ST } from '../texts.ts'
import { WalletRefusal, WalletUnavailable } from '../wallet-client.ts'
import type { MoneyContext } from './context.ts'
import { betBody, finish, storeDrawn, tryRollback } from './settle.ts'

const roundChanged = () => fail(409, ST.roundChanged, 'ROUND_CHANGED')
const noOpenRound = () => fail(409, ST.noOpenRound, 'NO_OPEN_ROUND')

/**
 * A player's decision in a money hand (hit, double, split, call, …), with its extra bet when it has
 * one. An action applies only to the version of the hand it was computed from (issue 31.2): of two
 * actions sent at once, the second finds a newer version and is refused without changing anything,
 * so every card a player was answered with is the card in the record.
 */
export async function actMoney(
  ctx: MoneyContext,
  s: SessionRow,
  r: RoundRow,
  action: PlayerAction,
  extra: number,
) {
  const { repo, wallet } = ctx
  const bets = r.bets as WalletBet[]
  const bet = { tx: `${r.id}:bet:${bets.length}`, amount: extra }
  if (extra > 0) {
    await repo.withRound(r.id, async (trx, row) => {
      if (row.state !== 'drawn' || !row.awaiting_player) throw noOpenRound()
      if (row.version !== r.version || row.pending !== null) throw roundChanged()
      await updateRound(trx, r.id, { pending: bet })
    })
    try {
      await wallet.bet(betBody(s, r, bet))
    } catch (err) {
      if (
        err instanceof WalletRefusal ||
        (err instanceof WalletUnavailable && (await tryRollback(ctx, r, bet)))
      )
        await repo.withRound(r.id, async (trx, row) => {
          if ((row.pending as WalletBet | null)?.tx === bet.tx)
            await updateRound(trx, r.id, { pending: null })
        })
      throw walletFailure(err)
    }
  }
  const played = act(r.outcome as unknown as Stored, action, ctx.rng)
  const drawn = await storeDrawn(
    ctx,
    r,
    played,
    { stake: r.stake + extra, bets: extra > 0 ? [...bets, bet] : bets, pending: null },
    (row) =>
      row.state === 'drawn' &&
      row.awaiting_player &&
      (extra > 0
        ? row.version === r.version + 1 && (row.pending as WalletBet | null)?.tx === bet.tx
        : row.version === r.version && row.pending === null),
    0,
    // An extra bet placed keeps the hand the action's own until recovery rolls it back (voided);
    // without one, a failed check means another action came first.
    extra > 0 ? undefined : (row) => (row.state === 'drawn' ? roundChanged() : noOpenRound()),
  )
  return played.over ? finish(ctx, drawn, null) : drawn
}
