import type { StudioBalance } from '../../contract/studio.ts'
import type { WalletAnswer } from '../../contract/wallet.ts'
import { JACKPOT } from '../engine/jackpot.ts'
import type { Rng } from '../engine/rng.ts'
import { createFunRounds } from './fun-rounds.ts'
import type { MoneyContext, SequencedCall } from './money/context.ts'
import { actMoney } from './money/hand.ts'
import { oneWalletCall, payOneCall, startOneCall } from './money/one-call.ts'
import { finish } from './money/settle.ts'
import { startTwoCalls } from './money/two-calls.ts'
import { check, costOf, extraStake, type PlayerAction, type StartRequest, type Stored } from './play.ts'
import type { Repo, RoundRow, SessionRow } from './repo.ts'
import { fail, gameOf, playerKey, refused, walletFailure } from './round-answers.ts'
import { ST } from './texts.ts'
import type { WalletClient } from './wallet-client.ts'

/** What the house puts in a jackpot pool when it is created and after each hit, øre (10.000 kr.). */
export const JACKPOT_SEED = JACKPOT.seed

export type { SequencedCall } from './money/context.ts'
export { isOneCall } from './money/one-call.ts'
// live/bets.ts answers wallet refusals as rounds do.
export { walletFailure } from './round-answers.ts'

/**
 * Rounds, for fun and for money. A money round moves money only through the wallet, in this order,
 * each step recorded before the next so a crash anywhere leaves a round recovery can finish: the row
 * (staked, with its bet's transaction id) → wallet bet → the outcome drawn and stored (drawn) →
 * wallet win(s) with transaction ids derived from the round id → settled (money/two-calls.ts). A
 * plain slot round (no jackpot, no decision; docs/decisions/0009) makes one wallet call instead: the
 * row with its outcome (drawn, shown to nobody) → wallet betWin (stake and win, a transaction id
 * derived from the round id) → settled; recovery replays the same call, or voids the round when the
 * wallet refuses it (money/one-call.ts). A hand's decisions are money/hand.ts.
 */
export function createRounds(repo: Repo, wallet: WalletClient, rng: Rng, nowMs: () => number = Date.now) {
  const fun = createFunRounds(repo, rng)
  const ctx: MoneyContext = { repo, wallet, rng, nowMs, answered: new WeakMap<SessionRow, WalletAnswer>() }

  async function balanceOf(s: SessionRow): Promise<StudioBalance> {
    if (s.mode === 'fun') return { mode: 'fun', balance: s.fun_balance ?? 0, bonusBalance: 0 }
    const known = ctx.answered.get(s)
    if (known) {
      ctx.answered.delete(s)
      return { mode: 'money', balance: known.balance, bonusBalance: known.bonusBalance }
    }
    try {
      const a = await wallet.balance(s.user_id as number)
      return { mode: 'money', balance: a.balance, bonusBalance: a.bonusBalance }
    } catch (err) {
      throw walletFailure(err)
    }
  }

  return {
    balanceOf,
    finish: (r: RoundRow, resolution: 'completed' | null) => finish(ctx, r, resolution),
    payOneCall: (r: RoundRow, s: SessionRow | undefined, resolution: 'completed' | null) =>
      payOneCall(ctx, r, s, resolution),
    /**
     * Starts a round. A money round started by a client's call takes the call's number itself
     * (`call`); otherwise the caller has taken it.
     */
    async play(s: SessionRow, req: StartRequest, call?: SequencedCall): Promise<RoundRow> {
      const game = gameOf(s)
      let cost: number
      try {
        check(game, req)
        cost = costOf(game, req)
      } catch (err) {
        refused(err)
      }
      if (s.mode === 'fun') return fun.start(s, game, req, cost)
      return oneWalletCall(game)
        ? startOneCall(ctx, s, game, req, cost, call)
        : startTwoCalls(ctx, s, game, req, cost, call)
    },
    async act(s: SessionRow, action: PlayerAction): Promise<RoundRow> {
      const r = await repo.openRound(playerKey(s), s.game_id)
      if (r?.state !== 'drawn' || !r.awaiting_player) throw fail(409, ST.noOpenRound, 'NO_OPEN_ROUND')
      let extra: number
      try {
        extra = extraStake(r.outcome as unknown as Stored, action)
      } catch (err) {
        refused(err)
      }
      return s.mode === 'money' ? actMoney(ctx, s, r, action, extra) : fun.act(s, r, action, extra)
    },
  }
}
export type Rounds = ReturnType<typeof createRounds>
