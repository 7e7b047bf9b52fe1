import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Clock } from '../../../server/clock.ts'
import type { Rng } from '../../engine/rng.ts'
import type { WalletClient } from '../wallet-client.ts'
import type { LiveBus } from './bus.ts'
import type { LiveRepo, LiveRoundRow } from './repo.ts'
import { settleRound, voidRound } from './settle.ts'
import { type LiveTableDef, liveTableDef } from './tables.ts'

export type LiveTiming = {
  leaseMs: number
  /** Every table's betting window when set (tests); otherwise the table's own. */
  bettingMs: number | null
  closedMs: number
  pauseMs: number
  tickMs: number
}

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void }

export const commitmentOf = (outcome: string, salt: string) =>
  createHash('sha256')
    .update(outcome + salt)
    .digest('hex')

/**
 * The process's part in running the live tables: every tick it looks at the tables someone watches
 * (on any process), the tables it holds the lease of and the tables a dead runner left mid-round;
 * for each whose lease it holds or can take, it moves the current round on by the server's clock:
 * open (outcome drawn and committed) → closed (revealed) or deciding → result → settled → after a
 * pause the next round, or idle when nobody watches. Every phase change happens under the round's
 * row lock from the state read, so two runners can never both make one.
 */
export function createRunner(opts: {
  repo: LiveRepo
  bus: LiveBus
  wallet: WalletClient
  clock: Clock
  rng: Rng
  timing: LiveTiming
  processId: string
  /** Viewers of each table over every process (kept fresh by the hub). */
  viewers: () => ReadonlyMap<string, number>
  log: Log
}) {
  const { repo, bus, wallet, clock, rng, timing, processId, log } = opts
  const held = new Map<string, number>() // table → when our lease runs out (ms)
  const busy = new Set<string>()
  let unfinished: string[] = []
  let unfinishedAt = 0
  let timer: NodeJS.Timeout | null = null
  let ticking: Promise<void> | null = null

  const now = () => clock.now()
  const changed = (tableId: string) =>
    bus.publish({ tableId }).catch((err) => log.error({ err }, 'live: publish'))

  async function holdLease(tableId: string): Promise<boolean> {
    const t = clock.nowMs()
    const until = held.get(tableId)
    if (until !== undefined && until - t > timing.leaseMs / 2) return true
    const ok = await repo.lease(tableId, processId, new Date(t), new Date(t + timing.leaseMs))
    if (ok) held.set(tableId, t + timing.leaseMs)
    else held.delete(tableId)
    return ok
  }

  async function open(def: LiveTableDef, prev: LiveRoundRow | undefined) {
    if (!def.game) return
    const outcome = JSON.stringify(def.game.draw(rng))
    const salt = randomBytes(16).toString('hex')
    const t = clock.nowMs()
    const r = await repo.insertRound({
      id: randomUUID(),
      table_id: def.tableId,
      no: (prev?.no ?? 0) + 1,
      phase: 'open',
      outcome,
      salt,
      commitment: commitmentOf(outcome, salt),
      opens_at: new Date(t),
      closes_at: new Date(t + (timing.bettingMs ?? def.bettingMs)),
      decide_until: null,
    })
    if (r) await changed(def.tableId)
  }

  /** Betting ends: waits for the bets being reserved (the row lock), then reveals the outcome. */
  async function close(def: LiveTableDef, r: LiveRoundRow) {
    const game = def.game
    if (!game) return
    const done = await repo.withRound(r.id, async (trx, row) => {
      if (row.phase !== 'open' || clock.nowMs() < row.closes_at.getTime()) return false
      const deciding = game.decisions !== undefined && def.decisionMs !== null
      const outcome = JSON.parse(row.outcome)
      // While seats decide, viewers see only the shared cards; the whole outcome at the result.
      const shown = deciding ? (game.decisions?.shared?.(outcome) ?? null) : game.reveal(outcome)
      await repo.setRound(trx, r.id, {
        phase: deciding ? 'deciding' : 'closed',
        reveal: shown as never,
        decide_until: deciding ? new Date(clock.nowMs() + (def.decisionMs ?? 0)) : null,
      })
      return true
    })
    if (done) await changed(def.tableId)
  }

  async function result(def: LiveTableDef, r: LiveRoundRow) {
    const done = await repo.withRound(r.id, async (trx, row) => {
      if (row.phase !== 'closed' && row.phase !== 'deciding') return false
      const reveal = def.game ? (def.game.reveal(JSON.parse(row.outcome)) as never) : row.reveal
      await repo.setRound(trx, r.id, { phase: 'result', result_at: now(), reveal })
      return true
    })
    if (done) await changed(def.tableId)
  }

  async function step(tableId: string, watched: number) {
    const def = liveTableDef(tableId)
    if (!def) return
    const r = await repo.latestRound(tableId)
    const finished = !r || r.phase === 'settled' || r.phase === 'voided'
    if (finished && watched === 0) {
      if (held.has(tableId)) {
        held.delete(tableId)
        await repo.release(tableId, processId)
        await changed(tableId)
      }
      return
    }
    if (!(await holdLease(tableId))) return
    const t = clock.nowMs()
    if (finished) {
      const since = r ? (r.settled_at ?? r.closes_at).getTime() : 0
      if (t >= since + timing.pauseMs) await open(def, r)
      return
    }
    if (r.phase === 'open') {
      if (t >= r.closes_at.getTime()) await close(def, r)
    } else if (r.phase === 'closed') {
      if (t >= r.closes_at.getTime() + timing.closedMs) await result(def, r)
    } else if (r.phase === 'deciding') {
      if (t >= (r.decide_until?.getTime() ?? 0)) await result(def, r)
    } else if (r.phase === 'result') {
      const ok = def.game
        ? await settleRound(repo, wallet, def, r, now)
        : await voidRound(repo, wallet, r, now)
      if (ok) await changed(tableId)
    }
  }

  async function tick() {
    const t = clock.nowMs()
    if (t - unfinishedAt > 2000) {
      unfinished = await repo.unfinishedTables()
      unfinishedAt = t
    }
    const viewers = opts.viewers()
    const tables = new Set<string>([...unfinished, ...held.keys()])
    for (const [id, n] of viewers) if (n > 0) tables.add(id)
    await Promise.all(
      [...tables].map(async (id) => {
        if (busy.has(id)) return
        busy.add(id)
        try {
          await step(id, viewers.get(id) ?? 0)
        } catch (err) {
          log.error({ err, tableId: id }, 'live: a table step failed')
        } finally {
          busy.delete(id)
        }
      }),
    )
  }

  return {
    start() {
      const loop = () => {
        ticking = tick()
          .catch((err) => log.error({ err }, 'live: tick failed'))
          .finally(() => {
            ticking = null
            if (timer !== null) timer = setTimeout(loop, timing.tickMs)
          })
      }
      timer = setTimeout(loop, timing.tickMs)
    },
    async stop() {
      if (timer) clearTimeout(timer)
      timer = null
      await ticking
      for (const id of held.keys()) await repo.release(id, processId).catch(() => {})
      held.clear()
    },
    /** Tests: one pass now. */
    tick,
  }
}
export type Runner = ReturnType<typeof createRunner>
