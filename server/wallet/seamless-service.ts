import type { z } from 'zod'
import type { WalletAnswer, WalletWinBody } from '../../contract/wallet.ts'
import { HttpError } from '../../platform/http/errors.ts'
import type { BonusService } from '../bonus/service.ts'
import type { Db } from '../db/index.ts'
import type { GameKinds } from '../games/game-kinds.ts'
import type { Ledger } from './ledger.ts'
import { balancesOf } from './reads.ts'
import { opExistsSql } from './repo.ts'
import { answer, unknownPlayer } from './seamless/answers.ts'
import { type Bet, createBetOp } from './seamless/bet-op.ts'
import { createBetWin } from './seamless/bet-win.ts'
import { createRollback } from './seamless/rollback.ts'
import { type BetGate, mayStake, newStake, tooMuchForPool } from './seamless/stake-checks.ts'
import { WT } from './texts.ts'

export type { BetGate } from './seamless/stake-checks.ts'

type Win = z.output<typeof WalletWinBody>

/** Who may play for money: the player module answers (open and temp may, SPEC.md section 4). */
export type PlayerLookup = (userId: number) => Promise<{ status: string } | undefined>

const FOREIGN_KEY_VIOLATION = '23503'

/**
 * The seamless wallet game providers call (ARCHITECTURE.md: the game studio talks to the casino only
 * through it): bet, win, rollback and balance, idempotent per provider transaction id. A bet takes
 * cash first, then bonus money, and counts towards the active bonus's rollover.
 */
export function createSeamless(
  db: Db,
  ledger: Ledger,
  bonus: BonusService,
  players: PlayerLookup,
  gate: BetGate,
  gameKinds: GameKinds,
) {
  async function player(userId: number) {
    if (!(await players(userId))) throw unknownPlayer()
  }

  const betOp = createBetOp(bonus)

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
      if (!g.retry) await newStake(gate, g, b)
      if (b.jackpotContribution > b.amount) throw tooMuchForPool()
      // The wagering rule (issue 31) is the wallet's: the game's kind comes from the catalogue.
      const kind = await gameKinds(b.gameId)
      const { spec, plan } = betOp(provider, key, b, kind)
      return answer(await ledger.transfer(spec, plan))
    },

    /** A whole round in one call (issue 29.7): a bet and its win under one transaction id. */
    betWin: createBetWin(db, ledger, gate, gameKinds, betOp),

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
    rollback: createRollback(ledger, bonus, gameKinds, player),
  }
}
export type Seamless = ReturnType<typeof createSeamless>
