import { randomUUID } from 'node:crypto'
import type { Clock } from '../../../platform/clock.ts'
import type { Trx } from '../repo.ts'
import type { WalletClient } from '../wallet-client.ts'
import type { LiveBus } from './bus.ts'
import type { Outcomes } from './outcomes.ts'
import type { LiveRepo, LiveRoundRow, LiveSeatRow } from './repo.ts'
import { decisionsOf, isStored, replaySeat, TIMEOUT } from './seats.ts'
import { settleRound, spotsOf, voidRound } from './settle.ts'
import { type LiveTableDef, liveTableDef } from './tables.ts'

export type LiveTiming = {
  leaseMs: number
  /** Every table's betting window when set (tests); otherwise the table's own. */
  bettingMs: number | null
  closedMs: number
  /**
   * How long after a round's close time the runner waits before closing it: bets that reached the
   * server before the close (server/http/arrival.ts) but still wait in a queue are taken meanwhile.
   */
  arrivalGraceMs: number
  pauseMs: number
  tickMs: number
}

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void }

/**
 * The process's part in running the live tables: every tick it looks at the tables someone watches
 * (on any process), the tables it holds the lease of and the tables a dead runner left mid-round;
 * for each whose lease it holds or can take, it moves the current round on by the server's clock:
 * open (seed committed and sealed, no outcome anywhere) → closed (outcome drawn from the seed and
 * revealed) or deciding (in steps, each closing when its window ends or every seat has decided) →
 * result (outcome and seed published) → settled → after a pause the next round, or idle when nobody
 * watches. Every phase change happens under the round's row lock from the state read, so two runners
 * can never both make one; any process with the studio's secret can take a table over mid-round.
 */
export function createRunner(opts: {
  repo: LiveRepo
  bus: LiveBus
  wallet: WalletClient
  clock: Clock
  outcomes: Outcomes
  timing: LiveTiming
  processId: string
  /** Viewers of each table over every process (kept fresh by the hub). */
  viewers: () => ReadonlyMap<string, number>
  log: Log
}) {
  const { repo, bus, wallet, clock, outcomes, timing, processId, log } = opts
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
    const id = randomUUID()
    const { commitment, sealed } = outcomes.open(def.game, id)
    const t = clock.nowMs()
    const r = await repo.insertRound({
      id,
      table_id: def.tableId,
      no: (prev?.no ?? 0) + 1,
      phase: 'open',
      outcome: null,
      salt: null,
      sealed,
      commitment,
      step: 0,
      opens_at: new Date(t),
      closes_at: new Date(t + (timing.bettingMs ?? def.bettingMs)),
      decide_until: null,
    })
    if (r) await changed(def.tableId)
  }

  /** Betting ends: waits for the bets being reserved (the row lock), then draws and reveals the outcome. */
  async function close(def: LiveTableDef, r: LiveRoundRow) {
    const game = def.game
    if (!game) return
    const done = await repo.withRound(r.id, async (trx, row) => {
      if (row.phase !== 'open' || clock.nowMs() < row.closes_at.getTime() + timing.arrivalGraceMs)
        return false
      const deciding = game.decisions !== undefined && def.decisionMs !== null
      const outcome = outcomes.of(game, { ...row, phase: 'closed' })
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

  /** The result: the whole outcome and the seed it was drawn from are published, the sealed seed dropped. */
  async function publish(trx: Trx, def: LiveTableDef, row: LiveRoundRow, patch: Partial<LiveRoundRow> = {}) {
    const game = def.game
    const proof = game ? outcomes.reveal(game, row) : null
    await repo.setRound(trx, row.id, {
      ...patch,
      phase: 'result',
      result_at: now(),
      reveal: game && proof ? (game.reveal(JSON.parse(proof.outcome)) as never) : row.reveal,
      ...(proof && { outcome: proof.outcome, salt: proof.seed, sealed: null }),
    })
  }

  async function result(def: LiveTableDef, r: LiveRoundRow) {
    const done = await repo.withRound(r.id, async (trx, row) => {
      if (row.phase !== 'closed' && row.phase !== 'deciding') return false
      await publish(trx, def, row)
      return true
    })
    if (done) await changed(def.tableId)
  }

  type SeatNow = {
    row: LiveSeatRow
    bets: { spot: string; amount: number }[]
    play: ReturnType<typeof replaySeat> | null
    pendingExtra: boolean
  }

  /** Every open seat of the deciding round, as the open step sees it (play null: no bets). */
  async function seatsNow(trx: Trx | null, def: LiveTableDef, row: LiveRoundRow): Promise<SeatNow[]> {
    const game = def.game
    if (!game) return []
    const [bets, seats] = trx
      ? await Promise.all([repo.betsOfIn(trx, row.id), repo.seatsIn(trx, row.id)])
      : await Promise.all([repo.betsOf(row.id), repo.seatsOf(row.id)])
    const outcome = outcomes.of(game, row)
    return seats
      .filter((s) => s.state === 'open')
      .map((s) => {
        const mine = spotsOf(bets.filter((b) => b.user_id === s.user_id))
        return {
          row: s,
          bets: mine,
          play: mine.length ? replaySeat(def, outcome, mine, s.seat, row.step) : null,
          pendingExtra: (s.extras as { state: string }[]).some((x) => x.state === 'pending'),
        }
      })
  }

  /** Every seat that may decide in the open step has decided (a further stake on its way is not yet a decision). */
  const allDecided = (seats: SeatNow[]) => seats.every((s) => !s.pendingExtra && !s.play?.ready)

  /**
   * A decision step ends (its window is over, or every seat has decided): a seat that could decide and
   * did not takes the default, a further stake still on its way is refused (rolled back at the
   * settlement), and the step's cards are shown. Then the next step opens for the seats with a choice
   * left (at once closed again when none can decide before a card is shown), or the result follows.
   */
  async function closeStep(def: LiveTableDef, r: LiveRoundRow) {
    const game = def.game
    if (!game) return
    const done = await repo.withRound(r.id, async (trx, row) => {
      if (row.phase !== 'deciding') return false
      const t = clock.nowMs()
      const seats = await seatsNow(trx, def, row)
      if (t < (row.decide_until?.getTime() ?? 0) && !allDecided(seats)) return false
      const outcome = outcomes.of(game, row)
      const d = game.decisions
      let left = false
      let ready = false
      for (const s of seats) {
        type Extra = { state: string; rollback?: boolean }
        const extras = (s.row.extras as Extra[]).map((x) =>
          x.state === 'pending' ? { ...x, state: 'refused', rollback: true } : x,
        )
        let stored: unknown = s.row.seat
        if (s.play && d) {
          if (isStored(s.row.seat) || s.row.seat === null) {
            const decisions = decisionsOf(s.row.seat)
            stored = {
              decisions: s.play.ready ? [...decisions, { step: row.step, action: TIMEOUT }] : decisions,
            }
          } else if (s.play.ready) stored = d.timeout(s.row.seat, outcome) // a seat stored before the steps
        }
        await repo.setSeat(trx, row.id, s.row.user_id, { extras, seat: stored })
        if (!s.play) continue
        if (!replaySeat(def, outcome, s.bets, stored, null).done) left = true
        if (replaySeat(def, outcome, s.bets, stored, row.step + 1).ready) ready = true
      }
      if (!left) {
        await publish(trx, def, row, { step: row.step + 1 })
        return true
      }
      await repo.setRound(trx, row.id, {
        step: row.step + 1,
        // Nobody can decide before the next card is shown: that step closes at once.
        decide_until: new Date(ready ? t + (def.decisionMs ?? 0) : t),
      })
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
      if (t >= r.closes_at.getTime() + timing.arrivalGraceMs) await close(def, r)
    } else if (r.phase === 'closed') {
      if (t >= r.closes_at.getTime() + timing.arrivalGraceMs + timing.closedMs) await result(def, r)
    } else if (r.phase === 'deciding') {
      if (t >= (r.decide_until?.getTime() ?? 0) || allDecided(await seatsNow(null, def, r)))
        await closeStep(def, r)
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
