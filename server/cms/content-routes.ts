import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import {
  AddSubscriberBody,
  ApiPhpQuery,
  Article,
  ArticleQuery,
  ArticlesQuery,
  Campaign,
  CampaignIdBody,
  CampaignIdQuery,
  CampaignParams,
  CreateHashBody,
  FeedbackBody,
  FeedbackSent,
  GameClickBody,
  GoHash,
  GoOffer,
  HashQuery,
  Highlight,
  HighlightQuery,
  LandingPage,
  LandingQuery,
  RecentQuery,
  RemoveRecentBody,
  SeoEntry,
  SeoQuery,
  SetGoButtonUsedBody,
  SetRecentBody,
  Subscribed,
  TextPage,
  UserIdQuery,
} from '../../contract/cms.ts'
import { GameList } from '../../contract/games.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { typed } from '../../platform/http/zod.ts'
import type { AppDeps } from '../app.ts'
import { beforeInput } from '../http/before-input.ts'
import type { PlayerServices } from '../player/services.ts'
import { createContent } from './content-service.ts'
import { createGo } from './go-service.ts'
import { createPlayerContent, sameUser } from './player-content-service.ts'

/** Content bodies are small: a feedback text of 1000 characters is the largest. */
const BODY_LIMIT = 16 * 1024
const PUBLIC = 'public, max-age=60'
const PRIVATE = 'no-store'

/** The Content API of SPEC.md section 7 at /cms/ (issue 5); params, queries, bodies and answers in contract/cms.ts. */
export default fp<AppDeps & { player: PlayerServices }>(
  async (app, { db, clock, config, player }) => {
    const content = createContent(db.db, clock)
    const mine = createPlayerContent(db.db, clock, app.games)
    const go = createGo(db.db, clock)
    const { sessions, limit } = player
    const { login, limited, session } = beforeInput(sessions.require, limit)
    const rate = (kind: string) => limited(`cms-${kind}`, config.rate.contentPerMin)
    /** The session's user; a call naming another user is refused. */
    const me = async (req: Parameters<typeof sessions.require>[0], named?: number) => {
      const s = await sessions.require(req)
      sameUser(s.userId, named)
      return s.userId
    }
    /** A read with its cache policy, set on answers that succeed. */
    const get = <Q extends z.ZodType, D extends z.ZodType>(querystring: Q, data: D, policy = PUBLIC) => ({
      onSend: async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (reply.statusCode < 400) reply.header('cache-control', policy)
        return payload
      },
      schema: { querystring, response: okResponse(data) },
    })
    const post = <B extends z.ZodType, D extends z.ZodType>(body: B, data: D, before = {}) => ({
      ...before,
      bodyLimit: BODY_LIMIT,
      schema: { body: body, response: okResponse(data) },
    })
    const NoQuery = z.object({})

    await app.register(
      async (plain) => {
        const r = typed(plain)
        // Calls that write are never cached; each read names its own policy below.
        r.addHook('onSend', async (req, reply) => {
          if (req.method !== 'GET') reply.header('cache-control', PRIVATE)
        })

        // Site content, the same for everyone (the service worker keeps it cache-first).
        r.get(
          '/api.php',
          get(ApiPhpQuery, z.union([z.array(TextPage), z.array(Campaign), z.array(Highlight)])),
          async (req) => {
            if (req.query.r === 'Texts') return ok(await content.texts())
            if (req.query.r === 'Campaigns') return ok(await content.campaigns())
            return ok(await content.highlights('home', 'desktop'))
          },
        )
        r.get('/campaigns', get(NoQuery, z.array(Campaign)), async () => ok(await content.campaigns()))
        r.get(
          '/campaigns/:seoUrl',
          { ...get(NoQuery, Campaign), schema: { params: CampaignParams, response: okResponse(Campaign) } },
          async (req) => ok(await content.campaign(req.params.seoUrl)),
        )
        r.get('/highlight/get-all', get(HighlightQuery, z.array(Highlight)), async (req) =>
          ok(await content.highlights(req.query.area, req.query.platform)),
        )
        r.get('/article/get-article', get(ArticleQuery, Article), async (req) =>
          ok(await content.article(req.query)),
        )
        r.get('/article/get-articles', get(ArticlesQuery, z.array(Article)), async (req) =>
          ok(await content.articles(req.query.type)),
        )
        r.get('/seo/get-seo-data', get(SeoQuery, z.array(SeoEntry)), async () => ok(await content.seo()))
        r.get('/landing-page/get-page', get(LandingQuery, LandingPage), async (req) =>
          ok(await content.landing(req.query.url)),
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
        r.post(
          '/feedback/create-feedback',
          post(FeedbackBody, FeedbackSent, rate('feedback')),
          async (req) => {
            const b = req.body
            const s = await sessions.resolve(req)
            if (b.user_id !== undefined && b.user_id !== s?.userId)
              throw new HttpError(
                s ? 403 : 401,
                s ? 'Du kan kun se og ændre dine egne data.' : 'Du skal logge ind først',
              )
            await mine.createFeedback(s?.userId ?? null, b.rating, b.message)
            return ok({ sent: true })
          },
        )
        r.get('/feedback/was-feedback-sent', get(UserIdQuery, FeedbackSent, PRIVATE), async (req) => {
          const userId = await me(req, req.query.user_id)
          return ok({ sent: await mine.wasFeedbackSent(userId) })
        })
        r.post('/article/add-campaign-subscriber', post(CampaignIdBody, Subscribed, login), async (req) => {
          await mine.subscribeToCampaign(req.body.campaign_id, session(req).userId)
          return ok({ subscribed: true })
        })
        r.get(
          '/article/check-subscriber-status',
          { ...login, ...get(CampaignIdQuery, Subscribed, PRIVATE) },
          async (req) => {
            const userId = session(req).userId
            return ok({ subscribed: await mine.campaignSubscriberStatus(req.query.campaign_id, userId) })
          },
        )
        r.post(
          '/common/add-subscriber',
          post(AddSubscriberBody, Subscribed, rate('subscriber')),
          async (req) => {
            await mine.addSubscriber(req.body.email)
            return ok({ subscribed: true })
          },
        )
        r.get('/recent/get-recent', get(RecentQuery, GameList, PRIVATE), async (req) => {
          const games = await mine.recent(await me(req, req.query.client_id), req.query.platform)
          return ok({ games, count: games.length })
        })
        r.post('/recent/set-recent', post(SetRecentBody, z.null()), async (req) => {
          const b = req.body
          await mine.setRecent(await me(req, b.client_id), b.game_id, b.platform)
          return ok(null)
        })
        r.post('/recent/remove-recent', post(RemoveRecentBody, z.null()), async (req) => {
          const b = req.body
          await mine.removeRecent(await me(req, b.client_id), b.game_id, b.platform)
          return ok(null)
        })
        r.post('/game/click', post(GameClickBody, z.null(), rate('click')), async (req) => {
          if (req.body.userId) await me(req, req.body.userId)
          await mine.click(req.body.gameId)
          return ok(null)
        })

        // The GO button (SPEC.md section 2, GO popup): login required.
        r.post('/create-hash', post(CreateHashBody, GoHash, login), async (req) =>
          ok(await go.createHash(session(req).userId)),
        )
        r.get('/get-hash', get(HashQuery, GoHash, PRIVATE), async (req) =>
          ok(await go.getHash(req.query.hash, await me(req))),
        )
        r.post('/set-gobutton-as-used', post(SetGoButtonUsedBody, GoOffer), async (req) =>
          ok(await go.setUsed(await me(req, req.body.client_id), req.body.gobutton_id)),
        )
      },
      { prefix: '/cms' },
    )
  },
  { name: 'cms-content', dependencies: ['games', 'player'] },
)
