import type { Game } from '../../contract/games.ts'
import { fold as foldName } from '../../contract/name-search.ts'
import type { Clock } from '../../platform/clock.ts'
import type { Db } from '../db/index.ts'
import {
  type CategoryRow,
  catalogueVersion,
  loadCategories,
  loadGames,
  loadProviders,
  type ProviderRow,
} from './repo.ts'
import { gameToApi } from './to-api.ts'

export type Snapshot = {
  version: number
  games: Game[]
  /** Lower-cased, diacritic-folded names, same order as games, for search. */
  names: string[]
  providers: ProviderRow[]
  categories: CategoryRow[]
  today: string
}

// How stale a process's catalogue may be after another process changed it (ARCHITECTURE.md: Scaling out).
const VERSION_CHECK_MS = 5_000

export { foldName }

/** The catalogue in memory: only a cache, reloaded when the catalogue_version row moves. */
export class Catalogue {
  private snapshot: Snapshot | null = null
  private checkedAt = 0
  private pending: Promise<Snapshot> | null = null

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The snapshot if it needs no version check yet (what get() would answer without I/O), else null. */
  fresh(): Snapshot | null {
    return this.snapshot && this.clock.nowMs() - this.checkedAt < VERSION_CHECK_MS ? this.snapshot : null
  }

  async get(): Promise<Snapshot> {
    const now = this.clock.nowMs()
    if (this.snapshot && now - this.checkedAt < VERSION_CHECK_MS) return this.snapshot
    this.pending ??= this.refresh().finally(() => {
      this.pending = null
    })
    return this.pending
  }

  private async refresh(): Promise<Snapshot> {
    const version = await catalogueVersion(this.db)
    this.checkedAt = this.clock.nowMs()
    const today = this.clock.now().toISOString().slice(0, 10)
    if (this.snapshot && this.snapshot.version === version && this.snapshot.today === today)
      return this.snapshot
    const [rows, providers, categories] = await Promise.all([
      loadGames(this.db),
      loadProviders(this.db),
      loadCategories(this.db),
    ])
    const games = rows.map((r) => gameToApi(r, today))
    this.snapshot = {
      version,
      games,
      names: games.map((g) => foldName(g.name)),
      providers,
      categories,
      today,
    }
    return this.snapshot
  }
}
