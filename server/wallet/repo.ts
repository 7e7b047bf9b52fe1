import { sql } from 'kysely'
import type { Db } from '../db/index.ts'
import type { AccountKind } from '../db/types.ts'

/** The ledger's SQL. Every function takes a Kysely handle: the database, or a transaction on it. */

export type SystemRow = { id: number; kind: AccountKind; shard: number }
export type LockedRow = { id: number; kind: AccountKind; user_id: number | null; balance: number }
export type NewOp = {
  key: string
  kind: string
  userId: number
  amount: number
  ref: string | null
  meta: unknown
  at: Date
  /** Nothing is written when an operation under this key exists (a rollback's marker for its bet). */
  unless?: string | null
}
export type LegRow = { from: number; to: number; amount: number }
export type OpRow = {
  id: number
  idem_key: string
  kind: string
  user_id: number
  amount: number
  ref: string | null
  meta: unknown
  created_at: Date
}

export async function systemAccounts(db: Db): Promise<SystemRow[]> {
  return db
    .selectFrom('wallet_accounts')
    .select(['id', 'kind', 'shard'])
    .where('user_id', 'is', null)
    .execute()
}

/**
 * Locks the player's accounts and the given system accounts, in id order: every transaction locks in
 * the same order, so two of them can never wait for each other (no deadlock).
 */
export async function lockAccounts(db: Db, userId: number, systemIds: readonly number[]) {
  const r = await sql<LockedRow>`/* prepared: wallet_lock_player */
    select id, kind, user_id, balance from wallet_accounts
    where user_id = ${userId}::int or id = any (${intArray(systemIds)}::int[]) order by id for update`.execute(
    db,
  )
  return r.rows
}

/** The same lock by account ids, once the player's own account ids are known (a primary-key lookup). */
export async function lockIds(db: Db, ids: readonly number[]) {
  const r = await sql<LockedRow>`/* prepared: wallet_lock_ids */
    select id, kind, user_id, balance from wallet_accounts
    where id = any (${intArray(ids)}::int[]) order by id for update`.execute(db)
  return r.rows
}

export async function createPlayerAccounts(db: Db, userId: number): Promise<void> {
  await sql`insert into wallet_accounts (kind, user_id) values ('cash', ${userId}), ('bonus', ${userId})
    on conflict do nothing`.execute(db)
}

/**
 * Writes an operation, its transfers and the balance changes in one statement. When the key is taken
 * (a retry that raced the first call), or the `unless` key is, nothing is written and null comes back.
 */
export async function writeOp(db: Db, op: NewOp, legs: readonly LegRow[]): Promise<number | null> {
  // The `unless` test is in the same statement, after the caller's lock: a rollback committed while
  // this call waited for the player's lock is seen (a later statement takes a new snapshot).
  const insertOp = sql`insert into wallet_ops (idem_key, kind, user_id, amount, ref, meta, created_at)
    select ${op.key}::text, ${op.kind}::text, ${op.userId}::int, ${op.amount}::bigint, ${op.ref}::text,
      ${metaJson(op)}::jsonb, ${op.at}::timestamptz
    where not exists (select 1 from wallet_ops u where u.idem_key = ${op.unless ?? null}::text)
    on conflict (idem_key) do nothing returning id`
  if (legs.length === 0) {
    const r = await sql<{ id: number }>`/* prepared: wallet_write_empty */ ${insertOp}`.execute(db)
    return r.rows[0]?.id ?? null
  }
  const deltas = new Map<number, number>()
  for (const l of legs) {
    deltas.set(l.from, (deltas.get(l.from) ?? 0) - l.amount)
    deltas.set(l.to, (deltas.get(l.to) ?? 0) + l.amount)
  }
  // Arrays, not value lists: the text stays the same whatever the number of legs, so it is prepared once.
  const r = await sql<{ id: number }>`/* prepared: wallet_write */
    with op as (${insertOp}),
    t as (insert into wallet_transfers (op_id, leg, from_account, to_account, amount)
      select op.id, v.n - 1, v.f, v.t, v.a from op,
        unnest(${intArray(legs.map((l) => l.from))}::int[], ${intArray(legs.map((l) => l.to))}::int[],
          ${intArray(legs.map((l) => l.amount))}::bigint[]) with ordinality as v (f, t, a, n)),
    u as (update wallet_accounts w set balance = w.balance + d.delta
      from unnest(${intArray([...deltas.keys()])}::int[], ${intArray([...deltas.values()])}::bigint[]) as d (id, delta)
      where w.id = d.id and exists (select 1 from op))
    select id from op`.execute(db)
  return r.rows[0]?.id ?? null
}

export type Posted = { opId: number | null; cash: number; bonus: number }

/**
 * Writes an operation with fixed legs through wallet_post (005_wallet_post.sql): one statement that
 * locks, checks and writes. A taken key writes nothing and answers opId null; a leg that would take a
 * player account below zero throws SQLSTATE WL001.
 */
export async function postOp(
  db: Db,
  op: NewOp,
  systemIds: readonly number[],
  legs: readonly { from: string; to: string; amount: number }[],
): Promise<Posted> {
  const r = await sql<{ op_id: number | null; cash: number; bonus: number }>`/* prepared: wallet_post */
    select op_id, cash, bonus
    from wallet_post(${op.key}, ${op.kind}, ${op.userId}::int, ${op.amount}::bigint, ${op.ref},
      ${metaJson(op)}::jsonb, ${op.at}, ${intArray(systemIds)}::int[],
      ${textArray(legs.map((l) => l.from))}::text[], ${textArray(legs.map((l) => l.to))}::text[],
      ${intArray(legs.map((l) => l.amount))}::bigint[])`.execute(db)
  const row = r.rows[0]
  if (!row) throw new Error(`wallet_post ${op.key}: no answer`)
  return { opId: row.op_id, cash: Number(row.cash), bonus: Number(row.bonus) }
}

export type BetWinStatus = 'booked' | 'duplicate' | 'rolled_back' | 'bonus' | 'refused'
export type BetWinWrite = {
  key: string
  winKey: string
  unless: string
  userId: number
  amount: number
  jackpot: number
  win: number
  ref: string
  betMeta: object
  winMeta: object
  refusal: object
  at: Date
  house: number
  pool: number
}

/**
 * A round's bet and win in one statement through wallet_bet_win (008_wallet_bet_win.sql): the status
 * it answers (only `booked` wrote money) and the player's balances after.
 */
export async function betWinOp(db: Db, w: BetWinWrite) {
  for (const n of [w.userId, w.amount, w.jackpot, w.win, w.house, w.pool])
    if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`)
  const r = await sql<{
    status: BetWinStatus
    op_id: number | null
    cash: number
    bonus: number
  }>`/* prepared: wallet_bet_win */
    select status, op_id, cash, bonus
    from wallet_bet_win(${w.key}::text, ${w.winKey}::text, ${w.unless}::text, ${w.userId}::int,
      ${w.amount}::bigint, ${w.jackpot}::bigint, ${w.win}::bigint, ${w.ref}::text,
      ${JSON.stringify(w.betMeta)}::jsonb, ${JSON.stringify(w.winMeta)}::jsonb,
      ${JSON.stringify(w.refusal)}::jsonb, ${w.at}::timestamptz, ${w.house}::int, ${w.pool}::int)`.execute(db)
  const row = r.rows[0]
  if (!row) throw new Error(`wallet_bet_win ${w.key}: no answer`)
  return {
    status: row.status,
    opId: row.op_id === null ? null : Number(row.op_id),
    cash: Number(row.cash),
    bonus: Number(row.bonus),
  }
}

/** The operation's meta as JSON text, or SQL null when it has none. */
const metaJson = (op: NewOp) => (op.meta === undefined || op.meta === null ? null : JSON.stringify(op.meta))

/** An int[] or bigint[] literal (whole numbers only, checked). */
function intArray(ns: readonly number[]): string {
  for (const n of ns) if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`)
  return `{${ns.join(',')}}`
}

/** A text[] literal of account kinds (plain lower-case words, so no quoting is needed). */
function textArray(words: readonly string[]): string {
  for (const w of words) if (!/^[a-z_]+$/.test(w)) throw new Error(`bad account kind ${w}`)
  return `{${words.join(',')}}`
}

export async function findOp(db: Db, key: string): Promise<OpRow | undefined> {
  const r = await sql<OpRow>`select id, idem_key, kind, user_id, amount, ref, meta, created_at
    from wallet_ops where idem_key = ${key}`.execute(db)
  return r.rows[0]
}

/** Whether an operation is written under the key, as an SQL condition for a larger statement. */
export const opExistsSql = (key: string) =>
  sql<boolean>`exists (select 1 from wallet_ops where idem_key = ${key})`

export async function playerBalances(db: Db, userId: number) {
  return db.selectFrom('wallet_accounts').select(['kind', 'balance']).where('user_id', '=', userId).execute()
}

/** Sum of the amounts of one player's operations of some kinds since a time (deposit limits). */
export async function sumOps(db: Db, userId: number, kinds: readonly string[], since: Date | null) {
  let q = db
    .selectFrom('wallet_ops')
    .select((eb) => sql<number>`coalesce(sum(${eb.ref('amount')}), 0)::bigint`.as('total'))
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds)
  if (since) q = q.where('created_at', '>', since)
  const row = await q.executeTakeFirstOrThrow()
  return Number(row.total)
}

// Reconciliation: read in one snapshot (the caller opens a repeatable-read transaction).

export async function startSnapshot(db: Db): Promise<void> {
  await sql`set transaction isolation level repeatable read, read only`.execute(db)
}

export async function sumOfBalances(db: Db): Promise<number> {
  const r = await sql<{ total: number }>`select coalesce(sum(balance), 0)::bigint as total
    from wallet_accounts`.execute(db)
  return Number(r.rows[0]?.total ?? 0)
}

export type Mismatch = {
  id: number
  kind: AccountKind
  user_id: number | null
  cached: number
  derived: number
}

/** Accounts whose cached balance differs from the sum of their transfers. */
export async function balanceMismatches(db: Db): Promise<Mismatch[]> {
  const r = await sql<Mismatch>`select a.id, a.kind, a.user_id, a.balance as cached,
      (coalesce(i.s, 0) - coalesce(o.s, 0))::bigint as derived
    from wallet_accounts a
    left join (select to_account as id, sum(amount) as s from wallet_transfers group by to_account) i
      on i.id = a.id
    left join (select from_account as id, sum(amount) as s from wallet_transfers group by from_account) o
      on o.id = a.id
    where a.balance <> coalesce(i.s, 0) - coalesce(o.s, 0)`.execute(db)
  return r.rows.map((m) => ({ ...m, cached: Number(m.cached), derived: Number(m.derived) }))
}

export async function negativePlayerAccounts(db: Db): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from wallet_accounts
    where user_id is not null and balance < 0`.execute(db)
  return Number(r.rows[0]?.n ?? 0)
}

/** How many operations and transfers the ledger holds. */
export async function counts(db: Db) {
  const r = await sql<{ ops: number; transfers: number }>`select
    (select count(*) from wallet_ops)::int as ops, (select count(*) from wallet_transfers)::int as transfers`.execute(
    db,
  )
  return r.rows[0] ?? { ops: 0, transfers: 0 }
}

export async function systemTotals(db: Db) {
  const r = await sql<{ kind: AccountKind; total: number }>`select kind, sum(balance)::bigint as total
    from wallet_accounts where user_id is null group by kind`.execute(db)
  return Object.fromEntries(r.rows.map((x) => [x.kind, Number(x.total)])) as Partial<
    Record<AccountKind, number>
  >
}

// History: one row per operation.

export type HistoryFilter = { userId: number; kinds: readonly string[]; from: Date; to: Date }

export async function historyCount(db: Db, f: HistoryFilter): Promise<number> {
  const row = await db
    .selectFrom('wallet_ops')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', f.userId)
    .where('kind', 'in', f.kinds)
    .where('amount', '>', 0)
    .where('created_at', '>=', f.from)
    .where('created_at', '<', f.to)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function historyPage(db: Db, f: HistoryFilter, offset: number, limit: number) {
  return db
    .selectFrom('wallet_ops')
    .select(['id', 'kind', 'amount', 'ref', 'meta', 'created_at'])
    .where('user_id', '=', f.userId)
    .where('kind', 'in', f.kinds)
    .where('amount', '>', 0)
    .where('created_at', '>=', f.from)
    .where('created_at', '<', f.to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute()
}
