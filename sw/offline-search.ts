/**
 * The Games API answered from the cached catalogue when the network is gone: smart-search (the search
 * modal, provider and category pages) and one game (the info popup). Pure, so a unit test can hold it
 * against the server's own answers (tests/unit/sw-search-parity.test.ts); the name ranking is the
 * server's module itself (contract/name-search.ts), the other filters are the server's too (contract/game-filters.ts).
 */

import { matchesGameFilters } from '../contract/game-filters.ts'
import type { Game, PagedGameList } from '../contract/games.ts'
import { buildIndex, type SearchIndex, searchNames } from '../contract/name-search.ts'

/** The catalogue URL holding every listed game of every platform: what offline search reads. */
export const ALL_GAMES_PATH = '/games-api/games'

type Filters = Record<string, string[]>

const DEFAULT_SIZE = 30
const MAX_SIZE = 100

/** `filter[key]=a,b` pairs, as the server reads them (contract/games.ts SmartSearchQuery). */
function readSearch(params: URLSearchParams): {
  filters: Filters
  size: number
  number: number
  platform: string | undefined
  card: boolean
} {
  const filters: Filters = {}
  params.forEach((value, raw) => {
    const key = /^filter\[(.+)\]$/.exec(raw)?.[1]
    if (!key) return
    const values = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
    if (key === 'subprovider' && values.includes('scientific') && !values.includes('gdm')) values.push('gdm')
    if (values.length) filters[key] = values
  })
  const int = (name: string, fallback: number, max: number) => {
    const n = Number(params.get(name) ?? fallback)
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback
  }
  return {
    filters,
    size: int('page[size]', DEFAULT_SIZE, MAX_SIZE),
    number: int('page[number]', 1, 10_000),
    platform: params.get('platform') ?? undefined,
    card: params.get('fields') === 'card',
  }
}

const byDanishName = new Intl.Collator('da').compare
const indexes = new WeakMap<readonly Game[], SearchIndex>()

function rankByName(games: readonly Game[], names: string[]): number[] {
  let index = indexes.get(games)
  if (!index) {
    index = buildIndex(games.map((g) => g.name))
    indexes.set(games, index)
  }
  const best = new Map<number, number>()
  for (const n of names)
    for (const [i, cost] of searchNames(index, n)) {
      const had = best.get(i)
      if (had === undefined || cost < had) best.set(i, cost)
    }
  return [...best]
    .sort(
      ([a, ca], [b, cb]) =>
        ca - cb ||
        (games[b]?.clicks ?? 0) - (games[a]?.clicks ?? 0) ||
        byDanishName(games[a]?.name ?? '', games[b]?.name ?? ''),
    )
    .map(([i]) => i)
}

const CARD_FIELDS = ['id', 'game_id', 'name', 'subprovider', 'images'] as const
const card = (g: Game) => Object.fromEntries(CARD_FIELDS.map((f) => [f, g[f]])) as unknown as Game

/** The smart-search answer over `games` (every listed game, the ALL_GAMES_PATH list). */
export function searchCatalogue(games: readonly Game[], params: URLSearchParams): PagedGameList {
  const { filters, size, number, platform, card: asCard } = readSearch(params)
  const { name, ...rest } = filters
  const candidates = name ? rankByName(games, name) : games.map((_, i) => i)
  const hits: Game[] = []
  for (const i of candidates) {
    const g = games[i]
    if (g && (!platform || g.platform === 'all' || g.platform === platform) && matchesGameFilters(g, rest))
      hits.push(g)
  }
  const start = (number - 1) * size
  const page = hits.slice(start, start + size)
  return { games: asCard ? page.map(card) : page, count: hits.length, page: number, size }
}

/** `/games-api/games/{id}`: by numeric id or game_id, as the server looks it up. */
export function findGame(games: readonly Game[], id: string): Game | undefined {
  return /^\d{1,9}$/.test(id) ? games.find((g) => g.id === Number(id)) : games.find((g) => g.game_id === id)
}
