import type { ColumnType, Generated } from 'kysely'
import type { WalletDatabase } from './wallet-types.ts'

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

/** 003_wallet.sql's tables are typed in wallet-types.ts. */
export interface Database extends WalletDatabase {
  providers: ProvidersTable
  game_categories: GameCategoriesTable
  games: GamesTable
  game_clicks: GameClicksTable
  catalogue_version: CatalogueVersionTable
  users: UsersTable
  login_failures: LoginFailuresTable
  sessions: SessionsTable
  pins: PinsTable
  signups: SignupsTable
  identity_keys: IdentityKeysTable
  identity_requests: IdentityRequestsTable
  identity_results_used: IdentityResultsUsedTable
  rofus_register: RofusRegisterTable
  rate_limits: RateLimitsTable
  outbox_mail: OutboxMailTable
  newsletter_optouts: NewsletterOptoutsTable
  devices: DevicesTable
  logins: LoginsTable
  user_teams: UserTeamsTable
  // 004_content.sql
  cms_texts: CmsTextsTable
  cms_campaigns: CmsCampaignsTable
  cms_highlights: CmsHighlightsTable
  cms_articles: CmsArticlesTable
  cms_campaign_subscribers: CmsCampaignSubscribersTable
  cms_subscribers: CmsSubscribersTable
  cms_feedback: CmsFeedbackTable
  cms_seo: CmsSeoTable
  cms_landing_pages: CmsLandingPagesTable
  recent_games: RecentGamesTable
  favourites: FavouritesTable
  go_offers: GoOffersTable
  go_buttons: GoButtonsTable
  support_chats: SupportChatsTable
  support_messages: SupportMessagesTable
}

// 002_accounts.sql

type Ts = ColumnType<Date, Date, Date>
type TsNull = ColumnType<Date | null, Date | null | undefined, Date | null>

export type UserStatus = 'open' | 'temp' | 'excluded' | 'closed'

export interface UsersTable {
  id: Generated<number>
  brand: string
  user_name: string
  email: string
  cpr: string
  password_hash: string
  first_name: string
  last_name: string
  address: string
  zip: string
  city: string
  birth_date: ColumnType<string, string, string>
  gender: 'M' | 'F'
  phone: string
  security_question: number
  security_answer: string
  expected_betting: string
  status: UserStatus
  verify_deadline: TsNull
  newsletter: ColumnType<boolean, boolean | undefined, boolean>
  bonus_code: string | null
  register_date: Ts
  last_login_at: TsNull
  password_changed_at: Ts
}

export interface LoginFailuresTable {
  user_name: string
  failures: number
  locked_at: TsNull
  updated_at: Ts
}

export interface SessionsTable {
  id_hash: string
  user_id: number
  brand: string
  channel: number
  created_at: Ts
  last_seen_at: Ts
  ip: string
}

export interface PinsTable {
  id: string
  user_id: number
  pin_hash: string
  failures: ColumnType<number, number | undefined, number>
  created_at: Ts
}

export interface SignupsTable {
  id_hash: string
  cpr: string
  email: string
  identity: ColumnType<unknown, string | null | undefined, string | null>
  details: ColumnType<unknown, string | null | undefined, string | null>
  created_at: Ts
}

export interface IdentityKeysTable {
  kid: string
  private_pem: string
  public_pem: string
  created_at: Ts
}

export interface IdentityRequestsTable {
  state: string
  mode: string
  checks: string | null
  created_at: Ts
}

export interface IdentityResultsUsedTable {
  jti: string
  used_at: Ts
}

export interface RofusRegisterTable {
  cpr: string
  kind: 'temporary' | 'permanent'
  until: TsNull
  created_at: Ts
}

export interface RateLimitsTable {
  bucket: string
  window_start: Ts
  hits: number
}

export interface OutboxMailTable {
  id: Generated<number>
  to_email: string
  subject: string
  body: string
  created_at: Ts
}

export interface NewsletterOptoutsTable {
  email: string
  created_at: Ts
}

export interface DevicesTable {
  id: Generated<number>
  hardware_id: string
  useragent_id: string
  mobile_app: boolean
  user_id: number | null
  created_at: Ts
}

export interface LoginsTable {
  id: Generated<number>
  user_id: number
  at: Ts
  ip: string
  channel: number
  method: 'password' | 'pin' | 'mitid' | 'signup'
}

export interface UserTeamsTable {
  id: Generated<number>
  user_id: number
  code: string
  note: string
  created_at: Ts
}

// 004_content.sql

export interface CmsTextsTable {
  id: number
  title: string
  content: string
  sort_order: ColumnType<number, number | undefined, number>
}

export interface CmsCampaignsTable {
  id: Generated<number>
  seo_url: string
  title: string
  description: string
  terms: string
  bgimage: string
  bgimage_mob: string
  site: string
  active: 'true' | 'false'
  hidden: 'true' | 'false'
  external_id: string | null
  game_id: string | null
  game_id_mob: string | null
  sort_order: ColumnType<number, number | undefined, number>
  created_at: Ts
}

export interface CmsHighlightsTable {
  id: Generated<number>
  campaign_id: number
  area: string
  platform: 'all' | 'desktop' | 'mobile'
  sort_order: ColumnType<number, number | undefined, number>
}

export interface CmsArticlesTable {
  id: Generated<number>
  type: string
  slug: string
  title: string
  teaser: string
  body: string
  campaign_id: number | null
  published_at: Ts
}

export interface CmsCampaignSubscribersTable {
  campaign_id: number
  user_id: number
  created_at: Ts
}

export interface CmsSubscribersTable {
  email: string
  created_at: Ts
}

export interface CmsFeedbackTable {
  id: Generated<number>
  user_id: number | null
  rating: number
  message: string
  created_at: Ts
}

export interface CmsSeoTable {
  url: string
  title: string
  description: string
}

export interface CmsLandingPagesTable {
  url: string
  logo: string
  header: string
  button_text: string
  cta_button_text: string
  cta_button_link: string
  terms: string
  terms2: string
  background_image: string
}

export interface RecentGamesTable {
  client_id: number
  platform: 'desktop' | 'mobile'
  game_id: number
  played_at: Ts
}

export interface FavouritesTable {
  user_id: number
  game_id: number
  created_at: Ts
}

export interface GoOffersTable {
  id: Generated<number>
  client_id: number | null
  title: string
  teaser: string
  image_url: string
  image_logo: string
  rules: string
  terms: string
  game_id: string
  created_at: Ts
}

export interface GoButtonsTable {
  hash: string
  client_id: number
  gobutton_id: number
  created_at: Ts
  used_at: TsNull
}

export interface SupportChatsTable {
  id: Generated<number>
  token_hash: string
  user_id: number | null
  status: 'open' | 'closed'
  created_at: Ts
  closed_at: TsNull
}

export interface SupportMessagesTable {
  id: Generated<number>
  chat_id: number
  author: 'player' | 'agent'
  body: string
  created_at: Ts
}
