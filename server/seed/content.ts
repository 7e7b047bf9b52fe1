import type { Clock } from '../../platform/clock.ts'
import { insertContent } from '../cms/repo.ts'
import type { Db } from '../db/index.ts'
import { gameIdsByTheme } from '../games/repo.ts'
import { ARTICLE_SEEDS, CAMPAIGN_SEEDS, OFFER_SEEDS } from './campaigns.ts'
import { LANDING_SEEDS, SEO_SEEDS } from './pages.ts'
import { TEXT_SEEDS } from './texts.ts'

const SITE = 'go'

/** Seeds the Content API's demo content into a database without any; true when it wrote it. */
export async function seedContent(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now()
  const today = now.toISOString().slice(0, 10)
  const gameFor = async (theme: string) => {
    const ids = await gameIdsByTheme(db, theme, today)
    const first = ids[0]?.game_id
    if (!first) throw new Error(`seed: no released game with the theme ${theme}`)
    return first
  }
  const campaigns = []
  for (const c of CAMPAIGN_SEEDS) {
    const game = await gameFor(c.theme)
    campaigns.push({
      seo_url: c.seo_url,
      title: c.title,
      description: c.description,
      terms: c.terms,
      bgimage: `/cdn/banners/${game}_wide.webp`,
      bgimage_mob: `/cdn/banners/${game}_mob.webp`,
      site: SITE,
      active: c.active,
      hidden: c.hidden,
      external_id: c.externalId,
      game_id: game,
      game_id_mob: game,
      created_at: now,
      highlight: c.highlight,
    })
  }
  const offers = []
  for (const [i, o] of OFFER_SEEDS.entries()) {
    const game = await gameFor(o.theme)
    offers.push({
      title: o.title,
      teaser: o.teaser,
      image_url: `/cdn/games/${game}_lg.webp`,
      image_logo: '/icons/icon.svg',
      rules: o.rules,
      terms: 'Gælder for spillere med en dansk konto. 18+. Spil ansvarligt.',
      game_id: game,
      // Older first: the last offer is the active one.
      created_at: new Date(now.getTime() - (OFFER_SEEDS.length - i) * 3_600_000),
    })
  }
  return insertContent(
    db,
    {
      texts: [...TEXT_SEEDS],
      campaigns,
      articles: ARTICLE_SEEDS.map((a) => ({ ...a })),
      seo: [...SEO_SEEDS],
      landing: await Promise.all(
        LANDING_SEEDS.map(async ({ banner_theme, ...l }) => ({
          ...l,
          background_image: `/cdn/banners/${await gameFor(banner_theme)}_wide.webp`,
        })),
      ),
      offers,
    },
    now,
  )
}
