import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/generated.ts'
import type { RoundRow, SessionRow } from '../repo.ts'

/**
 * The statements every money round makes (take the call's sequence number, insert the round, move it
 * on), written out with the `prepared:` mark (platform/db/prepared-client.ts) so PostgreSQL parses and
 * plans each once per connection instead of once per round, and Kysely does not rebuild them per call.
 */

/** A round's columns as insertRound takes them; the rest keep their table defaults. */
export type NewRound = {
  id: string
  session_id: string
  player_key: string
  user_id: number | null
  game_id: string
  mode: string
  kind: string
  state: string
  stake: number
  jackpot_contribution: number
  bets: unknown[]
  request: object
  balance_before?: number | null
  outcome?: object | null
  awaiting_player?: boolean
  win?: number
  balance_after?: number | null
  settled_at?: Date | null
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v))

export function takeSeq(db: Kysely<DB>, id: string, gameId: string, seq: number) {
  return sql<SessionRow>`/* prepared: studio_take_seq_game */
    update studio_sessions set seq = seq + 1
    where id = ${id}::text and game_id = ${gameId}::text and seq = ${seq - 1}::int
    returning *`
    .execute(db)
    .then((r) => r.rows[0])
}

export function insertRound(db: Kysely<DB>, r: NewRound) {
  return sql<RoundRow>`/* prepared: studio_insert_round */
    insert into studio_rounds (id, session_id, player_key, user_id, game_id, mode, kind, state, stake,
      jackpot_contribution, bets, request, balance_before, outcome, awaiting_player, win, balance_after,
      settled_at)
    values (${r.id}::text, ${r.session_id}::text, ${r.player_key}::text, ${r.user_id}::int8,
      ${r.game_id}::text, ${r.mode}::text, ${r.kind}::text, ${r.state}::text, ${r.stake}::int8,
      ${r.jackpot_contribution}::int8, ${json(r.bets)}::jsonb, ${json(r.request)}::jsonb,
      ${r.balance_before ?? null}::int8, ${json(r.outcome)}::jsonb, ${r.awaiting_player ?? false}::boolean,
      ${r.win ?? 0}::int8, ${r.balance_after ?? null}::int8, ${r.settled_at ?? null}::timestamptz)
    returning *`
    .execute(db)
    .then((res) => res.rows[0])
}

/**
 * Takes call number `seq` on the session and inserts the money round it starts (staked, or a plain
 * slot's drawn with its outcome, issue 29.7), in one statement:
 * `took` says whether the number was the next one (a replay or a skip takes nothing and inserts
 * nothing); `round` is null when the number was taken but the player still has an open round in
 * this game (the one-open-round index) or a feature round that holds it (the number stays taken, as
 * for any call refused after it).
 */
export async function startRound(db: Kysely<DB>, sessionId: string, seq: number, r: NewRound, now: Date) {
  const res = await sql<{
    took_seq: number | null
    id: string | null
    created_at: Date
    updated_at: Date
  }>`/* prepared: studio_start_round_lean */
    with s as (
      update studio_sessions set seq = seq + 1 where id = ${sessionId}::text and seq = ${seq - 1}::int
      returning seq
    ), r as (
      insert into studio_rounds (id, session_id, player_key, user_id, game_id, mode, kind, state, stake,
        jackpot_contribution, bets, request, outcome, awaiting_player, win)
      select ${r.id}::text, ${r.session_id}::text, ${r.player_key}::text, ${r.user_id}::int8,
        ${r.game_id}::text, ${r.mode}::text, ${r.kind}::text, ${r.state}::text, ${r.stake}::int8,
        ${r.jackpot_contribution}::int8, ${json(r.bets)}::jsonb, ${json(r.request)}::jsonb,
        ${json(r.outcome)}::jsonb, ${r.awaiting_player ?? false}::boolean, ${r.win ?? 0}::int8
      from s
      -- A feature still playing holds the game (issue 29.3): no new round while it does.
      where not exists (
        select 1 from studio_rounds h
        where h.player_key = ${r.player_key}::text and h.game_id = ${r.game_id}::text
          and h.holds_until > ${now}::timestamptz
      )
      on conflict (player_key, game_id) where state in ('staked', 'drawn') do nothing
      returning id, created_at, updated_at
    )
    select s.seq as took_seq, r.id, r.created_at, r.updated_at from s left join r on true`.execute(db)
  const row = res.rows[0]
  if (!row) return { took: false as const, round: null }
  // The row as inserted: what was sent and the table's defaults (the outcome is not read back).
  const round: RoundRow | null =
    row.id === null
      ? null
      : {
          ...r,
          outcome: (r.outcome ?? null) as RoundRow['outcome'],
          bets: r.bets as RoundRow['bets'],
          request: r.request as RoundRow['request'],
          awaiting_player: r.awaiting_player ?? false,
          win: r.win ?? 0,
          jackpot_win: 0,
          jackpot_house: 0,
          balance_before: null,
          balance_after: null,
          settled_at: null,
          holds_until: null,
          resolution: null,
          resolution_shown: false,
          pending: null,
          version: 0,
          created_at: row.created_at,
          updated_at: row.updated_at,
        }
  return { took: true as const, round }
}

/** The columns a round's move may set, with their SQL types (a patch names a subset). */
const COLUMN_TYPES: Record<string, string> = {
  state: 'text',
  outcome: 'jsonb',
  awaiting_player: 'boolean',
  win: 'int8',
  jackpot_win: 'int8',
  jackpot_house: 'int8',
  balance_before: 'int8',
  balance_after: 'int8',
  settled_at: 'timestamptz',
  holds_until: 'timestamptz',
  resolution: 'text',
  stake: 'int8',
  bets: 'jsonb',
  pending: 'jsonb',
}
/** A round's jsonb columns: written as JSON text by every statement that sets them. */
export const ROUND_JSON_COLUMNS = ['outcome', 'bets', 'pending'] as const
const JSON_COLUMNS = new Set<string>(ROUND_JSON_COLUMNS)

/** One prepared name per set of columns a move sets (a handful: the round's few kinds of move). */
const moveNames = new Map<string, string>()
const moveName = (key: string) => {
  let name = moveNames.get(key)
  if (!name) {
    // Statement names take letters and underscores: the n-th set of columns is named by n in letters.
    const n = moveNames.size
    name = `studio_move_${String.fromCharCode(97 + (n % 26)).repeat(1 + Math.floor(n / 26))}`
    moveNames.set(key, name)
  }
  return name
}

/**
 * Moves a round on from `from` in one statement (the row lock is the UPDATE's own): the changed row,
 * or undefined when another caller moved it first.
 */
export function advance(db: Kysely<DB>, id: string, from: string, patch: Record<string, unknown>) {
  const columns = Object.keys(patch)
    .filter((c) => patch[c] !== undefined)
    .sort()
  for (const c of columns) if (!(c in COLUMN_TYPES)) throw new Error(`a round move cannot set ${c}`)
  const name = moveName(columns.join(','))
  const set = sql.join(
    columns.map((c) => {
      const v = JSON_COLUMNS.has(c) ? json(patch[c]) : patch[c]
      return sql`${sql.ref(c)} = ${v}::${sql.raw(COLUMN_TYPES[c] as string)}`
    }),
  )
  return sql<RoundRow>`/* prepared: ${sql.raw(name)} */
    update studio_rounds set ${set}, updated_at = now(), version = version + 1 where id = ${id}::text and state = ${from}::text
    returning *`
    .execute(db)
    .then((r) => r.rows[0])
}

/** What settling a drawn one-call round sets (money/one-call.ts), besides its state. */
export type DrawnSettle = {
  id: string
  balance_before: number
  balance_after: number
  settled_at: Date
  resolution: 'completed' | null
  /** Null keeps the row's hold as it is (a round without a feature sets none). */
  holds_until: Date | null
}

/** The settled row's new version and time; undefined when another caller moved the round first. */
export type Settled = { version: number; updated_at: Date } | undefined

/** Settles drawn one-call rounds in one statement (settle-batch.ts groups them): each one's new version. */
export function settleDrawn(db: Kysely<DB>, rows: DrawnSettle[]) {
  return sql<{ id: string; version: number; updated_at: Date }>`/* prepared: studio_settle_drawn */
    update studio_rounds r set state = 'settled', balance_before = v.bb, balance_after = v.ba,
      settled_at = v.sa, resolution = v.res, holds_until = coalesce(v.hu, r.holds_until),
      updated_at = now(), version = r.version + 1
    from unnest(${rows.map((s) => s.id)}::text[], ${rows.map((s) => s.balance_before)}::int8[],
      ${rows.map((s) => s.balance_after)}::int8[], ${rows.map((s) => s.settled_at)}::timestamptz[],
      ${rows.map((s) => s.resolution)}::text[], ${rows.map((s) => s.holds_until)}::timestamptz[])
      as v(id, bb, ba, sa, res, hu)
    where r.id = v.id and r.state = 'drawn'
    returning r.id, r.version, r.updated_at`
    .execute(db)
    .then(
      (res) => new Map(res.rows.map((row) => [row.id, { version: row.version, updated_at: row.updated_at }])),
    )
}
