import { createHash } from 'node:crypto'
import type { Game, LiveCounters } from '../../contract/games.ts'
import { LIVE_PATHS, type LiveTableInfo, LiveTablesAnswer } from '../../contract/live.ts'
import type { Clock } from '../../platform/clock.ts'
import type { StudioTransport } from './studio-adapter.ts'

/** The studio's live tables (limits, viewers, last results, whether each is open). */
export type LiveTablesSource = () => Promise<LiveTableInfo[]>

/** Reads the studio's public table list over its transport (in this process: app.inject). */
export const studioLiveTables =
  (send: StudioTransport): LiveTablesSource =>
  async () => {
    const res = await send({ method: 'GET', path: LIVE_PATHS.tables, headers: {} })
    const body = JSON.parse(res.body) as { success?: boolean; data?: unknown }
    const parsed = LiveTablesAnswer.safeParse(body.data)
    if (res.status !== 200 || !parsed.success) throw new Error(`studio live tables: ${res.status}`)
    return parsed.data.tables
  }

/** How long the set of open tables is reused before the studio is asked again. */
const OPEN_TABLES_TTL_MS = 5_000

/** The tables open when the studio was last asked, and a short key naming that set. */
export type OpenTables = { at: number; ids: ReadonlySet<string>; key: string }

/**
 * The tables the studio reports open, asked at most every few seconds; unreachable = none open.
 * Requests that find the answer stale share one asking: under load every cached catalogue answer
 * reads the key, and each of them asking the studio (a request and its queries per table) at once
 * took a tenth of the server's time.
 */
export function createOpenTables(clock: Clock, source?: LiveTablesSource) {
  let last: OpenTables | null = null
  let asking: Promise<OpenTables> | null = null
  async function ask(now: number): Promise<OpenTables> {
    let ids = new Set<string>()
    if (source)
      try {
        ids = new Set((await source()).filter((t) => t.open).map((t) => t.tableId))
      } catch {
        ids = new Set()
      }
    const key = createHash('sha256')
      .update([...ids].sort().join(','))
      .digest('hex')
      .slice(0, 12)
    last = { at: now, ids, key }
    return last
  }
  return {
    get(): Promise<OpenTables> {
      const now = clock.nowMs()
      if (last && now - last.at < OPEN_TABLES_TTL_MS) return Promise.resolve(last)
      asking ??= ask(now).finally(() => {
        asking = null
      })
      return asking
    },
    /** The last answer while it is fresh, without asking (null when it is due). */
    fresh(): OpenTables | null {
      return last && clock.nowMs() - last.at < OPEN_TABLES_TTL_MS ? last : null
    },
  }
}

/** The live lobby's counters: the open live games per kind of table. */
export function liveCounters(games: Game[], open: ReadonlySet<string>): LiveCounters {
  const live = games.filter((g) => g.category === 'liveint' && open.has(g.game_id))
  const n = (sub: string) => live.filter((g) => g.subcat === sub).length
  return {
    all: live.length,
    roulette: n('roulette'),
    blackjack: n('blackjack'),
    baccarat: n('baccarat'),
    poker: n('poker'),
    gameShow: n('andet'),
  }
}
