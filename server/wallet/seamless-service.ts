import type { z } from 'zod'
import type {
  WalletAnswer,
  WalletBetBody,
  WalletBetWinBody,
  WalletRollbackBody,
  WalletWinBody,
} from '../../contract/wallet.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { contributionPct, type GameKind, needsBreakdown } from '../bonus/net-risk.ts'
import type { BonusService } from '../bonus/service.ts'
import type { Db } from '../db/index.ts'
import type { GameKinds } from '../games/game-kinds.ts'
import type { GateRead, MoneyGate } from '../player/money-gate.ts'
import { type Ledger, LedgerRefusal, type Leg, type OpResult, type OpSpec, type Planned } from './ledger.ts'
import { balancesOf } from './reads.ts'
import { findOp, type OpRow, opExistsSql } from './repo.ts'
import { WT } from './texts.ts'

type Bet = z.output<typeof WalletBetBody>
type BetWin = z.output<typeof WalletBetWinBody>
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
  /** What the bet changed on the bonus's wagering, øre (negative when it hedged its round). */
  counted: number
  /** Table and live games: the round's key and this bet's part of it, for a rollback to recompute. */
  round?: { key: string; bets: { spot: string; amount: number }[] }
  /** A bet booked with its win in one call (betWin): its transaction id and the win, øre. */
  betWin?: string
  win?: number
}

/** A betWin's definite refusal, kept under its key (kind `bet_refused`) so that a retry meets it again. */
type Refusal = { status: number; code: string; message: string }

/**
 * The bets a call adds to its round for wagering: its breakdown, or for a game whose bets cannot
 * cover each other the whole stake as one; a hedgeable game's stake without a breakdown adds nothing.
 */
function roundBets(kind: GameKind, b: Bet): { spot: string; amount: number }[] {
  if (b.bets) return b.bets
  return needsBreakdown(kind) ? [] : [{ spot: 'stake', amount: b.amount }]
}

const isSlot = (kind: GameKind | undefined) => kind?.category === 'slots' || kind?.category === 'jackpots'

const unknownPlayer = () => new HttpError(404, WT.unknownPlayer, { code: 'UNKNOWN_PLAYER' })
const FOREIGN_KEY_VIOLATION = '23503'

const answerOf = (b: { cash: number; bonus: number }, opId: number | null) => ({
  balance: b.cash,
  bonusBalance: b.bonus,
  currency: 'DKK' as const,
  transactionId: opId === null ? null : String(opId),
})
const answer = (r: OpResult): WalletAnswer => ({ ...answerOf(r.balances, r.op.id), duplicate: r.duplicate })
const tooMuchForPool = () => new HttpError(400, 'jackpotContribution er større end indsatsen')

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
  gameKinds: GameKinds,
) {
  async function player(userId: number) {
    if (!(await players(userId))) throw unknownPlayer()
  }

  /** A new stake's checks (never a retry's): the casino session still live, then the money gate. */
  async function newStake(g: GateRead, b: Bet | BetWin) {
    if (b.casinoSession !== undefined && !g.gameSessionLive)
      throw new HttpError(403, WT.sessionEnded, { code: 'SESSION_ENDED' })
    await gate.decide(g, b.ip ?? null)
  }

  /** A bet's operation: the stake from cash first, then bonus money; the wagering it counts. */
  function betOp(
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

  /** A betWin's refusal, kept under its key so a retry is refused alike (nothing else is written). */
  async function keepRefusal(key: string, b: BetWin, err: HttpError) {
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
      throw new LedgerRefusal(
        'KEY_REUSED',
        `Nøglen ${first.idem_key} er allerede brugt til en anden handling.`,
      )
    return { ...answerOf(balances, first.id), duplicate: true }
  }

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
        await keepRefusal(key, b, new HttpError(402, WT.insufficient, { code: 'INSUFFICIENT_FUNDS' }))
      throw err
    }
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
      if (!g.retry) await newStake(g, b)
      if (b.jackpotContribution > b.amount) throw tooMuchForPool()
      // The wagering rule (issue 31) is the wallet's: the game's kind comes from the catalogue.
      const kind = await gameKinds(b.gameId)
      const { spec, plan } = betOp(provider, key, b, kind)
      return answer(await ledger.transfer(spec, plan))
    },

    /**
     * A whole round in one call (issue 29.7): the stake with every check a bet has, and the win, as a
     * bet and a win operation written in one transaction under one transaction id. Without an active
     * bonus it is one statement (wallet_bet_win); with one, the bet's own plan (wagering, release)
     * and the win run in one transaction. A retry answers the first answer, a refusal included.
     */
    async betWin(provider: string, b: BetWin): Promise<WalletAnswer> {
      const key = `betwin:${provider}:${b.transactionId}`
      const g = await gate.read(b.userId, { gameSession: b.casinoSession, retry: opExistsSql(key) })
      if (!g) throw unknownPlayer()
      // A retry meets the first answer whatever changed since (a booked round stays booked).
      if (!g.retry) {
        try {
          if (!mayStake(g.user.status)) throw new HttpError(403, WT.blocked, { code: 'PLAYER_BLOCKED' })
          await newStake(g, b)
        } catch (err) {
          if (err instanceof HttpError) await keepRefusal(key, b, err)
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
              if (sameBonus && m.bonusId !== null && counted !== 0)
                await bonus.unwager(trx, m.bonusId, counted)
            },
          }
        },
      )
      return answer(r)
    },
  }
}
export type Seamless = ReturnType<typeof createSeamless>
