import type { Game } from '../../contract/games.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Snapshot } from './catalogue.ts'
import { formatKr } from './to-api.ts'

/** The provider's live pools in kr. by game_id (provider-port.ts GameProvider.jackpots). */
export type JackpotSource = () => Promise<ReadonlyMap<string, number>>

/** How old the lobby's jackpot amounts may be: each stake moves them, the lobby need not follow each. */
export const JACKPOT_REFRESH_MS = 5_000

/**
 * The catalogue with the provider's live pools in place of the seeded jackpot_amount (issue 12: the
 * lobby shows the live pool). Pools are read at most every JACKPOT_REFRESH_MS; each change makes a
 * new snapshot (so the answer cache and the per-snapshot serializations move with it) and bumps
 * `stamp`. A provider that does not answer leaves the last amounts standing: the lobby never fails
 * for a jackpot.
 */
export function createLiveJackpots(source: JackpotSource | undefined, clock: Clock) {
  let pools: ReadonlyMap<string, number> = new Map()
  let readAt = Number.NEGATIVE_INFINITY
  let reading: Promise<void> | null = null
  let stamp = 0
  const applied = new WeakMap<Snapshot, { stamp: number; snap: Snapshot }>()

  const same = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
    a.size === b.size && [...a].every(([k, v]) => b.get(k) === v)

  async function refresh() {
    if (!source || clock.nowMs() - readAt < JACKPOT_REFRESH_MS) return
    reading ??= source()
      .then((next) => {
        if (!same(next, pools)) {
          pools = next
          stamp++
        }
      })
      .catch(() => undefined)
      .finally(() => {
        readAt = clock.nowMs()
        reading = null
      })
    await reading
  }

  const live = (g: Game): Game => {
    const kr = pools.get(g.game_id)
    if (kr === undefined || g.jackpot_amount === null) return g
    return { ...g, jackpot_amount: kr, jackpot_amount_formatted: formatKr(Math.round(kr * 100)) }
  }

  return {
    /** What apply() would answer without reading the pools, or null when it would read them first. */
    fresh(snap: Snapshot): { snap: Snapshot; stamp: number } | null {
      if (source && (reading || clock.nowMs() - readAt >= JACKPOT_REFRESH_MS)) return null
      if (pools.size === 0) return { snap, stamp }
      const hit = applied.get(snap)
      return hit?.stamp === stamp ? hit : null
    },
    /** The snapshot with the live pools, and the stamp that names them (for cache keys). */
    async apply(snap: Snapshot): Promise<{ snap: Snapshot; stamp: number }> {
      await refresh()
      if (pools.size === 0) return { snap, stamp }
      const hit = applied.get(snap)
      if (hit?.stamp === stamp) return hit
      const out = { stamp, snap: { ...snap, games: snap.games.map(live) } }
      applied.set(snap, out)
      return out
    },
  }
}
