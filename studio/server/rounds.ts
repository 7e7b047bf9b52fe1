import { randomUUID } from 'node:crypto'
import type { StudioBalance } from '../../contract/studio.ts'
import type { WalletAnswer } from '../../contract/wallet.ts'
import { contributionOf, JACKPOT } from '../engine/jackpot.ts'
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
import type { NewRound } from './round-statements/repo.ts'
import { ST } from './texts.ts'
import { wagerSpots } from './wager-spots.ts'
import { type BetWinCall, type WalletClient, WalletRefusal, WalletUnavailable } from './wallet-client.ts'

/** What the house puts in a jackpot pool when it is created and after each hit, øre (10.000 kr.). */
export const JACKPOT_SEED = JACKPOT.seed

// live/bets.ts answers wallet refusals as rounds do.
export { walletFailure } from './round-answers.ts'

const total = (a: { balance: number; bonusBalance: number }) => a.balance + a.bonusBalance
const roundChanged = () => fail(409, ST.roundChanged, 'ROUND_CHANGED')
const noOpenRound = () => fail(409, ST.noOpenRound, 'NO_OPEN_ROUND')
const featurePlaying = () => fail(409, ST.featurePlaying, 'FEATURE_PLAYING')

/**
 * A round whose stake and win the wallet books in one call (issue 29.7, docs/decisions/0009): a slot
 * without a jackpot (its pool is fed and taken in the studio's own step) and without a decision.
 */
const oneWalletCall = (game: StudioGame) => game.math.kind === 'slot' && !game.math.jackpot
/** The round's one wallet call, named on its bet (recovery replays it). */
export const isOneCall = (r: RoundRow) => (r.bets as WalletBet[])[0]?.tx === `${r.id}:bet-win`

/**
 * How long a feature round holds its game at most when its frame never says it has shown it (a
 * closed tab): the playback of its screens at normal speed with room to spare, capped.
 */
const HOLD_BASE_MS = 5_000
const HOLD_PER_SCREEN_MS = 2_500
const HOLD_MAX_MS = 5 * 60_000

/**
 * A slot round with a feature (free spins, respins, a bonus wheel, cascades, a bought bonus) is
 * settled in one call, but the player watches it screen by screen: it holds the game until the
 * frame says it has shown it (`release`) or this time passes (issue 29.3). Null: nothing to hold.
 */
function holdOf(played: Played, nowMs: number): Date | null {
  if (played.stored.kind !== 'slot') return null
  const o = played.stored.outcome
  if (!o.purchase && o.spins.length <= 1) return null
  return new Date(nowMs + Math.min(HOLD_MAX_MS, HOLD_BASE_MS + HOLD_PER_SCREEN_MS * o.spins.length))
}

/** What every money round's row starts with: its id, the session, player and game it belongs to. */
const moneyRowOf = (s: SessionRow, game: StudioGame, id: string) =>
  ({
    id,
    session_id: s.id,
    player_key: playerKey(s),
    user_id: s.user_id,
    game_id: s.game_id,
    mode: 'money',
    kind: game.kind,
  }) as const

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
 * wallet win(s) with transaction ids derived from the round id → settled. A plain slot round (no
 * jackpot, no decision; docs/decisions/0009) makes one wallet call instead: the row with its outcome
 * (drawn, shown to nobody) → wallet betWin (stake and win, a transaction id derived from the round id)
 * → settled; recovery replays the same call, or voids the round when the wallet refuses it.
 */
export function createRounds(repo: Repo, wallet: WalletClient, rng: Rng, nowMs: () => number = Date.now) {
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
    known?: { session: SessionRow; afterBet: WalletAnswer; hold?: Date | null },
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
        // The house's part (seed and carried sub-øre contributions) was fixed when the pool was taken.
        await pay('jackpot', r.jackpot_win - r.jackpot_house, true)
        await pay('jackpot-seed', r.jackpot_house, false)
      }
      // Nothing paid: the bet's own answer is the balance after the round (no extra balance call).
      if (after === null) after = last ? total(last) : total(await wallet.balance(r.user_id as number))
    } catch (err) {
      throw walletFailure(err)
    }
    if (known && last) answered.set(known.session, last)
    const patch = {
      state: 'settled',
      balance_after: after,
      settled_at: new Date(),
      resolution,
      ...(known?.hold ? { holds_until: known.hold } : {}),
    }
    // One conditional statement; when another caller settled it first, that row stands.
    return (await repo.advance(r.id, 'drawn', patch)) ?? (await repo.round(r.id)) ?? r
  }

  /** Stores a drawn step; a jackpot game's first draw feeds its pool with the round's cost, in the same transaction. */
  async function storeDrawn(
    r: RoundRow,
    played: Played,
    patch: Record<string, unknown>,
    expect: (row: RoundRow) => boolean,
    cost: number,
    refusal = (_row: RoundRow) => fail(409, ST.roundVoided, 'ROUND_VOIDED'),
  ): Promise<RoundRow> {
    return repo.withRound(r.id, async (trx, row) => {
      if (!expect(row)) throw refusal(row)
      const pool =
        cost > 0 || played.jackpot
          ? await feedPool(trx, r.game_id, cost, played.jackpot)
          : { win: 0, fromHouse: 0 }
      const next = {
        ...patch,
        state: 'drawn',
        outcome: played.stored,
        awaiting_player: !played.over,
        win: played.over ? played.total : 0,
        jackpot_win: pool.win,
        jackpot_house: pool.fromHouse,
      }
      await updateRound(trx, r.id, next)
      return {
        ...row,
        ...next,
        outcome: played.stored as never,
        pending: null,
        version: row.version + 1,
      } as RoundRow
    })
  }

  /** Inserts a money round's row (taking the call's number in the same statement when given). */
  async function openRow(row: NewRound, call?: SequencedCall): Promise<RoundRow> {
    let r: RoundRow | null
    if (call) {
      // The call's number is taken in the round's own insert: one statement fewer per round.
      const started = await repo.startRound(row.session_id, call.seq, row, new Date(nowMs()))
      if (!started.took) return call.outOfSequence()
      call.took(call.seq)
      r = started.round
    } else if (await repo.holding(row.player_key, row.game_id, new Date(nowMs()))) throw featurePlaying()
    else r = await repo.insertRound(row)
    if (!r) {
      if (await repo.holding(row.player_key, row.game_id, new Date(nowMs()))) throw featurePlaying()
      throw fail(409, ST.roundOpen, 'ROUND_OPEN')
    }
    return r
  }

  /** The body of a round's one wallet call: the same for the first try and every replay. */
  const betWinBody = (r: RoundRow, s: SessionRow | undefined): BetWinCall => ({
    userId: r.user_id as number,
    roundId: r.id,
    transactionId: `${r.id}:bet-win`,
    gameId: r.game_id,
    amount: r.stake,
    jackpotContribution: 0,
    win: r.win,
    ...(s ? { ip: s.ip, casinoSession: s.casino_session ?? undefined } : {}),
  })

  /**
   * Books a drawn one-call round in the wallet (stake and win together) and settles it. A wallet
   * that does not answer is asked once more with the same call; a refusal voids the round (nothing
   * was booked, and the wallet keeps refusing that transaction id). Recovery calls it again for a
   * round a crash left drawn: the wallet answers a booked call's first answer, so nothing is paid twice.
   */
  async function payOneCall(
    r: RoundRow,
    s: SessionRow | undefined,
    resolution: 'completed' | null,
    hold?: Date | null,
  ): Promise<RoundRow> {
    const body = betWinBody(r, s)
    let a: WalletAnswer
    try {
      a = await wallet.betWin(body).catch((err: unknown) => {
        if (err instanceof WalletUnavailable) return wallet.betWin(body)
        throw err
      })
    } catch (err) {
      if (err instanceof WalletRefusal) {
        // A recovered round is told to the player (voided, nothing taken); a live one answers now.
        const told =
          resolution === null
            ? {}
            : await wallet.balance(r.user_id as number).then((b) => ({
                resolution: 'voided',
                balance_before: total(b),
                balance_after: total(b),
                settled_at: new Date(),
              }))
        await repo.advance(r.id, 'drawn', { state: 'voided', ...told })
      }
      throw walletFailure(err)
    }
    const after = total(a)
    if (s) answered.set(s, a)
    const patch = {
      state: 'settled',
      balance_before: after + r.stake - r.win,
      balance_after: after,
      settled_at: new Date(),
      resolution,
      ...(hold ? { holds_until: hold } : {}),
    }
    const moved = await repo.advanceLean(r.id, 'drawn', patch)
    // When another caller settled it first, that row stands.
    return moved ? { ...r, ...patch, ...moved } : ((await repo.round(r.id)) ?? r)
  }

  /**
   * A plain slot round in one wallet call: the outcome is drawn first and stored with the row (shown
   * to nobody until the wallet has booked it), then stake and win move together.
   */
  async function startOneCall(
    s: SessionRow,
    game: StudioGame,
    req: StartRequest,
    cost: number,
    call?: SequencedCall,
  ) {
    const id = randomUUID()
    const played = start(game, req, rng)
    if (!played.over) throw new Error(`${game.gameId}: a one-call round has no decision`)
    const r = await openRow(
      {
        ...moneyRowOf(s, game, id),
        state: 'drawn',
        stake: cost,
        jackpot_contribution: 0,
        bets: [{ tx: `${id}:bet-win`, amount: cost }],
        request: req,
        outcome: played.stored,
        awaiting_player: false,
        win: played.total,
      },
      call,
    )
    // Held from the statement that settles it, as a two-call round is (issue 29.3).
    return payOneCall(r, s, null, holdOf(played, nowMs()))
  }

  async function startMoney(
    s: SessionRow,
    game: StudioGame,
    req: StartRequest,
    cost: number,
    call?: SequencedCall,
  ) {
    if (oneWalletCall(game)) return startOneCall(s, game, req, cost, call)
    const id = randomUUID()
    const terms = game.math.kind === 'slot' ? game.math.jackpot : null
    // The wallet books the whole øre; the pool carries the sub-øre rest (feedPool).
    const contribution = terms ? contributionOf(cost, terms).booked : 0
    const bet = { tx: `${id}:bet:0`, amount: cost }
    const r = await openRow(
      {
        ...moneyRowOf(s, game, id),
        state: 'staked',
        stake: cost,
        jackpot_contribution: contribution,
        bets: [bet],
        request: req,
      },
      call,
    )
    let betAnswer: WalletAnswer
    try {
      betAnswer = await wallet.bet({ ...betBody(s, r, bet, contribution), bets: wagerSpots(req) })
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
    // Set in the statement that settles the round, so the game is held from the moment it is paid.
    const hold = holdOf(played, nowMs())
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
        ...(hold ? { holds_until: hold } : {}),
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
          cost,
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
    return finish({ ...drawn, balance_before: afterBet + cost }, null, {
      session: s,
      afterBet: betAnswer,
      hold,
    })
  }

  /**
   * An action applies only to the version of the hand it was computed from (issue 31.2): of two
   * actions sent at once, the second finds a newer version and is refused without changing anything,
   * so every card a player was answered with is the card in the record.
   */
  async function actMoney(s: SessionRow, r: RoundRow, action: PlayerAction, extra: number) {
    const bets = r.bets as WalletBet[]
    const bet = { tx: `${r.id}:bet:${bets.length}`, amount: extra }
    if (extra > 0) {
      await repo.withRound(r.id, async (trx, row) => {
        if (row.state !== 'drawn' || !row.awaiting_player) throw fail(409, ST.noOpenRound, 'NO_OPEN_ROUND')
        if (row.version !== r.version || row.pending !== null) throw roundChanged()
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
        (extra > 0
          ? row.version === r.version + 1 && (row.pending as WalletBet | null)?.tx === bet.tx
          : row.version === r.version && row.pending === null),
      0,
      // An extra bet placed keeps the hand the action's own until recovery rolls it back (voided);
      // without one, a failed check means another action came first.
      extra > 0 ? undefined : (row) => (row.state === 'drawn' ? roundChanged() : noOpenRound()),
    )
    return played.over ? finish(drawn, null) : drawn
  }

  return {
    balanceOf,
    finish,
    payOneCall,
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
