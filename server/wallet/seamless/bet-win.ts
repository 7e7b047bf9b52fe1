import type { WalletAnswer } from '../../../contract/wallet.ts'
import { HttpError } from '../../../platform/http/errors.ts'
import type { Db } from '../../db/index.ts'
import type { GameKinds } from '../../games/game-kinds.ts'
import { type Ledger, LedgerRefusal } from '../ledger.ts'
import { findOp, type OpRow, opExistsSql } from '../repo.ts'
import { WT } from '../texts.ts'
import { answer, answerOf, unknownPlayer } from './answers.ts'
import type { BetMeta, BetOp, BetWin } from './bet-op.ts'
import { type BetGate, mayStake, newStake, tooMuchForPool } from './stake-checks.ts'

/** A betWin's definite refusal, kept under its key (kind `bet_refused`) so that a retry meets it again. */
type Refusal = { status: number; code: string; message: string }

/** A betWin's refusal, kept under its key so a retry is refused alike (nothing else is written). */
async function keepRefusal(ledger: Ledger, key: string, b: BetWin, err: HttpError) {
  const code = (err.data as { code?: unknown } | undefined)?.code
  const meta: Refusal = {
    status: err.statusCode,
    code: typeof code === 'string' ? code : 'REFUSED',
    message: err.message,
  }
  await ledger.mark({ key, kind: 'bet_refused', userId: b.userId, ref: b.roundId, meta })
}

/** A retry's answer: the first one's (its refusal again), after checking it is the same call. */
function sameAnswer(
  first: OpRow | undefined,
  b: BetWin,
  balances: { cash: number; bonus: number },
): WalletAnswer {
  if (!first) throw new Error(`betWin ${b.transactionId}: no first operation`)
  if (first.kind === 'bet_refused' && first.user_id === b.userId) {
    const r = first.meta as Refusal
    throw new HttpError(r.status, r.message, { code: r.code })
  }
  const m = first.meta as BetMeta | null
  if (first.kind !== 'bet' || first.user_id !== b.userId || first.amount !== b.amount || m?.win !== b.win)
    throw new LedgerRefusal('KEY_REUSED', `Nøglen ${first.idem_key} er allerede brugt til en anden handling.`)
  return { ...answerOf(balances, first.id), duplicate: true }
}

/**
 * A whole round in one call (issue 29.7), apart from the single bet and win because its retries and
 * refusals are its own: a refusal is kept so that a retry meets it again, and the fast one-statement
 * path gives way to the bet's own plan while a bonus runs.
 */
export function createBetWin(db: Db, ledger: Ledger, gate: BetGate, gameKinds: GameKinds, betOp: BetOp) {
  /** A betWin while a bonus runs: the bet's own plan (wagering, release) and the win, in one transaction. */
  async function withBonus(
    provider: string,
    key: string,
    winKey: string,
    winMeta: object,
    b: BetWin,
  ): Promise<WalletAnswer> {
    const kind = await gameKinds(b.gameId)
    const { spec, plan } = betOp(provider, key, b, kind, { betWin: b.transactionId, win: b.win })
    try {
      const r = await ledger.atomically(async (trx) => {
        const bet = await ledger.run(trx, spec, plan)
        if (bet.duplicate || b.win === 0) return bet
        const win = await ledger.run(
          trx,
          { key: winKey, kind: 'win', userId: b.userId, amount: b.win, system: ['house'], ref: b.roundId },
          () => ({ amount: b.win, legs: [{ from: 'house', to: 'cash', amount: b.win }], meta: winMeta }),
        )
        return { ...bet, balances: win.balances }
      })
      return answer(r)
    } catch (err) {
      if (err instanceof LedgerRefusal && err.code === 'INSUFFICIENT_FUNDS')
        await keepRefusal(ledger, key, b, new HttpError(402, WT.insufficient, { code: 'INSUFFICIENT_FUNDS' }))
      throw err
    }
  }

  /**
   * The stake with every check a bet has, and the win, as a bet and a win operation written in one
   * transaction under one transaction id. Without an active bonus it is one statement (wallet_bet_win);
   * with one, the bet's own plan (wagering, release) and the win run in one transaction. A retry
   * answers the first answer, a refusal included.
   */
  return async function betWin(provider: string, b: BetWin): Promise<WalletAnswer> {
    const key = `betwin:${provider}:${b.transactionId}`
    const g = await gate.read(b.userId, { gameSession: b.casinoSession, retry: opExistsSql(key) })
    if (!g) throw unknownPlayer()
    // A retry meets the first answer whatever changed since (a booked round stays booked).
    if (!g.retry) {
      try {
        if (!mayStake(g.user.status)) throw new HttpError(403, WT.blocked, { code: 'PLAYER_BLOCKED' })
        await newStake(gate, g, b)
      } catch (err) {
        if (err instanceof HttpError) await keepRefusal(ledger, key, b, err)
        throw err
      }
    }
    if (b.jackpotContribution > b.amount) throw tooMuchForPool()
    const winKey = `${key}:win`
    const winMeta = { roundId: b.roundId, gameId: b.gameId, jackpot: false, betWin: b.transactionId }
    const w = await ledger.betWin({
      key,
      winKey,
      unless: `rollback:${provider}:${b.transactionId}`,
      userId: b.userId,
      amount: b.amount,
      jackpot: b.jackpotContribution,
      win: b.win,
      ref: b.roundId,
      betMeta: {
        roundId: b.roundId,
        gameId: b.gameId,
        jackpot: b.jackpotContribution,
        bonusId: null,
        counted: 0,
        betWin: b.transactionId,
        win: b.win,
      },
      winMeta,
      refusal: { status: 402, code: 'INSUFFICIENT_FUNDS', message: WT.insufficient } satisfies Refusal,
    })
    const balances = { cash: w.cash, bonus: w.bonus }
    switch (w.status) {
      case 'booked':
        return { ...answerOf(balances, w.opId), duplicate: false }
      case 'duplicate':
        return sameAnswer(await findOp(db, key), b, balances)
      case 'rolled_back':
        throw new LedgerRefusal('REFUSED', WT.rolledBack, { code: 'BET_ROLLED_BACK' })
      case 'refused':
        throw new LedgerRefusal('INSUFFICIENT_FUNDS', WT.insufficient, balances)
      case 'bonus':
        return withBonus(provider, key, winKey, winMeta, b)
    }
  }
}
