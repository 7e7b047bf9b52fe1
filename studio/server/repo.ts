import type { Kysely, Selectable, Transaction } from 'kysely'
import type { DbHandle } from '../../server/db/index.ts'
import type { DB, StudioRounds, StudioSessions } from './db/generated.ts'
import { advance, insertRound, type NewRound, startRound, takeSeq } from './round-statements/repo.ts'

/** The studio's tables only (studio_*): the studio never reads or writes the casino's. */
export type StudioDb = Kysely<DB>
export type Trx = Transaction<DB>
export type RoundRow = Selectable<StudioRounds>
export type SessionRow = Selectable<StudioSessions>
export type WalletBet = { tx: string; amount: number }

export const studioDb = (h: DbHandle) => h.db as unknown as StudioDb

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505'

export function createRepo(db: StudioDb) {
  /** Runs fn in a transaction on the row of `table` with this id, locked for update. */
  const withLocked = <R, T>(
    table: 'studio_rounds' | 'studio_sessions',
    id: string,
    fn: (trx: Trx, row: R) => Promise<T>,
  ): Promise<T> =>
    db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom(table).selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
      if (!row) throw new Error(`${table} ${id} is gone`)
      return fn(trx, row as R)
    })
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
    takeSeq: (id: string, seq: number) => takeSeq(db, id, seq),
    /** A new round, or null when the player already has an open round in this game. */
    async insertRound(row: NewRound): Promise<RoundRow | null> {
      try {
        return (await insertRound(db, row)) ?? null
      } catch (err) {
        if (isUniqueViolation(err)) return null
        throw err
      }
    },
    startRound: (sessionId: string, seq: number, row: NewRound) => startRound(db, sessionId, seq, row),
    round: (id: string) => db.selectFrom('studio_rounds').selectAll().where('id', '=', id).executeTakeFirst(),
    openRound: (playerKey: string, gameId: string) =>
      db
        .selectFrom('studio_rounds')
        .selectAll()
        .where('player_key', '=', playerKey)
        .where('game_id', '=', gameId)
        .where('state', 'in', ['staked', 'drawn'])
        .executeTakeFirst(),
    recall: (playerKey: string, gameId: string, n: number) =>
      db
        .selectFrom('studio_rounds')
        .selectAll()
        .where('player_key', '=', playerKey)
        .where('game_id', '=', gameId)
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
        .where('player_key', '=', playerKey)
        .where('game_id', '=', gameId)
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
    /** Runs fn on the round row locked for update (state changes happen only so). */
    withRound: <T>(id: string, fn: (trx: Trx, row: RoundRow) => Promise<T>) =>
      withLocked('studio_rounds', id, fn),
    withSession: <T>(id: string, fn: (trx: Trx, row: SessionRow) => Promise<T>) =>
      withLocked('studio_sessions', id, fn),
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

/** Adds a stake's contribution to its pool; on a hit, takes the whole pool and leaves the seed. */
export async function feedPool(
  trx: Trx,
  gameId: string,
  contribution: number,
  hit: boolean,
): Promise<number> {
  const pool = await trx
    .selectFrom('studio_jackpots')
    .selectAll()
    .where('game_id', '=', gameId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const contributions = pool.contributions + contribution
  const amount = pool.seed + contributions - pool.wins
  await trx
    .updateTable('studio_jackpots')
    .set({
      contributions,
      wins: hit ? contributions : pool.wins,
      hits: hit ? pool.hits + 1 : pool.hits,
      updated_at: new Date(),
    })
    .where('game_id', '=', gameId)
    .execute()
  return hit ? amount : 0
}

function roundPatch(patch: Record<string, unknown>): Record<string, unknown> {
  const set: Record<string, unknown> = { ...patch, updated_at: new Date() }
  for (const k of ['outcome', 'bets', 'pending'] as const)
    if (k in set && set[k] !== null) set[k] = JSON.stringify(set[k])
  return set
}

export async function updateRound(trx: Trx, id: string, patch: Record<string, unknown>) {
  await trx.updateTable('studio_rounds').set(roundPatch(patch)).where('id', '=', id).execute()
}
