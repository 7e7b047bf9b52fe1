import type { Clock } from '../../platform/clock.ts'
import type { Db } from '../db/index.ts'
import type { AccountKind } from '../db/types.ts'
import {
  type BetWinWrite,
  betWinOp,
  createPlayerAccounts,
  findOp,
  type LegRow,
  type LockedRow,
  lockAccounts,
  lockIds,
  type NewOp,
  type OpRow,
  type Posted,
  postOp,
  systemAccounts,
  writeOp,
} from './repo.ts'

/**
 * The double-entry ledger (ARCHITECTURE.md: Data and money). Every movement is an operation with a
 * unique idempotency key made of transfers between two accounts; the player's account rows are locked
 * (SELECT ... FOR UPDATE, in id order) while the plan is checked and written, in one transaction, so
 * that no balance goes below zero even with many processes writing at once. An operation whose legs
 * are fixed before any balance is read can take `post` instead: the same locks and rules inside one
 * statement (005_wallet_post.sql), one round trip instead of four.
 */

type PlayerKind = 'cash' | 'bonus'
export type SystemKind = Exclude<AccountKind, PlayerKind>
export type Side = PlayerKind | SystemKind
export type Leg = { from: Side; to: Side; amount: number }
export type Balances = { cash: number; bonus: number }

export type OpKind =
  | 'deposit'
  | 'adjustment'
  | 'bonus_grant'
  | 'bonus_release'
  | 'bonus_forfeit'
  | 'bonus_expire'
  | 'voucher'
  | 'bet'
  | 'bet_refused'
  | 'win'
  | 'rollback'
  | 'withdraw'
  | 'withdraw_return'
  | 'withdraw_settle'

export type OpSpec = {
  key: string
  kind: OpKind
  userId: number
  /** The system accounts the plan may use; only these are locked. */
  system: readonly SystemKind[]
  ref?: string | null
  meta?: unknown
  /** When given, a retry under the same key must name the same amount (a provider reusing an id). */
  amount?: number
  /** Refuses the operation when one under `key` is written (tested in the write, under the lock). */
  unless?: { key: string; refusal: () => LedgerRefusal }
}

export type Planned = {
  legs: Leg[]
  /** The operation's headline amount (what history shows), øre. */
  amount: number
  meta?: unknown
  /** Runs in the same transaction once the operation is written (never for a retry). */
  after?: (opId: number) => Promise<void>
}

type PlanContext = { trx: Db; balances: Balances }
export type Plan = (ctx: PlanContext) => Promise<Planned> | Planned

export type OpResult = { op: OpRow; duplicate: boolean; balances: Balances }

export type RefusalCode = 'INSUFFICIENT_FUNDS' | 'KEY_REUSED' | 'REFUSED'

/** A business refusal (not a fault): nothing was written. */
export class LedgerRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export function createLedger(db: Db, clock: Clock) {
  // Account ids never change once made, so this process may remember them (only ever a cache).
  let systemIds: Map<string, number> | undefined
  let shards = 1
  const playerIds = new Map<number, number[]>()

  async function systemId(kind: SystemKind, userId: number, conn: Db): Promise<number> {
    if (!systemIds) {
      const rows = await systemAccounts(conn)
      // System accounts are split into shards so that one row is not a lock every player waits for.
      shards = Math.max(...rows.map((r) => r.shard)) + 1
      systemIds = new Map(rows.map((r) => [`${r.kind}:${r.shard}`, r.id]))
    }
    const id = systemIds.get(`${kind}:${userId % shards}`)
    if (id === undefined) throw new Error(`no system account ${kind}`)
    return id
  }

  async function lock(trx: Db, spec: OpSpec) {
    const ids: number[] = []
    for (const k of spec.system) ids.push(await systemId(k, spec.userId, trx))
    const known = playerIds.get(spec.userId)
    let rows = known ? await lockIds(trx, [...known, ...ids]) : await lockAccounts(trx, spec.userId, ids)
    if (!rows.some((r) => r.user_id === spec.userId)) {
      await createPlayerAccounts(trx, spec.userId)
      rows = await lockAccounts(trx, spec.userId, ids)
    }
    if (!known)
      playerIds.set(
        spec.userId,
        rows.filter((r) => r.user_id === spec.userId).map((r) => r.id),
      )
    const byKind = new Map<Side, LockedRow>()
    for (const r of rows) byKind.set(r.kind, r)
    return byKind
  }

  /** Runs one operation inside the caller's transaction. */
  async function run(trx: Db, spec: OpSpec, plan: Plan): Promise<OpResult> {
    const rows = await lock(trx, spec)
    const balances: Balances = {
      cash: rows.get('cash')?.balance ?? 0,
      bonus: rows.get('bonus')?.balance ?? 0,
    }
    let planned: Planned
    try {
      planned = await plan({ trx, balances: { ...balances } })
      check(planned, spec, balances)
    } catch (err) {
      if (!(err instanceof LedgerRefusal)) throw err
      // A retry of an operation that went through answers the first result, whatever changed since.
      const first = await findOp(trx, spec.key)
      if (first) return duplicate(first, spec, balances)
      throw err
    }
    const legs: LegRow[] = planned.legs.map((l) => {
      const from = rows.get(l.from)
      const to = rows.get(l.to)
      if (!from || !to)
        throw new Error(`${spec.kind}: leg ${l.from}->${l.to} uses an account it did not lock`)
      return { from: from.id, to: to.id, amount: l.amount }
    })
    const op = newOp(spec, planned, clock.now())
    const opId = await writeOp(trx, { ...op, unless: spec.unless?.key ?? null }, legs)
    if (opId === null) {
      const first = await findOp(trx, spec.key)
      if (first) return duplicate(first, spec, balances)
      if (spec.unless) throw spec.unless.refusal()
      throw new Error(`${spec.key}: write refused and no first operation`)
    }
    await planned.after?.(opId)
    const after = { ...balances }
    for (const l of planned.legs) {
      if (l.from === 'cash' || l.from === 'bonus') after[l.from] -= l.amount
      if (l.to === 'cash' || l.to === 'bonus') after[l.to] += l.amount
    }
    return { op: opRow(opId, op), duplicate: false, balances: after }
  }

  /**
   * One operation whose legs do not depend on the balances (a win, a credit, a payout), written in one
   * statement (wallet_post): the same locks, checks and answers as `transfer`, in one round trip.
   */
  async function post(spec: OpSpec, planned: Planned): Promise<OpResult> {
    if (planned.after) throw new Error(`${spec.kind}: post takes no after step; use transfer`)
    checkShape(planned, spec)
    const system: number[] = []
    for (const k of spec.system) system.push(await systemId(k, spec.userId, db))
    const op = newOp(spec, planned, clock.now())
    let posted: Posted
    try {
      posted = await postOp(db, op, system, planned.legs)
    } catch (err) {
      const e = err as { code?: string; detail?: string }
      if (e.code !== 'WL001') throw err
      throw new LedgerRefusal('INSUFFICIENT_FUNDS', NOT_ENOUGH, JSON.parse(e.detail ?? '{}'))
    }
    const balances = { cash: posted.cash, bonus: posted.bonus }
    if (posted.opId === null) return duplicate(await firstOp(db, spec.key), spec, balances)
    return { op: opRow(posted.opId, op), duplicate: false, balances }
  }

  /**
   * A round's bet and its win in one statement (wallet_bet_win, 008_wallet_bet_win.sql): the same
   * locks and balance rule as `transfer`, two operations written together. Its status says what it
   * did; only `booked` moved money.
   */
  async function betWin(w: Omit<BetWinWrite, 'house' | 'pool' | 'at'>) {
    const house = await systemId('house', w.userId, db)
    const pool = await systemId('jackpot_pool', w.userId, db)
    return betWinOp(db, { ...w, at: clock.now(), house, pool })
  }

  /** An operation that moves nothing (a marker a later call tests for); false when the key is taken. */
  async function mark(spec: {
    key: string
    kind: OpKind
    userId: number
    ref: string | null
    meta: unknown
  }) {
    return (await writeOp(db, { ...spec, amount: 0, at: clock.now() }, [])) !== null
  }

  return {
    run,
    post,
    betWin,
    mark,
    /** One operation in a transaction of its own. */
    transfer: (spec: OpSpec, plan: Plan) => db.transaction().execute((trx) => run(trx, spec, plan)),
    /** Several operations (and other writes) that must land together or not at all. */
    atomically: <T>(fn: (trx: Db) => Promise<T>) => db.transaction().execute(fn),
  }
}
export type Ledger = ReturnType<typeof createLedger>

const newOp = (spec: OpSpec, planned: Planned, at: Date): NewOp => ({
  key: spec.key,
  kind: spec.kind,
  userId: spec.userId,
  amount: planned.amount,
  ref: spec.ref ?? null,
  meta: planned.meta ?? spec.meta,
  at,
})

const opRow = (id: number, op: NewOp): OpRow => ({
  id,
  idem_key: op.key,
  kind: op.kind,
  user_id: op.userId,
  amount: op.amount,
  ref: op.ref,
  meta: op.meta ?? null,
  created_at: op.at,
})

/** The operation a write found under its key (it lost the race to it, or is a retry). */
async function firstOp(db: Db, key: string): Promise<OpRow> {
  const first = await findOp(db, key)
  if (!first) throw new Error(`${key}: write refused and no first operation`)
  return first
}

function duplicate(first: OpRow, spec: OpSpec, balances: Balances): OpResult {
  if (
    first.kind !== spec.kind ||
    first.user_id !== spec.userId ||
    (spec.amount !== undefined && first.amount !== spec.amount)
  )
    throw new LedgerRefusal('KEY_REUSED', `Nøglen ${spec.key} er allerede brugt til en anden handling.`)
  return { op: first, duplicate: true, balances }
}

const NOT_ENOUGH = 'Der er ikke penge nok på kontoen.'

/** Every leg positive and whole, between two different accounts, and only declared accounts. */
function checkShape(planned: Planned, spec: OpSpec) {
  if (!Number.isSafeInteger(planned.amount) || planned.amount < 0)
    throw new Error(`${spec.kind}: amount ${planned.amount} is not whole øre`)
  for (const l of planned.legs) {
    if (!Number.isSafeInteger(l.amount) || l.amount <= 0)
      throw new Error(`${spec.kind}: leg amount ${l.amount} is not positive whole øre`)
    if (l.from === l.to) throw new Error(`${spec.kind}: leg ${l.from}->${l.to} moves nothing`)
    for (const side of [l.from, l.to])
      if (side !== 'cash' && side !== 'bonus' && !spec.system.includes(side))
        throw new Error(`${spec.kind}: ${side} is not declared`)
  }
}

/** The shape rules, and no player account below zero at any point. */
function check(planned: Planned, spec: OpSpec, balances: Balances) {
  checkShape(planned, spec)
  const left = { ...balances }
  for (const l of planned.legs) {
    if (l.from === 'cash' || l.from === 'bonus') {
      left[l.from] -= l.amount
      if (left[l.from] < 0)
        throw new LedgerRefusal('INSUFFICIENT_FUNDS', NOT_ENOUGH, {
          cash: balances.cash,
          bonus: balances.bonus,
        })
    }
    if (l.to === 'cash' || l.to === 'bonus') left[l.to] += l.amount
  }
}
