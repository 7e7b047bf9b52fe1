import { FEATURES, LIVE_SUBCATS, THEMES } from '../../contract/games.ts'
import { featuresOf, mathFor, TABLE_GAMES } from '../../studio/engine/catalogue.ts'
import { declaredOf } from '../../studio/engine/declared.ts'
import { liveDeclared } from '../../studio/engine/live/declared.ts'
import { LIVE_COUNTS, liveName } from '../../studio/engine/live/names.ts'
import type { Row } from '../db/types.ts'
import { FEATURE_LABELS, THEME_LABELS } from './categories.ts'
import { PROVIDER_SEEDS } from './providers.ts'
import { type Random, seededRandom } from './random.ts'
import { titleFor } from './titles.ts'

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
 * The studio's math decides what the lobby shows of a game (ARCHITECTURE.md, the game studio): payback
 * (the model's exact RTP, plus the jackpot contribution), volatility, lines or ways, features and the
 * bonus buy. The draws above still happen, so every other seeded field stays as it was.
 */
function withMath(g: GameSeed): GameSeed {
  const math = mathFor(g)
  if (!math) return g
  const d = declaredOf(math)
  const features = math.kind === 'slot' ? featuresOf(math) : g.features
  return {
    ...g,
    payback_bp: d.paybackBp,
    volatility: d.volatility,
    paylines: d.paylines,
    features,
    buy_bonus: features.includes('purchase'),
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
  TABLE_GAMES.forEach(({ name, subcat: sub }, i) => {
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
    games[i] = withMath(g)
  })
  for (const sub of LIVE_SUBCATS) {
    for (let n = 1; n <= LIVE_COUNTS[sub]; n++) {
      const name = liveName(sub, n)
      const declared = liveDeclared(`live-${sub}-${n}`)
      if (!declared) throw new Error(`no live table live-${sub}-${n}`)
      games.push({
        ...slot(rnd, nowMs, new Set(), n, 'slots'),
        provider: 'evolution',
        subprovider: 'evolution',
        name,
        game_id: `live-${sub}-${n}`,
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
        payback_bp: declared.paybackBp,
        volatility: declared.volatility,
        // Issue 29: the live tables are the studio's animated tables, and say so (no video, no person).
        info: `${name}: ${LIVE_WHAT[sub]} som animeret studiebord uden video. En computerstyret dealer kører fælles runder for alle ved bordet efter serverens ur, og hver runde kan efterprøves, når resultatet er vist.`,
      })
    }
  }
  return games
}
