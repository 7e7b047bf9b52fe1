import { type ExpressionBuilder, type Kysely, type Selectable, sql, type Transaction } from 'kysely'
import type { DbHandle } from '../../platform/db/handle.ts'
import { feed } from '../engine/jackpot.ts'
import type { DB, StudioRounds, StudioSessions } from './db/generated.ts'
import { isUniqueViolation, jsonColumns, withLocked } from './repo-helpers.ts'
import {
  advance,
  insertRound,
  type NewRound,
  ROUND_JSON_COLUMNS,
  settleDrawn,
  startRound,
  takeSeq,
} from './round-statements/repo.ts'
import { drawnSettler } from './round-statements/settle-batch.ts'

/** The studio's tables only (studio_*): the studio never reads or writes the casino's. */
export type StudioDb = Kysely<DB>
export type Trx = Transaction<DB>
export type RoundRow = Selectable<StudioRounds>
export type SessionRow = Selectable<StudioSessions>
export type WalletBet = { tx: string; amount: number }

/** The database as the studio sees it: its own tables' types (the casino's mount gives it this view). */
export type StudioHandle = DbHandle<DB>

export const studioDb = (h: StudioHandle): StudioDb => h.db

/**
 * One player's rounds at one game: the scope of the open round, a feature hold, the recall and the
 * resolutions (the studio_rounds indexes start with these two columns).
 */
export const playerGame =
  (playerKey: string, gameId: string) => (eb: ExpressionBuilder<DB, 'studio_rounds'>) =>
    eb.and({ player_key: playerKey, game_id: gameId })

export function createRepo(db: StudioDb) {
  return {
    db,
    async insertToken(row: {
      token_hash: string
      user_id: number | null
      game_id: string
      mode: string
      platform: string
      lobby_url: string
      ip: string
      casino_session: string | null
      expires_at: Date
    }) {
      await db.insertInto('studio_launch_tokens').values(row).execute()
    },
    /** Uses a token once: only the first caller, before it expires, gets the row. */
    takeToken(hash: string, now: Date) {
      return db
        .updateTable('studio_launch_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst()
    },
    async insertSession(row: Omit<SessionRow, 'seq' | 'created_at'>) {
      await db.insertInto('studio_sessions').values(row).execute()
    },
    session: (id: string) =>
      db.selectFrom('studio_sessions').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Accepts call number `seq` only if it is the next one; a replay or a skip changes nothing. */
    takeSeq: (id: string, gameId: string, seq: number) => takeSeq(db, id, gameId, seq),
    /** A new round, or null when the player already has an open round in this game. */
    async insertRound(row: NewRound): Promise<RoundRow | null> {
      try {
        return (await insertRound(db, row)) ?? null
      } catch (err) {
        if (isUniqueViolation(err)) return null
        throw err
      }
    },
    startRound: (sessionId: string, seq: number, row: NewRound, now: Date) =>
      startRound(db, sessionId, seq, row, now),
    /** The feature round that holds this player's game at `now`, if one does (issue 29.3). */
    holding: (playerKey: string, gameId: string, now: Date) =>
      db
        .selectFrom('studio_rounds')
        .select(['id', 'holds_until'])
        .where(playerGame(playerKey, gameId))
        .where('holds_until', '>', now)
        .executeTakeFirst(),
    /** The frame has shown the feature to its end: the game is free again (its own round only). */
    release: (roundId: string, playerKey: string, gameId: string) =>
      db
        .updateTable('studio_rounds')
        .set({ holds_until: null })
        .where('id', '=', roundId)
        .where(playerGame(playerKey, gameId))
        .where('holds_until', 'is not', null)
        .executeTakeFirst(),
    round: (id: string) => db.selectFrom('studio_rounds').selectAll().where('id', '=', id).executeTakeFirst(),
    openRound: (playerKey: string, gameId: string) =>
      db
        .selectFrom('studio_rounds')
        .selectAll()
        .where(playerGame(playerKey, gameId))
        .where('state', 'in', ['staked', 'drawn'])
        .executeTakeFirst(),
    recall: (playerKey: string, gameId: string, n: number) =>
      db
        .selectFrom('studio_rounds')
        .selectAll()
        .where(playerGame(playerKey, gameId))
        .where('state', 'in', ['settled', 'voided'])
        .where('balance_after', 'is not', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(n)
        .execute(),
    /** Money rounds a crash may have left: staked, or drawn and not waiting for the player. */
    unfinished: (where?: { userId: number; gameId: string }) => {
      let q = db
        .selectFrom('studio_rounds')
        .select('id')
        .where('mode', '=', 'money')
        .where((eb) =>
          eb.or([
            eb('state', '=', 'staked'),
            eb.and([
              eb('state', '=', 'drawn'),
              eb.or([eb('awaiting_player', '=', false), eb('pending', 'is not', null)]),
            ]),
          ]),
        )
      if (where) q = q.where('user_id', '=', where.userId).where('game_id', '=', where.gameId)
      return q.orderBy('created_at').execute()
    },
    /** Rounds the studio finished after an interruption that the player has not been told of; marks them told. */
    takeResolved: (playerKey: string, gameId: string) =>
      db
        .updateTable('studio_rounds')
        .set({ resolution_shown: true })
        .where(playerGame(playerKey, gameId))
        .where('resolution', 'is not', null)
        .where('resolution_shown', '=', false)
        .returningAll()
        .execute(),
    /**
     * Moves a round on from `from` in one statement (the row lock is the UPDATE's own): the changed
     * row, or undefined when another caller moved it first. The fast path of a round with no jackpot.
     */
    advance: (id: string, from: 'staked' | 'drawn', patch: Record<string, unknown>) =>
      advance(db, id, from, patch),
    /** Settles a drawn one-call round, grouped with others settling at the same time (settle-batch.ts). */
    settleDrawn: drawnSettler((rows) => settleDrawn(db, rows)),
    /** Runs fn on the round row locked for update (state changes happen only so). */
    withRound: <T>(id: string, fn: (trx: Trx, row: RoundRow) => Promise<T>) =>
      withLocked(db, 'studio_rounds', id, fn),
    withSession: <T>(id: string, fn: (trx: Trx, row: SessionRow) => Promise<T>) =>
      withLocked(db, 'studio_sessions', id, fn),
    async ensurePools(pools: { gameId: string; seed: number }[]) {
      if (pools.length === 0) return
      await db
        .insertInto('studio_jackpots')
        .values(pools.map((p) => ({ game_id: p.gameId, seed: p.seed })))
        .onConflict((oc) => oc.column('game_id').doNothing())
        .execute()
    },
    pools: () => db.selectFrom('studio_jackpots').selectAll().orderBy('game_id').execute(),
  }
}
export type Repo = ReturnType<typeof createRepo>

/**
 * Adds a round's contribution to its pool (engine/jackpot.ts `feed`: whole øre and the carried sub-øre
 * rest) and, on a hit, takes the whole amount and leaves the seed: what the winner gets and the part
 * the house pays (the seed and the carried whole øre; the rest is the wallet's jackpot account).
 */
export async function feedPool(
  trx: Trx,
  gameId: string,
  cost: number,
  hit: boolean,
): Promise<{ win: number; fromHouse: number }> {
  const row = await trx
    .selectFrom('studio_jackpots')
    .selectAll()
    .where('game_id', '=', gameId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const fed = feed(
    { seed: row.seed, contributions: row.contributions, wins: row.wins, fractionMicro: row.fraction_micro },
    cost,
    hit,
  )
  await trx
    .updateTable('studio_jackpots')
    .set({
      contributions: fed.pool.contributions,
      wins: fed.pool.wins,
      fraction_micro: fed.pool.fractionMicro,
      hits: hit ? row.hits + 1 : row.hits,
      updated_at: new Date(),
    })
    .where('game_id', '=', gameId)
    .execute()
  return { win: fed.win, fromHouse: fed.fromHouse }
}

export async function updateRound(trx: Trx, id: string, patch: Record<string, unknown>) {
  await trx
    .updateTable('studio_rounds')
    .set({
      ...jsonColumns({ ...patch, updated_at: new Date() }, ROUND_JSON_COLUMNS),
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute()
}
