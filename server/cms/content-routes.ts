import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  AddSubscriberBody,
  ApiPhpQuery,
  ArticleQuery,
  ArticlesQuery,
  CampaignIdBody,
  CampaignIdQuery,
  CreateHashBody,
  FeedbackBody,
  GameClickBody,
  HashQuery,
  HighlightQuery,
  LandingQuery,
  RecentQuery,
  RemoveRecentBody,
  SeoQuery,
  SetGoButtonUsedBody,
  SetRecentBody,
  UserIdQuery,
} from '../../contract/cms.ts'
import type { AppDeps } from '../app.ts'
import { HttpError, parseInput } from '../http/errors.ts'
import type { PlayerServices } from '../player/services.ts'
import { createContent } from './content-service.ts'
import { createGo } from './go-service.ts'
import { createPlayerContent, sameUser } from './player-content-service.ts'

type Req = FastifyRequest<{ Body: unknown; Querystring: unknown; Params: Record<string, string> }>
const ok = <T>(data: T) => ({ success: true as const, data, errorMessage: null })
/** Content bodies are small: a feedback text of 1000 characters is the largest. */
const BODY_LIMIT = 16 * 1024
const PUBLIC = 'public, max-age=60'
const PRIVATE = 'no-store'

/** The Content API of SPEC.md section 7 at /cms/ (issue 5); shapes in contract/cms.ts. */
export default fp<AppDeps & { player: PlayerServices }>(
  async (app, { db, clock, config, player }) => {
    const content = createContent(db.db, clock)
    const mine = createPlayerContent(db.db, clock, app.games)
    const go = createGo(db.db, clock)
    const { sessions, limit } = player
    const body = <S extends Parameters<typeof parseInput>[0]>(schema: S, req: Req) =>
      parseInput(schema, req.body === undefined ? {} : req.body, 'body')
    const query = <S extends Parameters<typeof parseInput>[0]>(schema: S, req: Req) =>
      parseInput(schema, req.query)
    const rate = (kind: string, req: Req) => limit(`cms-${kind}`, req.ip, config.rate.contentPerMin)
    const cached =
      (policy: string, handler: (req: Req) => Promise<unknown>) => async (req: Req, reply: FastifyReply) => {
        const data = await handler(req)
        reply.header('cache-control', policy)
        return ok(data)
      }
    /** The session's user; a call naming another user is refused. */
    const me = async (req: Req, named?: number) => {
      const s = await sessions.require(req)
      sameUser(s.userId, named)
      return s.userId
    }

    await app.register(
      async (r) => {
        // Site content, the same for everyone (the service worker keeps it cache-first).
        r.get(
          '/api.php',
          cached(PUBLIC, async (req) => {
            const { r: what } = query(ApiPhpQuery, req)
            if (what === 'Texts') return content.texts()
            if (what === 'Campaigns') return content.campaigns()
            return content.highlights('home', 'desktop')
          }),
        )
        r.get(
          '/campaigns',
          cached(PUBLIC, async () => content.campaigns()),
        )
        r.get(
          '/campaigns/:seoUrl',
          cached(PUBLIC, async (req) => content.campaign(req.params.seoUrl ?? '')),
        )
        r.get(
          '/highlight/get-all',
          cached(PUBLIC, async (req) => {
            const q = query(HighlightQuery, req)
            return content.highlights(q.area, q.platform)
          }),
        )
        r.get(
          '/article/get-article',
          cached(PUBLIC, async (req) => content.article(query(ArticleQuery, req))),
        )
        r.get(
          '/article/get-articles',
          cached(PUBLIC, async (req) => content.articles(query(ArticlesQuery, req).type)),
        )
        r.get(
          '/seo/get-seo-data',
          cached(PUBLIC, async (req) => {
            query(SeoQuery, req)
            return content.seo()
          }),
        )
        r.get(
          '/landing-page/get-page',
          cached(PUBLIC, async (req) => content.landing(query(LandingQuery, req).url)),
        )
        r.get('/common/download-pdf', async (_req, reply) => {
          const pdf = await content.termsPdf()
          return reply
            .type('application/pdf')
            .header('content-disposition', 'attachment; filename="go-casino-vilkaar.pdf"')
            .header('cache-control', PUBLIC)
            .send(pdf)
        })

        // Calls that write, or read one player's data: never cached.
        r.addHook('onSend', async (req, reply) => {
          if (req.method !== 'GET') reply.header('cache-control', PRIVATE)
        })
        const post = (url: string, handler: (req: Req) => Promise<unknown>) =>
          r.post(url, { bodyLimit: BODY_LIMIT }, async (req: Req) => ok(await handler(req)))

        post('/feedback/create-feedback', async (req) => {
          await rate('feedback', req)
          const b = body(FeedbackBody, req)
          const s = await sessions.resolve(req)
          if (b.user_id !== undefined && b.user_id !== s?.userId)
            throw new HttpError(
              s ? 403 : 401,
              s ? 'Du kan kun se og ændre dine egne data.' : 'Du skal logge ind først',
            )
          await mine.createFeedback(s?.userId ?? null, b.rating, b.message)
          return { sent: true }
        })
        r.get(
          '/feedback/was-feedback-sent',
          cached(PRIVATE, async (req) => {
            const userId = await me(req, query(UserIdQuery, req).user_id)
            return { sent: await mine.wasFeedbackSent(userId) }
          }),
        )
        post('/article/add-campaign-subscriber', async (req) => {
          const userId = await me(req)
          await mine.subscribeToCampaign(body(CampaignIdBody, req).campaign_id, userId)
          return { subscribed: true }
        })
        r.get(
          '/article/check-subscriber-status',
          cached(PRIVATE, async (req) => {
            const userId = await me(req)
            const { campaign_id } = query(CampaignIdQuery, req)
            return { subscribed: await mine.campaignSubscriberStatus(campaign_id, userId) }
          }),
        )
        post('/common/add-subscriber', async (req) => {
          await rate('subscriber', req)
          await mine.addSubscriber(body(AddSubscriberBody, req).email)
          return { subscribed: true }
        })
        r.get(
          '/recent/get-recent',
          cached(PRIVATE, async (req) => {
            const q = query(RecentQuery, req)
            const games = await mine.recent(await me(req, q.client_id), q.platform)
            return { games, count: games.length }
          }),
        )
        post('/recent/set-recent', async (req) => {
          const b = body(SetRecentBody, req)
          await mine.setRecent(await me(req, b.client_id), b.game_id, b.platform)
          return null
        })
        post('/recent/remove-recent', async (req) => {
          const b = body(RemoveRecentBody, req)
          await mine.removeRecent(await me(req, b.client_id), b.game_id, b.platform)
          return null
        })
        post('/game/click', async (req) => {
          await rate('click', req)
          const b = body(GameClickBody, req)
          if (b.userId) await me(req, b.userId)
          await mine.click(b.gameId)
          return null
        })

        // The GO button (SPEC.md section 2, GO popup): login required.
        post('/create-hash', async (req) => {
          const userId = await me(req)
          body(CreateHashBody, req)
          return go.createHash(userId)
        })
        r.get(
          '/get-hash',
          cached(PRIVATE, async (req) => go.getHash(query(HashQuery, req).hash, await me(req))),
        )
        post('/set-gobutton-as-used', async (req) => {
          const b = body(SetGoButtonUsedBody, req)
          return go.setUsed(await me(req, b.client_id), b.gobutton_id)
        })
      },
      { prefix: '/cms' },
    )
  },
  { name: 'cms-content', dependencies: ['games', 'player'] },
)
