import type { z } from 'zod'
import type { WalletBetBody, WalletBetWinBody } from '../../../contract/wallet.ts'
import { contributionPct, type GameKind, needsBreakdown } from '../../bonus/net-risk.ts'
import type { BonusService } from '../../bonus/service.ts'
import type { Db } from '../../db/index.ts'
import { LedgerRefusal, type Leg, type OpSpec, type Planned } from '../ledger.ts'
import { WT } from '../texts.ts'

export type Bet = z.output<typeof WalletBetBody>
export type BetWin = z.output<typeof WalletBetWinBody>

/** What a bet's operation remembers, so that its rollback can undo exactly that. */
export type BetMeta = {
  roundId: string
  gameId: string
  cash: number
  bonus: number
  jackpot: number
  bonusId: number | null
  /** What the bet changed on the bonus's wagering, øre (negative when it hedged its round). */
  counted: number
  /** Table and live games: the round's key and this bet's part of it, for a rollback to recompute. */
  round?: { key: string; bets: { spot: string; amount: number }[] }
  /** A bet booked with its win in one call (betWin): its transaction id and the win, øre. */
  betWin?: string
  win?: number
}

/**
 * The bets a call adds to its round for wagering: its breakdown, or for a game whose bets cannot
 * cover each other the whole stake as one; a hedgeable game's stake without a breakdown adds nothing.
 */
function roundBets(kind: GameKind, b: Bet): { spot: string; amount: number }[] {
  if (b.bets) return b.bets
  return needsBreakdown(kind) ? [] : [{ spot: 'stake', amount: b.amount }]
}

const isSlot = (kind: GameKind | undefined) => kind?.category === 'slots' || kind?.category === 'jackpots'

/**
 * A bet's operation, shared by a bet and a betWin while a bonus runs: the stake from cash first, then
 * bonus money, and the wagering it counts towards the active bonus's rollover.
 */
export function createBetOp(bonus: BonusService) {
  return function betOp(
    provider: string,
    key: string,
    b: Bet | BetWin,
    kind: GameKind | undefined,
    extra: Partial<BetMeta> = {},
  ): {
    spec: OpSpec
    plan: (ctx: { trx: Db; balances: { cash: number; bonus: number } }) => Promise<Planned>
  } {
    const roundKey = `${provider}:${b.roundId}`
    const spec: OpSpec = {
      key,
      kind: 'bet',
      userId: b.userId,
      amount: b.amount,
      system: ['house', 'jackpot_pool'],
      ref: b.roundId,
      // A rollback that arrived before its bet leaves a marker: the late bet is refused. The
      // ledger tests for it in its write, under the player's lock the rollback takes too.
      unless: {
        key: `rollback:${provider}:${b.transactionId}`,
        refusal: () => new LedgerRefusal('REFUSED', WT.rolledBack, { code: 'BET_ROLLED_BACK' }),
      },
    }
    const plan = async ({ trx, balances }: { trx: Db; balances: { cash: number; bonus: number } }) => {
      const cash = Math.min(balances.cash, b.amount)
      const fromBonus = b.amount - cash
      const active = await bonus.wageringOn(trx, b.userId)
      const legs: Leg[] = []
      if (cash > 0) legs.push({ from: 'cash', to: 'house', amount: cash })
      if (fromBonus > 0) legs.push({ from: 'bonus', to: 'house', amount: fromBonus })
      if (b.jackpotContribution > 0)
        legs.push({ from: 'house', to: 'jackpot_pool', amount: b.jackpotContribution })
      // Slots count their stake at their rate at once; a table or live round counts its net risk,
      // recomputed from all its bets so far (a later bet may cancel an earlier one).
      const round = active && kind && !isSlot(kind) ? { key: roundKey, bets: roundBets(kind, b) } : undefined
      const counted = !active
        ? 0
        : round && kind
          ? await bonus.roundDelta(trx, active.id, round.key, kind, round.bets, 1)
          : Math.floor((b.amount * contributionPct(kind)) / 100)
      const meta: BetMeta = {
        roundId: b.roundId,
        gameId: b.gameId,
        cash,
        bonus: fromBonus,
        jackpot: b.jackpotContribution,
        bonusId: active?.id ?? null,
        counted,
        ...(round ? { round } : {}),
        ...extra,
      }
      return {
        amount: b.amount,
        legs,
        meta,
        after: async () => {
          if (active) await bonus.wager(trx, b.userId, active.id, counted)
        },
      }
    }
    return { spec, plan }
  }
}

export type BetOp = ReturnType<typeof createBetOp>
