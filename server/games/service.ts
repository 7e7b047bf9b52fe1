import {
  CARD_FIELDS,
  type Categories,
  type Game,
  type GameList,
  type JackpotAll,
  type ListCategory,
  type PagedGameList,
  type Platform,
  type Provider,
  type SmartFilters,
} from '../../contract/games.ts'
import type { LiveTableInfo } from '../../contract/live.ts'
import type { Clock } from '../../platform/clock.ts'
import { notFound } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import { RawJson } from './answer-cache.ts'
import { type ArtIndex, artIndexOf } from './art-index.ts'
import { Catalogue, type Snapshot } from './catalogue.ts'
import { categoriesOf, inCategory, jackpotsOf, upcomingOf } from './category-lists.ts'
import { fitsPlatform, inListCategory, listed, matchesFilters } from './filters.ts'
import { createLiveJackpots, type JackpotSource } from './live-jackpots.ts'
import { createOpenTables, type LiveTablesSource, liveCounters } from './live-tables.ts'
import { mostPlayed } from './popular.ts'
import { clicksSince, countClick } from './repo.ts'
import { buildIndex, type SearchIndex, searchNames } from './search.ts'
import { providerToApi } from './to-api.ts'

const list = (games: Game[]): GameList => ({ games, count: games.length })

/** One collator for every name comparison: localeCompare(…, 'da') would build one per call. */
const byDanishName = new Intl.Collator('da').compare
/** Keyed by the names array, which a live-jackpot snapshot shares with its catalogue snapshot. */
const indexes = new WeakMap<string[], SearchIndex>()
const serialized = new WeakMap<Snapshot, { full: string[]; card: string[] }>()
/** Each game's JSON (whole, and as a card), made once per snapshot: a search page is then a join. */
function gameJson(snap: Snapshot, shape: 'full' | 'card'): string[] {
  let lists = serialized.get(snap)
  if (!lists) {
    const card = (g: Game) => Object.fromEntries(CARD_FIELDS.map((f) => [f, g[f]]))
    lists = {
      full: snap.games.map((g) => JSON.stringify(g)),
      card: snap.games.map((g) => JSON.stringify(card(g))),
    }
    serialized.set(snap, lists)
  }
  return lists[shape]
}
/** The snapshot's search index, built on first use and dropped with the snapshot. */
function indexOf(snap: Snapshot): SearchIndex {
  let index = indexes.get(snap.names)
  if (!index) {
    index = buildIndex(snap.games.map((g) => g.name))
    indexes.set(snap.names, index)
  }
  return index
}

/** Positions of the games matching any of the names (comma-joined values OR), best first. */
function rankByName(snap: Snapshot, names: string[]): [number, number][] {
  const index = indexOf(snap)
  const best = new Map<number, number>()
  for (const n of names)
    for (const [i, cost] of searchNames(index, n)) {
      const had = best.get(i)
      if (had === undefined || cost < had) best.set(i, cost)
    }
  const games = snap.games
  return [...best].sort(
    ([a, ca], [b, cb]) =>
      ca - cb ||
      (games[b]?.clicks ?? 0) - (games[a]?.clicks ?? 0) ||
      byDanishName(games[a]?.name ?? '', games[b]?.name ?? ''),
  )
}

/** Positions of the listed games matching the filters, ranked by name when one is given. */
function search(
  snap: Snapshot,
  filters: SmartFilters,
  page: { size: number; number: number },
  platform?: Platform,
) {
  const { name, ...rest } = filters
  const ranked = name ? rankByName(snap, name) : null
  const hits: number[] = []
  const candidates = ranked ? ranked.map(([i]) => i) : snap.games.map((_, i) => i)
  for (const i of candidates) {
    const g = snap.games[i]
    if (g && listed(g) && fitsPlatform(g, platform) && matchesFilters(g, snap.names[i] ?? '', rest))
      hits.push(i)
  }
  return { hits, start: (page.number - 1) * page.size }
}

export function createGamesService(
  db: Db,
  clock: Clock,
  jackpotSource?: JackpotSource,
  liveSource?: LiveTablesSource,
) {
  const catalogue = new Catalogue(db, clock)
  const livePools = createLiveJackpots(jackpotSource, clock)
  /** The catalogue with the live jackpot pools (live-jackpots.ts). */
  const current = async () => (await livePools.apply(await catalogue.get())).snap
  const visible = (s: Snapshot, platform?: Platform) =>
    s.games.filter((g) => listed(g) && fitsPlatform(g, platform))

  const openTables = createOpenTables(clock, liveSource)
  const openIds = () => openTables.get()

  const versionOf = (snap: Snapshot, stamp: number, open: { key: string }) =>
    `${snap.version}.${stamp}.${open.key}`
  // The last version named, kept while its parts are the same objects: no string per cached answer.
  let named: { snap: Snapshot; stamp: number; open: object; version: string } | null = null

  return {
    /** Names the answers' contents: the catalogue version and the live jackpot pools' stamp. */
    version: async () => {
      const { snap, stamp } = await livePools.apply(await catalogue.get())
      return versionOf(snap, stamp, await openIds())
    },

    /**
     * version() when it can be named without I/O (no part is due for a check), else undefined: lets a
     * cached answer be sent from a callback hook, without the promises version() takes per request.
     */
    versionNow(): string | undefined {
      const base = catalogue.fresh()
      const live = base && livePools.fresh(base)
      const open = openTables.fresh()
      if (!live || !open) return undefined
      if (named?.snap !== live.snap || named.stamp !== live.stamp || named.open !== open)
        named = { snap: live.snap, stamp: live.stamp, open, version: versionOf(live.snap, live.stamp, open) }
      return named.version
    },

    /** The art index of the current catalogue (every game, hidden or not), for /cdn. */
    art: async (): Promise<ArtIndex> => artIndexOf(await catalogue.get()),

    /** Counts one click on a game (by its numeric id) towards today's popularity. */
    async click(id: number): Promise<void> {
      await countClick(db, id, clock.now().toISOString().slice(0, 10))
    },

    async games(category: ListCategory | undefined, platform?: Platform): Promise<GameList> {
      const games = visible(await current(), platform)
      return list(category ? games.filter((g) => inListCategory(g, category)) : games)
    },

    /** Clicks over the period ending now; hot games first, then popularity, then name (SPEC.md section 9). */
    async popular(
      period: number,
      limit: number,
      opts: { platform?: Platform; excludeHot?: boolean; goHot?: boolean },
    ) {
      const clicks = await clicksSince(db, clock.now(), period)
      return list(mostPlayed(visible(await current(), opts.platform), clicks, opts).slice(0, limit))
    },

    async categories(platform?: Platform): Promise<Categories> {
      const snap = await current()
      return categoriesOf(snap, visible(snap, platform), (await openIds()).ids)
    },

    async categoryGames(id: string, platform?: Platform): Promise<GameList> {
      return list(inCategory(visible(await current(), platform), id))
    },

    async live(platform?: Platform) {
      const games = visible(await current(), platform)
      return {
        ...list(games.filter((g) => g.category === 'liveint')),
        counters: liveCounters(games, (await openIds()).ids),
      }
    },

    /** The live page's table details (limits, viewers, last results), as the studio reports them. */
    async liveTables(): Promise<LiveTableInfo[]> {
      if (!liveSource) return []
      return liveSource()
    },

    async jackpotAll(): Promise<JackpotAll> {
      return jackpotsOf(visible(await current()))
    },

    async game(id: string): Promise<Game> {
      const snap = await current()
      const game = /^\d{1,9}$/.test(id)
        ? snap.games.find((g) => g.id === Number(id))
        : snap.games.find((g) => g.game_id === id)
      if (!game || game.go_hide) throw notFound(`Spillet '${id.slice(0, 60)}' findes ikke`)
      return game
    },

    /**
     * Filters AND across keys; a name filter goes through the search index and ranks the hits
     * (best match first, then popularity); without one the catalogue order stays.
     */
    async smartSearch(
      filters: SmartFilters,
      page: { size: number; number: number },
      platform?: Platform,
    ): Promise<PagedGameList> {
      const snap = await current()
      const { hits, start } = search(snap, filters, page, platform)
      return {
        games: hits.slice(start, start + page.size).map((i) => snap.games[i] as Game),
        count: hits.length,
        page: page.number,
        size: page.size,
      }
    },

    /** smartSearch's answer already serialized: the games' JSON is joined, not stringified (the hot path). */
    async smartSearchJson(
      filters: SmartFilters,
      page: { size: number; number: number },
      platform?: Platform,
      shape: 'full' | 'card' = 'full',
    ): Promise<RawJson> {
      const snap = await current()
      const { hits, start } = search(snap, filters, page, platform)
      const json = gameJson(snap, shape)
      const games = hits.slice(start, start + page.size).map((i) => json[i])
      return new RawJson(
        `{"games":[${games.join(',')}],"count":${hits.length},"page":${page.number},"size":${page.size}}`,
      )
    },

    async providers(includeHidden: boolean): Promise<Provider[]> {
      const snap = await current()
      const games = visible(snap)
      return snap.providers
        .filter((p) => includeHidden || !p.hidden)
        .map((p) => providerToApi(p, games.filter((g) => g.provider_id === p.id).length))
    },

    async upcoming(platform?: Platform): Promise<GameList> {
      return list(upcomingOf((await current()).games, platform))
    },
  }
}
export type GamesService = ReturnType<typeof createGamesService>
