import {
  type Article,
  type Campaign,
  type Highlight,
  type LandingPage,
  type SeoEntry,
  TERMS_TEXT_ID,
  type TextPage,
} from '../../contract/cms.ts'
import type { Platform } from '../../contract/games.ts'
import type { Clock } from '../../platform/clock.ts'
import { notFound } from '../../platform/http/errors.ts'
import type { Db } from '../db/index.ts'
import { renderPdf } from './pdf.ts'
import {
  type ArticleRow,
  articleById,
  articleBySlug,
  articlesOfType,
  type CampaignRow,
  campaignBySeoUrl,
  landingPage,
  listCampaigns,
  listHighlights,
  listSeo,
  listTexts,
} from './repo.ts'
import { sanitizeContent } from './sanitize.ts'

/** A campaign shows only if active is 'true' and hidden is 'false' (SPEC.md section 5). */
export const isShown = (c: Pick<CampaignRow, 'active' | 'hidden'>) =>
  c.active === 'true' && c.hidden === 'false'

function campaignToApi(c: CampaignRow): Campaign {
  return {
    id: c.id,
    seo_url: c.seo_url,
    title: c.title,
    description: sanitizeContent(c.description),
    terms: sanitizeContent(c.terms),
    bgimage: c.bgimage,
    bgimage_mob: c.bgimage_mob,
    site: c.site,
    active: c.active,
    hidden: c.hidden,
    externalId: c.external_id,
    game_id: c.game_id,
    game_id_mob: c.game_id_mob,
  }
}

const articleToApi = (a: ArticleRow): Article => ({
  id: a.id,
  type: a.type,
  slug: a.slug,
  title: a.title,
  teaser: a.teaser,
  body: sanitizeContent(a.body),
  campaign_id: a.campaign_id,
  published_at: a.published_at.toISOString(),
})

/** Read side of the Content API: texts, campaigns, highlights, articles, SEO, landing pages, the terms PDF. */
export function createContent(db: Db, clock: Clock) {
  return {
    async texts(): Promise<TextPage[]> {
      return (await listTexts(db)).map((t) => ({
        id: t.id,
        title: t.title,
        content: sanitizeContent(t.content),
      }))
    },

    async campaigns(): Promise<Campaign[]> {
      return (await listCampaigns(db)).filter(isShown).map(campaignToApi)
    },

    async campaign(seoUrl: string): Promise<Campaign> {
      const c = await campaignBySeoUrl(db, seoUrl)
      if (!c || !isShown(c)) throw notFound('Kampagnen findes ikke eller er slut')
      return campaignToApi(c)
    },

    async highlights(area: string, platform: Platform): Promise<Highlight[]> {
      return (await listHighlights(db, area, platform)).filter(isShown).map((h) => ({
        id: h.highlight_id,
        area: h.area,
        platform: h.platform,
        campaign: campaignToApi(h),
      }))
    },

    async article(q: { id: number } | { slug: string }): Promise<Article> {
      const a = 'id' in q ? await articleById(db, q.id) : await articleBySlug(db, q.slug)
      if (!a) throw notFound('Artiklen findes ikke')
      return articleToApi(a)
    },

    async articles(type: string): Promise<Article[]> {
      return (await articlesOfType(db, type)).map(articleToApi)
    },

    seo: (): Promise<SeoEntry[]> => listSeo(db),

    async landing(url: string): Promise<LandingPage> {
      const page = await landingPage(db, url)
      if (!page) throw notFound('Siden findes ikke')
      return page
    },

    async termsPdf(): Promise<Buffer> {
      const terms = (await listTexts(db)).find((t) => t.id === TERMS_TEXT_ID)
      if (!terms) throw notFound('Vilkårene findes ikke')
      return renderPdf(terms.title, sanitizeContent(terms.content), clock.now())
    },
  }
}
