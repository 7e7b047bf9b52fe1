import type { z } from 'zod'
import type { WalletAnswer, WalletRollbackBody } from '../../../contract/wallet.ts'
import type { BonusService } from '../../bonus/service.ts'
import type { GameKinds } from '../../games/game-kinds.ts'
import { type Ledger, LedgerRefusal, type Leg } from '../ledger.ts'
import { findOp } from '../repo.ts'
import { WT } from '../texts.ts'
import { answer } from './answers.ts'
import type { BetMeta } from './bet-op.ts'

type Rollback = z.output<typeof WalletRollbackBody>

/**
 * A bet's undoing, apart from the bet because it reads back what the bet remembered (its BetMeta) and
 * gives back exactly that: the cash, the bonus money while that bonus still runs, the jackpot share
 * and the wagering it counted. `player` is the wallet's check that the player exists.
 */
export function createRollback(
  ledger: Ledger,
  bonus: BonusService,
  gameKinds: GameKinds,
  player: (userId: number) => Promise<void>,
) {
  /** Undoes one bet, once, whichever rollback transaction id asks; an unknown bet leaves a marker. */
  return async function rollback(provider: string, x: Rollback): Promise<WalletAnswer> {
    await player(x.userId)
    const r = await ledger.transfer(
      {
        key: `rollback:${provider}:${x.betTransactionId}`,
        kind: 'rollback',
        userId: x.userId,
        system: ['house', 'jackpot_pool'],
        ref: x.roundId,
      },
      async ({ trx }) => {
        const bet = await findOp(trx, `bet:${provider}:${x.betTransactionId}`)
        // A round booked with its win (betWin) is settled: undoing its stake alone would keep the win.
        if (!bet && (await findOp(trx, `betwin:${provider}:${x.betTransactionId}`))?.kind === 'bet')
          throw new LedgerRefusal('REFUSED', WT.roundSettled, { code: 'ROUND_SETTLED' })
        if (!bet) return { amount: 0, legs: [], meta: { rollbackId: x.transactionId, betFound: false } }
        if (bet.user_id !== x.userId) throw new LedgerRefusal('KEY_REUSED', WT.unknownPlayer)
        const m = bet.meta as BetMeta
        const active = await bonus.wageringOn(trx, x.userId)
        // Bonus money goes back only to the bonus it came from, while that bonus still runs.
        const sameBonus = active !== undefined && active.id === m.bonusId
        const legs: Leg[] = []
        if (m.cash > 0) legs.push({ from: 'house', to: 'cash', amount: m.cash })
        if (m.bonus > 0 && sameBonus) legs.push({ from: 'house', to: 'bonus', amount: m.bonus })
        if (m.jackpot > 0) legs.push({ from: 'jackpot_pool', to: 'house', amount: m.jackpot })
        // A table or live bet leaves its round: the round's contribution is recomputed without it.
        const counted = !sameBonus
          ? 0
          : m.round && m.bonusId !== null
            ? -(await bonus.roundDelta(
                trx,
                m.bonusId,
                m.round.key,
                await gameKinds(m.gameId),
                m.round.bets,
                -1,
              ))
            : m.counted
        return {
          amount: m.cash + (sameBonus ? m.bonus : 0),
          legs,
          meta: {
            rollbackId: x.transactionId,
            betFound: true,
            bonusId: m.bonusId,
            counted,
            gameId: m.gameId,
          },
          after: async () => {
            if (sameBonus && m.bonusId !== null && counted !== 0) await bonus.unwager(trx, m.bonusId, counted)
          },
        }
      },
    )
    return answer(r)
  }
}
