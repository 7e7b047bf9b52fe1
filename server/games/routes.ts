import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  ListCategory,
  PlatformQuery,
  PopularParams,
  PopularQuery,
  ProvidersQuery,
  SmartSearchFields,
  SmartSearchPage,
} from '../../contract/games.ts'
import type { AppDeps } from '../app.ts'
import { parseInput } from '../http/errors.ts'
import { AnswerCache } from './answer-cache.ts'
import { parseSmartFilters } from './filters.ts'
import { createGamesService, type GamesService } from './service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The one catalogue cache of this process, shared with the modules that resolve game ids. */
    games: GamesService
  }
}

type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, unknown> }>

/** The Games API of SPEC.md section 7 at /games-api/ (read side); shapes in contract/games.ts. */
export default fp<AppDeps>(
  async (app, deps) => {
    const games = createGamesService(deps.db.db, deps.clock)
    app.decorate('games', games)
    const cache = new AnswerCache()
    const json = (reply: FastifyReply, body: string) =>
      reply.type('application/json; charset=utf-8').send(body)
    // Catalogue answers change only with the catalogue version, so they are cached by it and the URL.
    const cached = (make: (req: Req) => Promise<unknown>) => async (req: Req, reply: FastifyReply) => {
      const version = await games.version()
      return json(reply, await cache.get(`${version} ${req.url}`, () => make(req)))
    }
    const platform = (req: Req) => parseInput(PlatformQuery, req.query).platform

    await app.register(
      async (r) => {
        r.get(
          '/games',
          cached(async (req) => games.games(undefined, platform(req))),
        )
        r.get(
          '/games/upcoming',
          cached(async (req) => games.upcoming(platform(req))),
        )
        r.get('/games/smart-search', cached(smartSearch))
        r.get('/v2/games/smart-search', cached(smartSearch))
        r.get('/games/popular/:period/:limit', async (req: Req) => {
          const { period, limit } = parseInput(PopularParams, req.params, 'path')
          const q = parseInput(PopularQuery, req.query)
          const data = await games.popular(period, limit, {
            platform: q.platform,
            excludeHot: q.exclude_hot,
            goHot: q.go_hot,
          })
          return { success: true, data }
        })
        r.get(
          '/games/:id',
          cached(async (req) => {
            const id = req.params.id ?? ''
            const category = ListCategory.safeParse(id)
            if (category.success) return games.games(category.data, platform(req))
            return games.game(id)
          }),
        )
        r.get(
          '/v2/categories',
          cached(async (req) => games.categories(platform(req))),
        )
        r.get(
          '/v2/categories/:id/games',
          cached(async (req) => games.categoryGames(req.params.id ?? '', platform(req))),
        )
        r.get(
          '/categories/liveint/games',
          cached(async (req) => games.live(platform(req))),
        )
        r.get(
          '/categories/jackpots/games',
          cached(async (req) => games.games('jackpots', platform(req))),
        )
        r.get(
          '/casino/content/jackpot/all',
          cached(async () => games.jackpotAll()),
        )
        r.get(
          '/providers',
          cached(async (req) =>
            games.providers(parseInput(ProvidersQuery, req.query).include_hidden ?? false),
          ),
        )
      },
      { prefix: '/games-api' },
    )

    async function smartSearch(req: Req) {
      const q = req.query
      const page = parseInput(SmartSearchPage, { size: q['page[size]'], number: q['page[number]'] }, 'page')
      const plat = parseInput(PlatformQuery, { platform: q.platform }).platform
      const shape = parseInput(SmartSearchFields, { fields: q.fields }).fields ?? 'full'
      return games.smartSearchJson(parseSmartFilters(q), page, plat, shape)
    }
  },
  { name: 'games' },
)
