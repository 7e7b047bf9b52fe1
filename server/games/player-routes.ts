import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { ClientParams, FavouriteParams, GoOffer } from '../../contract/cms.ts'
import { type Game, GameList } from '../../contract/games.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { typed } from '../../platform/http/zod.ts'
import type { AppDeps } from '../app.ts'
import { createGo } from '../cms/go-service.ts'
import { sameUser } from '../cms/player-content-service.ts'
import { privateWritesFromOwnPages } from '../http/origin.ts'
import type { PlayerServices } from '../player/services.ts'
import { addFavourite, favouriteGameIds, removeFavourite } from './repo.ts'

/** Favouriting requires login (SPEC.md section 6); the wording the client shows is its own. */
const FAVOURITE_LOGIN = 'For at kunne tilføje spillet til favoritter, skal du være logget ind.'

/**
 * The Games API calls that belong to one player (SPEC.md section 7): favourites and offers. Never
 * cached (the service worker lists them as private), and the writes must come from our own pages.
 */
export default fp<AppDeps & { player: PlayerServices }>(
  async (app, { db, clock, config, player }) => {
    const go = createGo(db.db, clock)
    const games = app.games
    /** A logged-in player's own list; checked before the path is, so a visitor hears "log in". */
    const user = async (req: FastifyRequest) => {
      const s = await player.sessions.resolve(req)
      if (!s) throw new HttpError(401, FAVOURITE_LOGIN)
      return s.userId
    }
    const sessions = new WeakMap<FastifyRequest, number>()
    const login = { preValidation: async (req: FastifyRequest) => void sessions.set(req, await user(req)) }
    const mine = (req: FastifyRequest, named: number) => {
      const userId = sessions.get(req)
      if (userId === undefined) throw new HttpError(401, FAVOURITE_LOGIN)
      sameUser(userId, named)
      return userId
    }
    const list = { ...login, schema: { params: ClientParams, response: okResponse(GameList) } }
    const one = { ...login, schema: { params: FavouriteParams, response: okResponse(GameList) } }
    const favourites = async (userId: number): Promise<GameList> => {
      const list: Game[] = []
      for (const r of await favouriteGameIds(db.db, userId)) {
        const g = await games.game(String(r.game_id)).catch(() => null)
        if (g) list.push(g)
      }
      return { games: list, count: list.length }
    }

    await app.register(
      async (plain) => {
        const r = typed(plain)
        r.addHook('onRequest', privateWritesFromOwnPages(config.allowedOrigins))
        const offers = okResponse(z.array(GoOffer))
        r.get('/offers', { schema: { response: offers } }, async () => ok(await go.offers(null)))
        r.get(
          '/offers/client/:userId',
          { ...login, schema: { params: ClientParams, response: offers } },
          async (req) => ok(await go.offers(mine(req, req.params.userId))),
        )
        r.get('/clients/:userId/games', list, async (req) =>
          ok(await favourites(mine(req, req.params.userId))),
        )
        r.post('/clients/:userId/games/:gameId', one, async (req) => {
          const userId = mine(req, req.params.userId)
          const game = await games.game(req.params.gameId)
          await addFavourite(db.db, userId, game.id, clock.now())
          return ok(await favourites(userId))
        })
        r.delete('/clients/:userId/games/:gameId', one, async (req) => {
          const userId = mine(req, req.params.userId)
          const game = await games.game(req.params.gameId)
          await removeFavourite(db.db, userId, game.id)
          return ok(await favourites(userId))
        })
      },
      { prefix: '/games-api' },
    )
  },
  { name: 'games-player', dependencies: ['games', 'player'] },
)
