import type { z } from 'zod'
import type { WalletAnswer, WalletBetBody, WalletRollbackBody, WalletWinBody } from '../../contract/wallet.ts'
import type { BonusService } from '../bonus/service.ts'
import type { Db } from '../db/index.ts'
import { HttpError } from '../http/errors.ts'
import type { MoneyGate } from '../player/money-gate.ts'
import { type Ledger, LedgerRefusal, type Leg, type OpResult } from './ledger.ts'
import { balancesOf } from './reads.ts'
import { findOp, opExistsSql } from './repo.ts'
import { WT } from './texts.ts'

type Bet = z.output<typeof WalletBetBody>
type Win = z.output<typeof WalletWinBody>
type Rollback = z.output<typeof WalletRollbackBody>

/** Who may play for money: the player module answers (open and temp may, SPEC.md section 4). */
export type PlayerLookup = (userId: number) => Promise<{ status: string } | undefined>

/** What a bet's operation remembers, so that its rollback can undo exactly that. */
type BetMeta = {
  roundId: string
  gameId: string
  cash: number
  bonus: number
  jackpot: number
  bonusId: number | null
  counted: number
}

const unknownPlayer = () => new HttpError(404, WT.unknownPlayer, { code: 'UNKNOWN_PLAYER' })
const FOREIGN_KEY_VIOLATION = '23503'

const answer = (r: OpResult): WalletAnswer => ({
  balance: r.balances.cash,
  bonusBalance: r.balances.bonus,
  currency: 'DKK',
  transactionId: String(r.op.id),
  duplicate: r.duplicate,
})

/**
 * The seamless wallet game providers call (ARCHITECTURE.md: the game studio talks to the casino only
 * through it): bet, win, rollback and balance, idempotent per provider transaction id. A bet takes
 * cash first, then bonus money, and counts towards the active bonus's rollover.
 */
/** The player module's money gate (player/money-gate.ts): its one-statement read, then its decision. */
export type BetGate = Pick<MoneyGate, 'read' | 'decide'>

const mayStake = (status: string) => status === 'open' || status === 'temp'

export function createSeamless(
  db: Db,
  ledger: Ledger,
  bonus: BonusService,
  players: PlayerLookup,
  gate: BetGate,
) {
  async function player(userId: number) {
    if (!(await players(userId))) throw unknownPlayer()
  }

  return {
    async balance(userId: number): Promise<WalletAnswer> {
      await player(userId)
      const b = await balancesOf(db, userId)
      return {
        balance: b.cash,
        bonusBalance: b.bonus,
        currency: 'DKK',
        transactionId: null,
        duplicate: false,
      }
    },

    async bet(provider: string, b: Bet): Promise<WalletAnswer> {
      const key = `bet:${provider}:${b.transactionId}`
      // One statement: the player, their session, the gate's facts and whether this bet is a retry.
      const g = await gate.read(b.userId, { gameSession: b.casinoSession, retry: opExistsSql(key) })
      if (!g) throw unknownPlayer()
      if (!mayStake(g.user.status)) throw new HttpError(403, WT.blocked, { code: 'PLAYER_BLOCKED' })
      // A retry of a bet already taken answers as the first time; only a new stake passes the checks.
      if (!g.retry) {
        if (b.casinoSession !== undefined && !g.gameSessionLive)
          throw new HttpError(403, WT.sessionEnded, { code: 'SESSION_ENDED' })
        await gate.decide(g, b.ip ?? null)
      }
      if (b.jackpotContribution > b.amount)
        throw new HttpError(400, 'jackpotContribution er større end indsatsen')
      const r = await ledger.transfer(
        {
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
        },
        async ({ trx, balances }) => {
          const cash = Math.min(balances.cash, b.amount)
          const fromBonus = b.amount - cash
          const active = await bonus.wageringOn(trx, b.userId)
          const legs: Leg[] = []
          if (cash > 0) legs.push({ from: 'cash', to: 'house', amount: cash })
          if (fromBonus > 0) legs.push({ from: 'bonus', to: 'house', amount: fromBonus })
          if (b.jackpotContribution > 0)
            legs.push({ from: 'house', to: 'jackpot_pool', amount: b.jackpotContribution })
          const meta: BetMeta = {
            roundId: b.roundId,
            gameId: b.gameId,
            cash,
            bonus: fromBonus,
            jackpot: b.jackpotContribution,
            bonusId: active?.id ?? null,
            counted: active ? b.amount : 0,
          }
          return {
            amount: b.amount,
            legs,
            meta,
            after: async () => {
              if (active) await bonus.wager(trx, b.userId, active.id, b.amount)
            },
          }
        },
      )
      return answer(r)
    },

    async win(provider: string, w: Win): Promise<WalletAnswer> {
      const from = w.jackpot ? 'jackpot_pool' : 'house'
      // A win's legs do not depend on any balance: the one-statement path. An unknown player is the
      // accounts' reference to users failing in that statement (nothing is written), not a read first.
      const r = await ledger
        .post(
          {
            key: `win:${provider}:${w.transactionId}`,
            kind: 'win',
            userId: w.userId,
            amount: w.amount,
            system: ['house', 'jackpot_pool'],
            ref: w.roundId,
          },
          {
            amount: w.amount,
            legs: [{ from, to: 'cash', amount: w.amount }],
            meta: { roundId: w.roundId, gameId: w.gameId, jackpot: w.jackpot },
          },
        )
        .catch((err: unknown) => {
          throw (err as { code?: string }).code === FOREIGN_KEY_VIOLATION ? unknownPlayer() : err
        })
      return answer(r)
    },

    /** Undoes one bet, once, whichever rollback transaction id asks; an unknown bet leaves a marker. */
    async rollback(provider: string, x: Rollback): Promise<WalletAnswer> {
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
          const counted = sameBonus ? m.counted : 0
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
              if (sameBonus && m.bonusId !== null && counted > 0) await bonus.unwager(trx, m.bonusId, counted)
            },
          }
        },
      )
      return answer(r)
    },
  }
}
export type Seamless = ReturnType<typeof createSeamless>
