import {
  type ApiCategory,
  type Categories,
  FEATURES,
  type Game,
  type JackpotAll,
  LIST_CATEGORIES,
  type ListCategory,
  type Platform,
  THEMES,
} from '../../contract/games.ts'
import { notFound } from '../../platform/http/errors.ts'
import type { Snapshot } from './catalogue.ts'
import { fitsPlatform, inListCategory } from './filters.ts'
import { liveCounters } from './live-tables.ts'
import { formatKr } from './to-api.ts'

const TYPE_LABELS: Record<ListCategory, string> = {
  slots: 'Alle spil',
  new: 'Nyheder',
  popular: 'Populære',
  bonus: 'Køb Bonusspil',
  jackpots: 'Jackpot',
  exclusive: 'Eksklusive spil',
  table: 'Bordspil',
}

/** The lobby's category menu over the games a player may see: list types, features, themes, live counts. */
export function categoriesOf(snap: Snapshot, games: Game[], openTables: ReadonlySet<string>): Categories {
  const types: ApiCategory[] = LIST_CATEGORIES.map((type) => ({
    type,
    label: TYPE_LABELS[type],
    games_count: games.filter((g) => inListCategory(g, type)).length,
  }))
  const item = (c: Snapshot['categories'][number]) => ({
    name: c.name,
    image: `/cdn/categories/${c.name}.svg`,
    label: c.label,
    category: c.kind,
    text: c.text,
    games_count: games.filter((g) =>
      c.kind === 'features' ? (g.features as string[]).includes(c.name) : g.theme.split('|').includes(c.name),
    ).length,
  })
  return {
    types,
    features: snap.categories.filter((c) => c.kind === 'features').map(item),
    themes: snap.categories.filter((c) => c.kind === 'theme').map(item),
    live: liveCounters(games, openTables),
  }
}

/** The games of one category: a list type, a feature or a theme; 404 for any other name. */
export function inCategory(games: Game[], id: string): Game[] {
  if ((LIST_CATEGORIES as readonly string[]).includes(id))
    return games.filter((g) => inListCategory(g, id as ListCategory))
  if ((FEATURES as readonly string[]).includes(id))
    return games.filter((g) => (g.features as string[]).includes(id))
  if ((THEMES as readonly string[]).includes(id)) return games.filter((g) => g.theme.split('|').includes(id))
  throw notFound(`Kategorien '${id.slice(0, 40)}' findes ikke`)
}

/** Every jackpot game, the largest pool first, with the pools' total. */
export function jackpotsOf(games: Game[]): JackpotAll {
  const jackpots = games
    .filter((g) => g.jackpot_amount !== null)
    .sort((a, b) => (b.jackpot_amount ?? 0) - (a.jackpot_amount ?? 0))
  const totalOre = jackpots.reduce((sum, g) => sum + Math.round((g.jackpot_amount ?? 0) * 100), 0)
  return {
    total: totalOre / 100,
    total_formatted: formatKr(totalOre),
    jackpots: jackpots.map((g) => ({
      game_id: g.game_id,
      name: g.name,
      jackpot_amount: g.jackpot_amount ?? 0,
      jackpot_amount_formatted: g.jackpot_amount_formatted ?? '',
    })),
  }
}

/** The games still to come that the platform will open, the soonest first. */
export function upcomingOf(games: Game[], platform?: Platform): Game[] {
  return games
    .filter((g) => !g.go_hide && g.release === 'upcoming' && fitsPlatform(g, platform))
    .sort((a, b) => a.release_date.localeCompare(b.release_date))
}
