import type { ColumnType, Generated } from 'kysely'

/** Table types of server/db/migrations, kept by hand beside them. */

export interface ProvidersTable {
  id: Generated<number>
  name: string
  title: string
  label: string
  text: string
  is_live: ColumnType<boolean, boolean | undefined, boolean>
  hidden: ColumnType<boolean, boolean | undefined, boolean>
  sort_order: ColumnType<number, number | undefined, number>
  logo_width: ColumnType<number, number | undefined, number>
  logo_height: ColumnType<number, number | undefined, number>
}

export interface GameCategoriesTable {
  name: string
  kind: 'features' | 'theme'
  label: string
  text: string
}

export interface GamesTable {
  id: Generated<number>
  game_id: string
  related_id: string | null
  provider_id: number
  name: string
  info: string
  category: 'slots' | 'jackpots' | 'table' | 'liveint'
  group_id: string
  subprovider: string
  platform: 'all' | 'desktop' | 'mobile'
  features: string[]
  themes: string[]
  go_hide: boolean
  go_new: boolean
  go_hot: boolean
  go_priority: number
  clicks: number
  exclusive: boolean
  only_for_money: boolean
  min_stake_ore: number
  payback_bp: number
  buy_bonus: boolean
  volatility: 'lowfreq' | 'midfreq' | 'hifreq'
  paylines: number
  jackpot_ore: number | null
  upcoming_video_url: string | null
  video_url: string | null
  /** YYYY-MM-DD on write; a Date from node-postgres, a Date from PGlite on read. */
  release_date: ColumnType<Date, string, string>
  subcat: 'roulette' | 'blackjack' | 'baccarat' | 'poker' | 'andet' | null
}

export interface GameClicksTable {
  game_id: number
  day: ColumnType<Date, string, string>
  clicks: number
}

export interface CatalogueVersionTable {
  id: number
  version: number
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface Database {
  providers: ProvidersTable
  game_categories: GameCategoriesTable
  games: GamesTable
  game_clicks: GameClicksTable
  catalogue_version: CatalogueVersionTable
}
