import { randomUUID } from 'node:crypto'
import type { RoundView, StudioBalance } from '../../contract/studio.ts'
import type { WalletAnswer } from '../../contract/wallet.ts'
import { HttpError } from '../../server/http/errors.ts'
import { EngineError } from '../engine/errors.ts'
import type { Rng } from '../engine/rng.ts'
import { type StudioGame, studioGame } from './games.ts'
import {
  act,
  check,
  costOf,
  extraStake,
  type Played,
  type PlayerAction,
  type StartRequest,
  type Stored,
  start,
  viewOf,
  WrongCall,
} from './play.ts'
import { feedPool, type Repo, type RoundRow, type SessionRow, updateRound, type WalletBet } from './repo.ts'
import { ST } from './texts.ts'
import { type WalletClient, WalletRefusal, WalletUnavailable } from './wallet-client.ts'

/** Demo money a fun session starts with and is reset to, øre (5.000 kr.). */
export const FUN_BALANCE = 500_000
/** What the house puts in a jackpot pool when it is created and after each hit, øre (10.000 kr.). */
export const JACKPOT_SEED = 1_000_000

const fail = (status: number, message: string, code: string) => new HttpError(status, message, { code })

export const playerKey = (s: SessionRow) => (s.mode === 'money' ? `m:${s.user_id}` : `f:${s.id}`)

function gameOf(s: SessionRow): StudioGame {
  const g = studioGame(s.game_id)
  if (!g) throw fail(404, ST.unknownGame, 'UNKNOWN_GAME')
  return g
}

function refused(err: unknown): never {
  if (err instanceof EngineError) throw fail(400, ST.badBet, 'BAD_BET')
  if (err instanceof WrongCall) throw fail(400, ST.wrongCall, 'BAD_BET')
  throw err
}

/** The player's Danish answer to a wallet refusal or outage (money rounds and live bets alike). */
export function walletFailure(err: unknown): HttpError {
  if (err instanceof WalletRefusal) {
    if (err.code === 'INSUFFICIENT_FUNDS') return fail(402, ST.insufficientFunds, err.code)
    if (err.code === 'SESSION_ENDED') return fail(403, ST.sessionEnded, err.code)
    if (err.code === 'PLAYER_BLOCKED' || err.status === 403) return fail(403, ST.blocked, 'PLAYER_BLOCKED')
    return fail(409, err.message, err.code)
  }
  return fail(503, ST.walletUnavailable, 'WALLET_UNAVAILABLE')
}

export function roundView(r: RoundRow): RoundView {
  return {
    roundId: r.id,
    gameId: r.game_id,
    mode: r.mode as RoundView['mode'],
    state: r.state as RoundView['state'],
    stake: r.stake,
    win: r.win,
    jackpotWin: r.jackpot_win,
    balanceBefore: r.balance_before ?? 0,
    balanceAfter: r.balance_after,
    outcome: r.outcome === null ? null : viewOf(r.outcome as unknown as Stored),
    createdAt: new Date(r.created_at).toISOString(),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
  }
}

const total = (a: { balance: number; bonusBalance: number }) => a.balance + a.bonusBalance

/**
 * Rounds, for fun and for money. A money round moves money only through the wallet, in this order,
 * each step recorded before the next so a crash anywhere leaves a round recovery can finish: the row
 * (staked, with its bet's transaction id) → wallet bet → the outcome drawn and stored (drawn) →
 * wallet win(s) with transaction ids derived from the round id → settled.
 */
export function createRounds(repo: Repo, wallet: WalletClient, rng: Rng) {
  /**
   * The wallet's last answer in a round call, by the call's session row: the balance after the bet or
   * the last win, which the round's answer shows without asking the wallet once more.
   */
  const answered = new WeakMap<SessionRow, WalletAnswer>()

  async function balanceOf(s: SessionRow): Promise<StudioBalance> {
    if (s.mode === 'fun') return { mode: 'fun', balance: s.fun_balance ?? 0, bonusBalance: 0 }
    const known = answered.get(s)
    if (known) {
      answered.delete(s)
      return { mode: 'money', balance: known.balance, bonusBalance: known.bonusBalance }
    }
    try {
      const a = await wallet.balance(s.user_id as number)
      return { mode: 'money', balance: a.balance, bonusBalance: a.bonusBalance }
    } catch (err) {
      throw walletFailure(err)
    }
  }

  const betBody = (s: SessionRow, r: RoundRow, bet: WalletBet, jackpotContribution = 0) => ({
    userId: s.user_id as number,
    roundId: r.id,
    transactionId: bet.tx,
    gameId: r.game_id,
    amount: bet.amount,
    jackpotContribution,
    ip: s.ip,
    casinoSession: s.casino_session ?? undefined,
  })

  /** Undoes a bet whose result is unknown; true when the wallet confirmed. */
  async function tryRollback(r: RoundRow, bet: WalletBet): Promise<boolean> {
    try {
      await wallet.rollback({
        userId: r.user_id as number,
        roundId: r.id,
        transactionId: `${bet.tx}:rollback`,
        betTransactionId: bet.tx,
      })
      return true
    } catch {
      return false
    }
  }

  /**
   * Pays a drawn, finished round (the paytable win, then a jackpot's pool part and its seed part) and
   * settles it. Every payment has a transaction id derived from the round id, so paying again after a
   * crash or from a second process pays nothing twice.
   */
  async function finish(
    r: RoundRow,
    resolution: 'completed' | null,
    known?: { session: SessionRow; afterBet: WalletAnswer },
  ): Promise<RoundRow> {
    let last: WalletAnswer | null = known?.afterBet ?? null
    let after: number | null = null
    const pay = async (tx: string, amount: number, jackpot: boolean) => {
      if (amount <= 0) return
      const a = await wallet.win({
        userId: r.user_id as number,
        roundId: r.id,
        transactionId: `${r.id}:${tx}`,
        gameId: r.game_id,
        amount,
        jackpot,
      })
      last = a
      after = total(a)
    }
    try {
      await pay('win', r.win, false)
      if (r.jackpot_win > 0) {
        const pool = await repo.db
          .selectFrom('studio_jackpots')
          .select('seed')
          .where('game_id', '=', r.game_id)
          .executeTakeFirstOrThrow()
        const seedPart = Math.min(pool.seed, r.jackpot_win)
        await pay('jackpot', r.jackpot_win - seedPart, true)
        await pay('jackpot-seed', seedPart, false)
      }
      // Nothing paid: the bet's own answer is the balance after the round (no extra balance call).
      if (after === null) after = last ? total(last) : total(await wallet.balance(r.user_id as number))
    } catch (err) {
      throw walletFailure(err)
    }
    if (known && last) answered.set(known.session, last)
    const patch = { state: 'settled', balance_after: after, settled_at: new Date(), resolution }
    // One conditional statement; when another caller settled it first, that row stands.
    return (await repo.advance(r.id, 'drawn', patch)) ?? (await repo.round(r.id)) ?? r
  }

  /** Stores a drawn step; feeds the jackpot pool in the same transaction as the first draw. */
  async function storeDrawn(
    r: RoundRow,
    played: Played,
    patch: Record<string, unknown>,
    expect: (row: RoundRow) => boolean,
    contribution: number,
  ): Promise<RoundRow> {
    return repo.withRound(r.id, async (trx, row) => {
      if (!expect(row)) throw fail(409, ST.roundVoided, 'ROUND_VOIDED')
      const jackpotWin =
        contribution > 0 || played.jackpot ? await feedPool(trx, r.game_id, contribution, played.jackpot) : 0
      const next = {
        ...patch,
        state: 'drawn',
        outcome: played.stored,
        awaiting_player: !played.over,
        win: played.over ? played.total : 0,
        jackpot_win: jackpotWin,
      }
      await updateRound(trx, r.id, next)
      return { ...row, ...next, outcome: played.stored as never, pending: null } as RoundRow
    })
  }

  async function startMoney(s: SessionRow, game: StudioGame, req: StartRequest, cost: number) {
    const id = randomUUID()
    const rate = game.math.kind === 'slot' && game.math.jackpot ? game.math.jackpot.contribution : 0
    const contribution = Math.floor(cost * rate)
    const bet = { tx: `${id}:bet:0`, amount: cost }
    const r = await repo.insertRound({
      id,
      session_id: s.id,
      player_key: playerKey(s),
      user_id: s.user_id,
      game_id: s.game_id,
      mode: 'money',
      kind: game.kind,
      state: 'staked',
      stake: cost,
      jackpot_contribution: contribution,
      bets: [bet],
      request: req,
    })
    if (!r) throw fail(409, ST.roundOpen, 'ROUND_OPEN')
    let betAnswer: WalletAnswer
    try {
      betAnswer = await wallet.bet(betBody(s, r, bet, contribution))
    } catch (err) {
      // A refusal booked nothing; an unknown answer is undone now, or by recovery if that fails too.
      if (err instanceof WalletRefusal || (err instanceof WalletUnavailable && (await tryRollback(r, bet))))
        await repo.withRound(id, async (trx, row) => {
          if (row.state === 'staked') await updateRound(trx, id, { state: 'voided' })
        })
      throw walletFailure(err)
    }
    const afterBet = total(betAnswer)
    const played = start(game, req, rng)
    const jackpotGame = game.math.kind === 'slot' && !!game.math.jackpot
    if (!jackpotGame && played.over && played.total === 0) {
      // Nothing to pay: outcome and settlement in one statement. A crash before it leaves the round
      // staked, which recovery voids (the stake returned), as before.
      const settled = await repo.advance(id, 'staked', {
        state: 'settled',
        outcome: played.stored,
        awaiting_player: false,
        win: 0,
        jackpot_win: 0,
        balance_before: afterBet + cost,
        balance_after: afterBet,
        settled_at: new Date(),
      })
      if (!settled) throw fail(409, ST.roundVoided, 'ROUND_VOIDED')
      answered.set(s, betAnswer)
      return settled
    }
    const drawn = jackpotGame
      ? await storeDrawn(
          r,
          played,
          { balance_before: afterBet + cost },
          (row) => row.state === 'staked',
          contribution,
        )
      : await repo.advance(id, 'staked', {
          state: 'drawn',
          outcome: played.stored,
          awaiting_player: !played.over,
          win: played.over ? played.total : 0,
          jackpot_win: 0,
          balance_before: afterBet + cost,
        })
    if (!drawn) throw fail(409, ST.roundVoided, 'ROUND_VOIDED')
    if (!played.over) return { ...drawn, balance_after: null }
    return finish({ ...drawn, balance_before: afterBet + cost }, null, { session: s, afterBet: betAnswer })
  }

  async function startFun(s: SessionRow, game: StudioGame, req: StartRequest, cost: number) {
    return repo.withSession(s.id, async (trx, session) => {
      const before = session.fun_balance ?? 0
      if (before < cost) throw fail(402, ST.funBalance, 'INSUFFICIENT_FUNDS')
      const open = await trx
        .selectFrom('studio_rounds')
        .select('id')
        .where('player_key', '=', playerKey(s))
        .where('game_id', '=', s.game_id)
        .where('state', 'in', ['staked', 'drawn'])
        .executeTakeFirst()
      if (open) throw fail(409, ST.roundOpen, 'ROUND_OPEN')
      const played = start(game, req, rng)
      const after = before - cost + (played.over ? played.total : 0)
      await trx.updateTable('studio_sessions').set({ fun_balance: after }).where('id', '=', s.id).execute()
      const row = {
        id: randomUUID(),
        session_id: s.id,
        player_key: playerKey(s),
        user_id: null,
        game_id: s.game_id,
        mode: 'fun',
        kind: game.kind,
        state: played.over ? 'settled' : 'drawn',
        stake: cost,
        jackpot_contribution: 0,
        bets: JSON.stringify([]),
        request: JSON.stringify(req),
        outcome: JSON.stringify(played.stored),
        awaiting_player: !played.over,
        win: played.over ? played.total : 0,
        balance_before: before,
        balance_after: played.over ? after : null,
        settled_at: played.over ? new Date() : null,
      }
      return trx.insertInto('studio_rounds').values(row).returningAll().executeTakeFirstOrThrow()
    })
  }

  async function actFun(s: SessionRow, r: RoundRow, action: PlayerAction, extra: number) {
    return repo.withSession(s.id, async (trx, session) => {
      const row = await trx
        .selectFrom('studio_rounds')
        .selectAll()
        .where('id', '=', r.id)
        .forUpdate()
        .executeTakeFirstOrThrow()
      if (row.state !== 'drawn' || !row.awaiting_player) throw fail(409, ST.noOpenRound, 'NO_OPEN_ROUND')
      const balance = session.fun_balance ?? 0
      if (balance < extra) throw fail(402, ST.funBalance, 'INSUFFICIENT_FUNDS')
      const played = act(row.outcome as unknown as Stored, action, rng)
      const after = balance - extra + (played.over ? played.total : 0)
      await trx.updateTable('studio_sessions').set({ fun_balance: after }).where('id', '=', s.id).execute()
      const patch = {
        outcome: played.stored,
        stake: row.stake + extra,
        awaiting_player: !played.over,
        win: played.over ? played.total : 0,
        ...(played.over ? { state: 'settled', balance_after: after, settled_at: new Date() } : {}),
      }
      await updateRound(trx, r.id, patch)
      return { ...row, ...patch, outcome: played.stored as never } as RoundRow
    })
  }

  async function actMoney(s: SessionRow, r: RoundRow, action: PlayerAction, extra: number) {
    const bets = r.bets as WalletBet[]
    const bet = { tx: `${r.id}:bet:${bets.length}`, amount: extra }
    if (extra > 0) {
      await repo.withRound(r.id, async (trx, row) => {
        if (row.state !== 'drawn' || !row.awaiting_player || row.pending !== null)
          throw fail(409, ST.noOpenRound, 'NO_OPEN_ROUND')
        await updateRound(trx, r.id, { pending: bet })
      })
      try {
        await wallet.bet(betBody(s, r, bet))
      } catch (err) {
        if (err instanceof WalletRefusal || (err instanceof WalletUnavailable && (await tryRollback(r, bet))))
          await repo.withRound(r.id, async (trx, row) => {
            if ((row.pending as WalletBet | null)?.tx === bet.tx)
              await updateRound(trx, r.id, { pending: null })
          })
        throw walletFailure(err)
      }
    }
    const played = act(r.outcome as unknown as Stored, action, rng)
    const drawn = await storeDrawn(
      r,
      played,
      { stake: r.stake + extra, bets: extra > 0 ? [...bets, bet] : bets, pending: null },
      (row) =>
        row.state === 'drawn' &&
        row.awaiting_player &&
        (extra > 0 ? (row.pending as WalletBet | null)?.tx === bet.tx : row.pending === null),
      0,
    )
    return played.over ? finish(drawn, null) : drawn
  }

  return {
    balanceOf,
    finish,
    tryRollback,
    async play(s: SessionRow, req: StartRequest): Promise<RoundRow> {
      const game = gameOf(s)
      let cost: number
      try {
        check(game, req)
        cost = costOf(game, req)
      } catch (err) {
        refused(err)
      }
      return s.mode === 'money' ? startMoney(s, game, req, cost) : startFun(s, game, req, cost)
    },
    async act(s: SessionRow, action: PlayerAction): Promise<RoundRow> {
      const r = await repo.openRound(playerKey(s), s.game_id)
      if (!r || r.state !== 'drawn' || !r.awaiting_player) throw fail(409, ST.noOpenRound, 'NO_OPEN_ROUND')
      let extra: number
      try {
        extra = extraStake(r.outcome as unknown as Stored, action)
      } catch (err) {
        refused(err)
      }
      return s.mode === 'money' ? actMoney(s, r, action, extra) : actFun(s, r, action, extra)
    },
  }
}
export type Rounds = ReturnType<typeof createRounds>
