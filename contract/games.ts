import { z } from 'zod'
import { okEnvelope } from './envelope.ts'

/** The Games API (SPEC.md sections 3 and 7), mounted at /games-api/. Amounts at this edge are kr. */

export const PROVIDERS = [
  'relax',
  'pragmatic',
  'blueprint',
  '1x2',
  'redtiger',
  'scientific',
  'btg',
  'lightbox',
  'netent',
  'playngo',
  'nolimit',
  'wazdan',
  'elk',
  'hacksaw',
  'isoftbet',
  'thunderkick',
  'yggdrasil',
  'quickspin',
] as const
/** Evolution is the live-casino provider (SPEC.md section 3). */
export const LIVE_PROVIDER = 'evolution'
/** Light & Wonder's second studio: a search for 'scientific' also covers it (SPEC.md section 5). */
const SCIENTIFIC_ALIAS = 'gdm'

export const FEATURES = [
  'freespins',
  'megaways',
  'bonus',
  'purchase',
  'dropdown',
  'bothways',
  'respin',
] as const
export const THEMES = [
  'vikinger',
  'musik',
  'bordspil',
  'film',
  'eventyr',
  'juletid',
  'sommer',
  'wild_west',
  'sport',
  'retro',
  'paske',
  'irland',
  'gyser',
  'egypten',
  'luxus',
  'asien',
  'junglen',
  'krimi',
  'sci-fi',
  'mytologi',
  'tv',
  'adelsten',
  'las_vegas',
  'frugt',
  'dyr',
  'fest',
  'superhelte',
  'middelalder',
  'havet',
  'kerlighed',
  'natur',
  'mysterium',
  'romerne',
] as const
export const LIVE_SUBCATS = ['roulette', 'blackjack', 'baccarat', 'poker', 'andet'] as const
export const VOLATILITIES = ['lowfreq', 'midfreq', 'hifreq'] as const
export const PAYLINE_BUCKETS = ['1-10', '11-30', '31-100', '100+'] as const
/** Image size suffixes served by /cdn (SPEC.md section 7): _xs to _xxl, and _vr for vertical. */
export const IMAGE_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'vr'] as const

/** The list categories of /alle-spil/{category} as the API names them ('exclusive' is 'exclusive-spil' in the UI). */
export const LIST_CATEGORIES = ['slots', 'new', 'popular', 'bonus', 'jackpots', 'exclusive', 'table'] as const

export const Platform = z.enum(['desktop', 'mobile'])
export type Platform = z.infer<typeof Platform>
const GamePlatform = z.enum(['all', 'desktop', 'mobile'])
const Volatility = z.enum(VOLATILITIES)
const Feature = z.enum(FEATURES)
const LiveSubcat = z.enum(LIVE_SUBCATS)
export const ImageSize = z.enum(IMAGE_SIZES)
export type ImageSize = z.infer<typeof ImageSize>
export const ListCategory = z.enum(LIST_CATEGORIES)
export type ListCategory = z.infer<typeof ListCategory>

const GameImages = z.object({
  svg: z.string(),
  thumb: z.string(),
  vertical: z.string(),
  bg: z.string(),
})

export const Game = z.object({
  id: z.number().int(),
  game_id: z.string(),
  related_id: z.string().nullable(),
  provider_id: z.number().int(),
  name: z.string(),
  /** Danish description. */
  info: z.string(),
  /** slots, table, jackpots or liveint. */
  category: z.string(),
  /** 'net-live' for live tables. */
  group_id: z.string(),
  subprovider: z.string(),
  platform: GamePlatform,
  features: z.array(Feature),
  /** Pipe-separated; the first part is the main theme. */
  theme: z.string(),
  go_hide: z.boolean(),
  go_new: z.boolean(),
  go_hot: z.boolean(),
  go_priority: z.number().int(),
  clicks: z.number().int(),
  exclusive: z.boolean(),
  onlyForMoney: z.boolean(),
  /** kr. */
  min_stake: z.number(),
  /** Percent as text, e.g. '96.20'. */
  payback: z.string(),
  /** Has a buy-bonus feature. */
  bonus: z.boolean(),
  /** Volatility. */
  feature: Volatility,
  paylines: z.number().int(),
  /** kr.; null when the game has no jackpot. */
  jackpot_amount: z.number().nullable(),
  jackpot_amount_formatted: z.string().nullable(),
  images: GameImages,
  svgimage: z.string(),
  image: z.string(),
  vertical_image: z.string(),
  upcoming_video_url: z.string().nullable(),
  /** ISO date YYYY-MM-DD. */
  release_date: z.string(),
  /** 'released' or 'upcoming'. */
  release: z.enum(['released', 'upcoming']),
  videoUrl: z.string().nullable(),
  subcat: LiveSubcat.nullable(),
})
export type Game = z.infer<typeof Game>

/**
 * What a game card shows (name, art, the heart, multi-screen dimming): the smart search answers only
 * these with `fields=card`, so a search page is a few KB instead of tens (issue 5).
 */
export const CARD_FIELDS = ['id', 'game_id', 'name', 'subprovider', 'images'] as const
export const CardGame = Game.pick({ id: true, game_id: true, name: true, subprovider: true, images: true })
export type CardGame = z.infer<typeof CardGame>
export const PagedCardList = z.object({
  games: z.array(CardGame),
  count: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type PagedCardList = z.infer<typeof PagedCardList>
export const PagedCardListResponse = okEnvelope(PagedCardList)

export const GameList = z.object({ games: z.array(Game), count: z.number().int() })
export type GameList = z.infer<typeof GameList>
export const GameListResponse = okEnvelope(GameList)

export const PagedGameList = GameList.extend({ page: z.number().int(), size: z.number().int() })
export type PagedGameList = z.infer<typeof PagedGameList>
export const PagedGameListResponse = okEnvelope(PagedGameList)

export const GameResponse = okEnvelope(Game)

export const Provider = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  value: z.string(),
  key: z.literal('subprovider'),
  label: z.string(),
  category: z.literal('provider'),
  /** Danish description. */
  text: z.string(),
  logo: z.string(),
  images: z.object({ logo: z.string(), vertical: z.string() }),
  games: z.object({ count: z.number().int() }),
  isLive: z.boolean(),
  hidden: z.boolean(),
  verticalImage: z.string(),
  height: z.number().int(),
  width: z.number().int(),
})
export type Provider = z.infer<typeof Provider>
export const ProvidersResponse = okEnvelope(z.array(Provider))

/** A feature or theme category (SPEC.md section 3). */
export const CategoryItem = z.object({
  name: z.string(),
  image: z.string(),
  label: z.string(),
  category: z.enum(['features', 'theme']),
  text: z.string(),
  games_count: z.number().int(),
})
export type CategoryItem = z.infer<typeof CategoryItem>

export const LiveCounters = z.object({
  all: z.number().int(),
  roulette: z.number().int(),
  blackjack: z.number().int(),
  baccarat: z.number().int(),
  poker: z.number().int(),
  gameShow: z.number().int(),
})
export type LiveCounters = z.infer<typeof LiveCounters>

/** The game-type groups with counts that the 'Alle spil' dropdown shows. */
export const ApiCategory = z.object({ type: ListCategory, label: z.string(), games_count: z.number().int() })
export type ApiCategory = z.infer<typeof ApiCategory>

export const Categories = z.object({
  types: z.array(ApiCategory),
  features: z.array(CategoryItem),
  themes: z.array(CategoryItem),
  live: LiveCounters,
})
export type Categories = z.infer<typeof Categories>
export const CategoriesResponse = okEnvelope(Categories)

const LiveGameList = GameList.extend({ counters: LiveCounters })
export const LiveGameListResponse = okEnvelope(LiveGameList)

const JackpotEntry = z.object({
  game_id: z.string(),
  name: z.string(),
  jackpot_amount: z.number(),
  jackpot_amount_formatted: z.string(),
})
export const JackpotAll = z.object({
  total: z.number(),
  total_formatted: z.string(),
  jackpots: z.array(JackpotEntry),
})
export type JackpotAll = z.infer<typeof JackpotAll>
export const JackpotAllResponse = okEnvelope(JackpotAll)

// ---- Query parameters ------------------------------------------------------------------------

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional()

export const PlatformQuery = z.object({ platform: Platform.optional(), srv: z.string().max(64).optional() })

export const PopularParams = z.object({
  period: z.coerce.number().int().min(1).max(365),
  limit: z.coerce.number().int().min(1).max(500),
})
export const PopularQuery = PlatformQuery.extend({
  app: z.string().max(32).optional(),
  exclude_hot: flag,
  go_hot: flag,
})

export const ProvidersQuery = z.object({ include_hidden: flag })

/** Filter keys the smart search understands: `filter[key]=a,b` (SPEC.md section 5). */
const SMART_FILTER_KEYS = [
  'name',
  'subprovider',
  'features',
  'theme',
  'feature',
  'paylines',
  'category',
  'subcat',
  'game_id',
] as const
type SmartFilterKey = (typeof SMART_FILTER_KEYS)[number]
export type SmartFilters = Partial<Record<SmartFilterKey, string[]>>

/** API default page size (SPEC.md section 9). */
const SMART_SEARCH_DEFAULT_PAGE_SIZE = 30
const SMART_SEARCH_MAX_PAGE_SIZE = 100

const SmartSearchFields = z.object({ fields: z.literal('card').optional() })

const SmartSearchPage = z.object({
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(SMART_SEARCH_MAX_PAGE_SIZE)
    .default(SMART_SEARCH_DEFAULT_PAGE_SIZE),
  number: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** Games with this volatility, paylines bucket etc.: the value sets for the enumerated keys. */
const SMART_FILTER_VALUES: Partial<Record<SmartFilterKey, readonly string[]>> = {
  features: FEATURES,
  theme: THEMES,
  feature: VOLATILITIES,
  paylines: PAYLINE_BUCKETS,
  subcat: LIVE_SUBCATS,
}

export const gameImage = (gameId: string, size: ImageSize): string => `/cdn/games/${gameId}_${size}.webp`
export const providerLogo = (name: string): string => `/cdn/providers/${name}.svg`

/** The value the ownText param marks: the issue's message is the whole answer (platform/http/errors.ts). */
const own = (message: string) => ({ code: 'custom' as const, message, params: { ownText: true } })
const MAX_FILTER_VALUE_LENGTH = 100

/** `filter[key]=a,b` pairs of a raw query (SPEC.md section 5); unknown keys and values are refused. */
function smartFilters(query: Record<string, unknown>, ctx: z.RefinementCtx): SmartFilters {
  const filters: SmartFilters = {}
  for (const [raw, value] of Object.entries(query)) {
    const m = /^filter\[(.+)\]$/.exec(raw)
    if (!m) continue
    const key = m[1] as SmartFilterKey
    if (!SMART_FILTER_KEYS.includes(key)) {
      ctx.addIssue(own(`Ukendt filter: ${m[1]?.slice(0, 40)}`))
      continue
    }
    if (typeof value !== 'string') {
      ctx.addIssue(own(`filter[${key}] må kun angives én gang`))
      continue
    }
    const values = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
    if (values.some((v) => v.length > MAX_FILTER_VALUE_LENGTH))
      ctx.addIssue(own(`filter[${key}] er for lang`))
    const allowed = SMART_FILTER_VALUES[key]
    const bad = allowed && values.find((v) => !allowed.includes(v))
    if (bad) ctx.addIssue(own(`Ugyldig værdi for filter[${key}]: ${bad.slice(0, 40)}`))
    // The provider 'scientific' is searched as 'scientific,gdm' (SPEC.md section 5).
    if (key === 'subprovider' && values.includes('scientific') && !values.includes(SCIENTIFIC_ALIAS)) {
      values.push(SCIENTIFIC_ALIAS)
    }
    if (values.length) filters[key] = values
  }
  return filters
}

/** GET smart-search: `page[size]`, `page[number]`, `fields=card`, `platform` and the `filter[key]` pairs. */
export const SmartSearchQuery = z
  .object({
    'page[size]': SmartSearchPage.shape.size,
    'page[number]': SmartSearchPage.shape.number,
    platform: Platform.optional(),
    fields: SmartSearchFields.shape.fields,
  })
  .catchall(z.unknown())
  .transform((q, ctx) => ({
    page: { size: q['page[size]'], number: q['page[number]'] },
    platform: q.platform,
    shape: q.fields ?? ('full' as const),
    filters: smartFilters(q, ctx),
  }))

/** /games/{id}: a list category's name or one game's id. */
export const GameOrListParams = z.object({ id: z.string() })
export const CategoryParams = z.object({ id: z.string() })
