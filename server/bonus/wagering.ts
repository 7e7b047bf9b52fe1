import type { Clock } from '../../platform/clock.ts'
import type { Db } from '../db/index.ts'
import type { Ledger } from '../wallet/ledger.ts'
import { type GameKind, mergeSpots, roundContribution } from './net-risk.ts'
import { activeBonusOf, addWagered, endBonus, roundWager, saveRoundWager } from './repo.ts'

/**
 * What the seamless wallet's bets and rollbacks do to the active bonus, inside their own transaction:
 * the rollover they count (a table or live round by its net risk) and the release to cash when done.
 */
export function createWagering(clock: Clock, ledger: Ledger) {
  /** The bonus a bet counts towards, read inside the bet's transaction. */
  const wageringOn = (trx: Db, userId: number) => activeBonusOf(trx, userId)

  /**
   * What one wallet call changes on its round's wagering, øre: the round's contribution (net risk at
   * the game's rate, net-risk.ts) recomputed from all its bets with this call's added (`sign` 1) or
   * taken away by a rollback (-1), less what the round counted before. Negative when the call hedges
   * bets already counted. Runs inside the bet's transaction, under the player's lock.
   */
  async function roundDelta(
    trx: Db,
    bonusId: number,
    roundKey: string,
    kind: GameKind | undefined,
    bets: readonly { spot: string; amount: number }[],
    sign: 1 | -1,
  ): Promise<number> {
    const prev = await roundWager(trx, bonusId, roundKey)
    const spots = mergeSpots(prev?.spots ?? {}, bets, sign)
    const counted = roundContribution(kind, spots)
    await saveRoundWager(trx, { bonusId, roundKey, spots, counted })
    return counted - (prev?.counted ?? 0)
  }

  /**
   * After a bet is written: adds what it counts to the rollover (or takes back what a hedge cancels)
   * and releases the bonus when it is done.
   */
  async function wager(trx: Db, userId: number, bonusId: number, delta: number) {
    if (delta === 0) return
    const progress = await addWagered(trx, bonusId, delta)
    if (delta > 0 && progress && progress.wagered_ore >= progress.required_ore) {
      await ledger.run(
        trx,
        { key: `bonus-release:${bonusId}`, kind: 'bonus_release', userId, system: [], ref: String(bonusId) },
        ({ balances }) => ({
          amount: balances.bonus,
          legs: balances.bonus > 0 ? [{ from: 'bonus', to: 'cash', amount: balances.bonus }] : [],
          after: async () => {
            await endBonus(trx, bonusId, 'completed', clock.now())
          },
        }),
      )
    }
  }

  /** A rolled-back bet takes its stake off the rollover again (if that bonus is still running). */
  async function unwager(trx: Db, bonusId: number, stake: number): Promise<boolean> {
    return (await addWagered(trx, bonusId, -stake)) !== undefined
  }

  return { wageringOn, roundDelta, wager, unwager }
}
