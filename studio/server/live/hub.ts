import type { ServerResponse } from 'node:http'
import type { LiveState } from '../../../contract/live.ts'
import type { Clock } from '../../../platform/clock.ts'
import type { LiveBus } from './bus.ts'
import type { Outcomes } from './outcomes.ts'
import type { LiveRepo } from './repo.ts'
import { seatOf, tableState } from './state.ts'
import { liveTableDef } from './tables.ts'

/** How often every viewer gets the server's time, and the viewer counts are shared between processes. */
const TIME_EVERY_MS = 5_000
const COUNT_EVERY_MS = 1_000

/**
 * A viewer and the number of the newest state and seat read it has been sent: reads run side by side
 * (a viewer joining while a round opens), and one that started earlier may finish later. It must not
 * overwrite the newer one, or the viewer sees a stale table until the next change.
 */
type Viewer = { res: ServerResponse; userId: number | null; stateRead: number; seatRead: number }
type Log = { error(obj: object, msg: string): void }

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/**
 * This process's SSE viewers, per table. A change on any process (the bus) is read from the database
 * once and written to every local viewer of that table; a viewer with a money session at the table
 * also gets its own seat. The local counts go to the database every second, and the sum over
 * processes is what the runners and the tables list read.
 */
export function createHub(opts: {
  repo: LiveRepo
  bus: LiveBus
  clock: Clock
  outcomes: Outcomes
  processId: string
  log: Log
}) {
  const { repo, bus, clock, outcomes, processId, log } = opts
  const tables = new Map<string, Set<Viewer>>()
  let totals = new Map<string, number>()
  let written = new Map<string, number>()
  const timers: NodeJS.Timeout[] = []
  /** Numbers each state and seat read as it starts (a later number read the database later). */
  let reads = 0

  const localCount = (tableId: string) => tables.get(tableId)?.size ?? 0
  /** The sum over processes, with this process's own count as it is now rather than as last written. */
  const viewersOf = (tableId: string) =>
    Math.max(0, (totals.get(tableId) ?? 0) - (written.get(tableId) ?? 0) + localCount(tableId))
  function allViewers(): Map<string, number> {
    const out = new Map<string, number>()
    for (const id of new Set([...totals.keys(), ...tables.keys()])) out.set(id, viewersOf(id))
    return out
  }

  async function stateOf(tableId: string): Promise<LiveState | null> {
    const def = liveTableDef(tableId)
    if (!def) return null
    const s = await tableState(repo, def, clock.nowMs())
    return { ...s, viewers: viewersOf(tableId), serverTime: clock.nowMs() }
  }

  async function sendSeats(tableId: string, roundId: string, viewers: Iterable<Viewer>) {
    const read = ++reads
    const def = liveTableDef(tableId)
    const round = await repo.round(roundId)
    if (!def || !round) return
    const byUser = new Map<number, Viewer[]>()
    for (const v of viewers) if (v.userId !== null) byUser.set(v.userId, [...(byUser.get(v.userId) ?? []), v])
    if (byUser.size === 0) return
    const [bets, seats] = await Promise.all([repo.betsOf(roundId), repo.seatsOf(roundId)])
    for (const [userId, vs] of byUser) {
      const seat = seats.find((s) => s.user_id === userId)
      const mine = bets.filter((b) => b.user_id === userId)
      if (!seat && mine.length === 0) continue
      const text = frame('seat', seatOf(def, round, mine, seat, outcomes))
      for (const v of vs) send(v, 'seatRead', read, text)
    }
  }

  /** Writes a read's frame unless the viewer already has a newer read of the same kind. */
  function send(v: Viewer, kind: 'stateRead' | 'seatRead', read: number, text: string) {
    if (v[kind] > read) return
    v[kind] = read
    v.res.write(text)
  }

  async function broadcast(tableId: string) {
    const viewers = tables.get(tableId)
    if (!viewers || viewers.size === 0) return
    const read = ++reads
    const state = await stateOf(tableId)
    if (!state) return
    const text = frame('state', state)
    for (const v of viewers) send(v, 'stateRead', read, text)
    if (state.round) await sendSeats(tableId, state.round.id, viewers)
  }

  bus.subscribe(({ tableId }) => {
    broadcast(tableId).catch((err) => log.error({ err, tableId }, 'live: broadcast failed'))
  })

  async function syncCounts() {
    const counts = new Map([...tables].map(([id, vs]) => [id, vs.size]))
    const now = clock.now()
    await repo.putViewers(processId, counts, now)
    written = counts
    totals = await repo.viewers(new Date(now.getTime() - 3 * COUNT_EVERY_MS))
  }

  return {
    viewers: allViewers,
    viewersOf,
    start() {
      timers.push(
        setInterval(() => {
          const text = frame('time', { serverTime: clock.nowMs() })
          for (const vs of tables.values()) for (const v of vs) v.res.write(text)
        }, TIME_EVERY_MS),
        setInterval(() => {
          syncCounts().catch((err) => log.error({ err }, 'live: viewer counts'))
        }, COUNT_EVERY_MS),
      )
      for (const t of timers) t.unref()
    },
    /** A new viewer: the stream opens with the table's state (and the player's seat) at once. */
    async join(tableId: string, res: ServerResponse, userId: number | null) {
      const v: Viewer = { res, userId, stateRead: 0, seatRead: 0 }
      const set = tables.get(tableId) ?? new Set<Viewer>()
      tables.set(tableId, set)
      set.add(v)
      res.on('close', () => {
        set.delete(v)
        if (set.size === 0) tables.delete(tableId)
      })
      const read = ++reads
      const state = await stateOf(tableId)
      send(v, 'stateRead', read, frame('state', state))
      res.write(frame('time', { serverTime: clock.nowMs() }))
      if (state?.round) await sendSeats(tableId, state.round.id, [v])
    },
    /** A player's own seat changed (a bet, a decision): only their streams hear of it. */
    async seatChanged(tableId: string, roundId: string, userId: number) {
      const vs = [...(tables.get(tableId) ?? [])].filter((v) => v.userId === userId)
      if (vs.length) await sendSeats(tableId, roundId, vs)
    },
    async stop() {
      for (const t of timers) clearInterval(t)
      for (const vs of tables.values()) for (const v of vs) v.res.end()
      tables.clear()
      await repo.putViewers(processId, new Map(), clock.now()).catch(() => {})
    },
  }
}
export type Hub = ReturnType<typeof createHub>
