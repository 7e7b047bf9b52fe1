import { randomUUID } from 'node:crypto'
import type { StudioBalance } from '../../contract/studio.ts'
import type { WalletAnswer } from '../../contract/wallet.ts'
import type { Rng } from '../engine/rng.ts'
import { createFunRounds } from './fun-rounds.ts'
import type { StudioGame } from './games.ts'
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
} from './play.ts'
import { feedPool, type Repo, type RoundRow, type SessionRow, updateRound, type WalletBet } from './repo.ts'
import { fail, gameOf, playerKey, refused, walletFailure } from './round-answers.ts'
import { ST } from './texts.ts'
import { type WalletClient, WalletRefusal, WalletUnavailable } from './wallet-client.ts'

/** What the house puts in a jackpot pool when it is created and after each hit, øre (10.000 kr.). */
export const JACKPOT_SEED = 1_000_000
export { FUN_BALANCE } from './fun-rounds.ts'
// live/bets.ts answers wallet refusals as rounds do.
export { playerKey, roundView, walletFailure } from './round-answers.ts'

const total = (a: { balance: number; bonusBalance: number }) => a.balance + a.bonusBalance

/** A client's round call whose sequence number the round's start takes (see repo.startRound). */
export type SequencedCall = {
  seq: number
  /** Told when the number is taken, before anything else can refuse the call. */
  took: (seq: number) => void
  /** The number was not the session's next one: the refusal (409 SEQUENCE, or 401 without a session). */
  outOfSequence: () => Promise<never>
}

/**
 * Rounds, for fun and for money. A money round moves money only through the wallet, in this order,
 * each step recorded before the next so a crash anywhere leaves a round recovery can finish: the row
 * (staked, with its bet's transaction id) → wallet bet → the outcome drawn and stored (drawn) →
 * wallet win(s) with transaction ids derived from the round id → settled.
 */
export function createRounds(repo: Repo, wallet: WalletClient, rng: Rng) {
  const fun = createFunRounds(repo, rng)
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

  async function startMoney(
    s: SessionRow,
    game: StudioGame,
    req: StartRequest,
    cost: number,
    call?: SequencedCall,
  ) {
    const id = randomUUID()
    const rate = game.math.kind === 'slot' && game.math.jackpot ? game.math.jackpot.contribution : 0
    const contribution = Math.floor(cost * rate)
    const bet = { tx: `${id}:bet:0`, amount: cost }
    const row = {
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
    }
    let r: RoundRow | null
    if (call) {
      // The call's number is taken in the round's own insert: one statement fewer per round.
      const started = await repo.startRound(s.id, call.seq, row)
      if (!started.took) return call.outOfSequence()
      call.took(call.seq)
      r = started.round
    } else r = await repo.insertRound(row)
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
      return s.mode === 'money' ? startMoney(s, game, req, cost, call) : fun.start(s, game, req, cost)
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
      return s.mode === 'money' ? actMoney(s, r, action, extra) : fun.act(s, r, action, extra)
    },
  }
}
export type Rounds = ReturnType<typeof createRounds>
