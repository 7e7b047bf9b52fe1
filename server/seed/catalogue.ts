import { FEATURES, LIVE_SUBCATS, THEMES } from '../../contract/games.ts'
import { StudioFeed } from '../../contract/studio-feed.ts'
import feedData from '../../studio/feed/games.json' with { type: 'json' }
import type { Row } from '../db/types.ts'
import { FEATURE_LABELS, THEME_LABELS } from './categories.ts'
import { PROVIDER_SEEDS } from './providers.ts'
import { type Random, seededRandom } from './random.ts'
import { titleFor } from './titles.ts'

/**
 * The game feed the studio publishes (ARCHITECTURE.md, the game studio), read as a third-party
 * provider's: its data file, parsed with the contract's schema, never the studio's code. It decides the
 * studio games' payback, volatility, lines or ways, features and bonus buy, the table games the lobby
 * lists, and the live tables.
 */
const FEED = StudioFeed.parse(feedData)
const FEED_GAMES = new Map(FEED.games.map((g) => [g.game_id, g]))

/** What each live subcategory's tables play, in the catalogue's Danish. */
const LIVE_WHAT: Record<(typeof LIVE_SUBCATS)[number], string> = {
  roulette: 'Live roulette',
  blackjack: 'Live blackjack',
  baccarat: 'Live baccarat',
  poker: 'Live poker',
  andet: 'Live game show',
}

/** The provider's own name as players know it ('iSoftBet', not the key 'isoftbet'). */
const providerTitle = (key: string) => PROVIDER_SEEDS.find((p) => p.name === key)?.title ?? key

/** A slot's info text from its own data: provider's name, the theme's and the features' Danish labels (issue 32). */
function slotInfo(
  name: string,
  provider: string,
  theme: (typeof THEMES)[number],
  features: (typeof FEATURES)[number][],
) {
  const list = features.map((f) => FEATURE_LABELS[f])
  const featureText = list.length ? ` Funktioner: ${list.join(', ')}.` : ''
  return `${name} er en spilleautomat fra ${providerTitle(provider)}. Tema: ${THEME_LABELS[theme]}.${featureText}`
}

export type GameSeed = Omit<Row<'games'>, 'id' | 'provider_id' | 'release_date'> & {
  provider: string
  release_date: string
}

const DAY = 86_400_000
const SLOT_PROVIDERS = PROVIDER_SEEDS.filter((p) => !p.isLive).map((p) => p.name)

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function paylinesFor(rnd: Random): number {
  return rnd.pick([5, 9, 10, 20, 25, 30, 40, 50, 100, 243, 1024, 117649])
}

function slot(
  rnd: Random,
  nowMs: number,
  taken: Set<string>,
  i: number,
  kind: 'slots' | 'jackpots',
): GameSeed {
  const provider = SLOT_PROVIDERS[i % SLOT_PROVIDERS.length] as string
  const theme = THEMES[i % THEMES.length] as (typeof THEMES)[number]
  const themes = [theme, ...(rnd.chance(0.4) ? [rnd.pick(THEMES)] : [])].filter(
    (t, j, a) => a.indexOf(t) === j,
  )
  const features = [FEATURES[i % FEATURES.length] as string, rnd.pick(FEATURES)].filter(
    (f, j, a) => a.indexOf(f) === j,
  )
  const buyBonus = features.includes('purchase') || rnd.chance(0.1)
  if (buyBonus && !features.includes('purchase')) features.push('purchase')
  const ageDays = rnd.int(1, 4 * 365)
  const name = titleFor(theme, rnd, taken)
  return {
    provider,
    game_id: `${slug(name)}-${provider}`,
    related_id: null,
    name,
    info: slotInfo(name, provider, theme, features as (typeof FEATURES)[number][]),
    category: kind,
    group_id: kind,
    subprovider: provider === 'scientific' && i % 2 === 0 ? 'gdm' : provider,
    platform: i % 23 === 0 ? 'desktop' : i % 29 === 0 ? 'mobile' : 'all',
    features,
    themes,
    go_hide: false,
    go_new: ageDays <= 45,
    go_hot: rnd.chance(0.12),
    go_priority: rnd.int(0, 10),
    clicks: rnd.int(0, 50_000),
    exclusive: i % 31 === 0,
    only_for_money: i % 37 === 0,
    min_stake_ore: rnd.pick([10, 20, 50, 100, 200]),
    payback_bp: rnd.int(9400, 9750),
    buy_bonus: buyBonus,
    volatility: rnd.pick(['lowfreq', 'midfreq', 'hifreq'] as const),
    paylines: paylinesFor(rnd),
    jackpot_ore: kind === 'jackpots' ? rnd.int(5_000_000, 2_000_000_000) : null,
    upcoming_video_url: null,
    video_url: null,
    release_date: iso(nowMs - ageDays * DAY),
    subcat: null,
  }
}

/**
 * The studio's math decides what the lobby shows of a game, as its feed states it: payback (the model's
 * exact RTP, plus the jackpot contribution), the smallest stake, volatility, lines or ways, features and
 * the bonus buy. The draws above still happen, so every other seeded field stays as it was. A game the
 * feed does not list keeps its draws; the studio's tests and `npm run rtp` fail on it until `npm run rtp -- --write`
 * publishes the feed again.
 */
function withFeed(g: GameSeed): GameSeed {
  const f = FEED_GAMES.get(g.game_id)
  if (!f) return g
  return {
    ...g,
    payback_bp: f.payback_bp,
    min_stake_ore: f.min_stake_ore,
    volatility: f.volatility,
    paylines: f.paylines,
    features: [...f.features],
    buy_bonus: f.buy_bonus,
  }
}

/** The whole demo catalogue, the same for the same `now` on every machine. */
export function generateCatalogue(now: Date): GameSeed[] {
  const rnd = seededRandom(20261122)
  const nowMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const taken = new Set<string>()
  const games: GameSeed[] = []
  for (let i = 0; i < 540; i++) games.push(slot(rnd, nowMs, taken, i, 'slots'))
  for (let i = 0; i < 36; i++) games.push(slot(rnd, nowMs, taken, i * 7 + 3, 'jackpots'))
  for (let i = 0; i < 6; i++) {
    const g = slot(rnd, nowMs, taken, i * 11 + 5, 'slots')
    g.release_date = iso(nowMs + (i + 1) * 9 * DAY)
    g.go_new = false
    g.upcoming_video_url = `/cdn/videos/${g.game_id}.webm`
    games.push(g)
  }
  FEED.tables.forEach(({ name, subcat: sub }, i) => {
    const provider = SLOT_PROVIDERS[(i * 5) % SLOT_PROVIDERS.length] as string
    games.push({
      ...slot(rnd, nowMs, new Set(), i, 'slots'),
      provider,
      subprovider: provider,
      name,
      game_id: `${slug(name)}-${provider}`,
      category: 'table',
      group_id: 'table',
      features: [],
      themes: ['bordspil'],
      paylines: 0,
      buy_bonus: false,
      subcat: sub,
      info: `${name} er et klassisk bordspil fra ${providerTitle(provider)}.`,
    })
  })
  games.forEach((g, i) => {
    games[i] = withFeed(g)
  })
  // The feed's live tables, by subcategory; table n of a subcategory draws as table n always has.
  for (const sub of LIVE_SUBCATS) {
    FEED.live
      .filter((t) => t.subcat === sub)
      .forEach(({ game_id, name, payback_bp, volatility }, k) => {
        const n = k + 1
        games.push({
          ...slot(rnd, nowMs, new Set(), n, 'slots'),
          provider: 'evolution',
          subprovider: 'evolution',
          name,
          game_id,
          category: 'liveint',
          group_id: 'net-live',
          platform: 'all',
          features: [],
          themes: ['las_vegas'],
          paylines: 0,
          buy_bonus: false,
          subcat: sub,
          only_for_money: true,
          jackpot_ore: null,
          // The table's kind's stated RTP (its best bet), as the table games declare theirs.
          payback_bp,
          volatility,
          // Issue 29: the live tables are the studio's animated tables, and say so (no video, no person).
          info: `${name}: ${LIVE_WHAT[sub]} som animeret studiebord uden video. En computerstyret dealer kører fælles runder for alle ved bordet efter serverens ur, og hver runde kan efterprøves, når resultatet er vist.`,
        })
      })
  }
  return games
}
