import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import fp from 'fastify-plugin'
import {
  CategoryParams,
  GameList,
  GameOrListParams,
  ListCategory,
  PlatformQuery,
  PopularParams,
  PopularQuery,
  ProvidersQuery,
  SmartSearchQuery,
} from '../../contract/games.ts'
import { LiveTablesAnswer } from '../../contract/live.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { typed } from '../../platform/http/zod.ts'
import type { AppDeps } from '../app.ts'
import { type Answer, AnswerCache } from './answer-cache.ts'
import type { JackpotSource } from './live-jackpots.ts'
import type { LiveTablesSource } from './live-tables.ts'
import { createGamesService, type GamesService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The one catalogue cache of this process, shared with the modules that resolve game ids. */
    games: GamesService
  }
}

/**
 * The Games API of SPEC.md section 7 at /games-api/ (read side); params and queries are
 * contract/games.ts schemas, checked by Fastify before the handler runs. Catalogue answers are
 * serialized once per catalogue version and URL (AnswerCache) and sent as JSON bytes, which Fastify
 * passes through unserialized: a zod response schema would never run on them, so only the uncached
 * popular list declares one. Their data types are the contract's, through GamesService.
 */
export default fp<AppDeps & { jackpots?: JackpotSource; liveTables?: LiveTablesSource }>(
  async (app, deps) => {
    const games = createGamesService(deps.db.db, deps.clock, deps.jackpots, deps.liveTables)
    app.decorate('games', games)
    const cache = new AnswerCache()
    const send = (reply: FastifyReply, body: Answer) =>
      reply.type('application/json; charset=utf-8').send(body)
    const version = async () => games.versionNow() ?? (await games.version())
    const cached = async (reply: FastifyReply, url: string, make: () => Promise<unknown>) =>
      send(reply, await cache.get(`${await version()} ${url}`, make))
    // Only an answer to a URL that passed its schemas is ever cached, and the same URL always parses
    // the same: a hit is sent from the route's onRequest hook, after the request guard and before
    // body, validation and handler steps, so each URL is validated when its answer is made (the hot
    // path then costs what it did before the routes declared their schemas). Callback style, no
    // promise: when the version needs I/O to be named, the handler's own cache lookup answers.
    const sendIfCached = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const v = games.versionNow()
      const body = v === undefined ? undefined : cache.hit(`${v} ${req.url}`)
      if (body) send(reply, body)
      else done()
    }
    const platform = { schema: { querystring: PlatformQuery }, onRequest: sendIfCached }
    const byId = {
      schema: { params: GameOrListParams, querystring: PlatformQuery },
      onRequest: sendIfCached,
    }
    const smartSearch = { schema: { querystring: SmartSearchQuery }, onRequest: sendIfCached }

    await app.register(
      async (plain) => {
        const r = typed(plain)
        r.get('/games', platform, async (req, reply) =>
          cached(reply, req.url, () => games.games(undefined, req.query.platform)),
        )
        r.get('/games/upcoming', platform, async (req, reply) =>
          cached(reply, req.url, () => games.upcoming(req.query.platform)),
        )
        for (const url of ['/games/smart-search', '/v2/games/smart-search'])
          r.get(url, smartSearch, async (req, reply) =>
            cached(reply, req.url, () => {
              const q = req.query
              return games.smartSearchJson(q.filters, q.page, q.platform, q.shape)
            }),
          )
        r.get(
          '/games/popular/:period/:limit',
          { schema: { params: PopularParams, querystring: PopularQuery, response: okResponse(GameList) } },
          async (req) => {
            const { period, limit } = req.params
            const q = req.query
            const data = await games.popular(period, limit, {
              platform: q.platform,
              excludeHot: q.exclude_hot,
              goHot: q.go_hot,
            })
            return ok(data)
          },
        )
        r.get('/games/:id', byId, async (req, reply) =>
          cached(reply, req.url, async () => {
            const category = ListCategory.safeParse(req.params.id)
            if (category.success) return games.games(category.data, req.query.platform)
            return games.game(req.params.id)
          }),
        )
        r.get('/v2/categories', platform, async (req, reply) =>
          cached(reply, req.url, () => games.categories(req.query.platform)),
        )
        r.get(
          '/v2/categories/:id/games',
          { schema: { params: CategoryParams, querystring: PlatformQuery }, onRequest: sendIfCached },
          async (req, reply) =>
            cached(reply, req.url, () => games.categoryGames(req.params.id, req.query.platform)),
        )
        r.get('/categories/liveint/games', platform, async (req, reply) =>
          cached(reply, req.url, () => games.live(req.query.platform)),
        )
        // The live page's table details change every round: never cached.
        r.get('/live/tables', { schema: { response: okResponse(LiveTablesAnswer) } }, async () =>
          ok({ tables: await games.liveTables() }),
        )
        r.get('/categories/jackpots/games', platform, async (req, reply) =>
          cached(reply, req.url, () => games.games('jackpots', req.query.platform)),
        )
        r.get('/casino/content/jackpot/all', { onRequest: sendIfCached }, async (req, reply) =>
          cached(reply, req.url, () => games.jackpotAll()),
        )
        r.get(
          '/providers',
          { schema: { querystring: ProvidersQuery }, onRequest: sendIfCached },
          async (req, reply) =>
            cached(reply, req.url, () => games.providers(req.query.include_hidden ?? false)),
        )
      },
      { prefix: '/games-api' },
    )
  },
  { name: 'games' },
)
