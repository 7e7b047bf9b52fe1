import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ClientParams, FavouriteParams } from '../../contract/cms.ts'
import type { Game, GameList } from '../../contract/games.ts'
import type { AppDeps } from '../app.ts'
import { createGo } from '../cms/go-service.ts'
import { sameUser } from '../cms/player-content-service.ts'
import { HttpError, parseInput } from '../http/errors.ts'
import { originAllowed } from '../http/origin.ts'
import type { PlayerServices } from '../player/services.ts'
import { addFavourite, favouriteGameIds, removeFavourite } from './repo.ts'

type Req = FastifyRequest<{ Params: Record<string, string> }>
const ok = <T>(data: T) => ({ success: true as const, data, errorMessage: null })

/** Favouriting requires login (SPEC.md section 6); the wording the client shows is its own. */
export const FAVOURITE_LOGIN = 'For at kunne tilføje spillet til favoritter, skal du være logget ind.'

/**
 * The Games API calls that belong to one player (SPEC.md section 7): favourites and offers. Never
 * cached (the service worker lists them as private), and the writes must come from our own pages.
 */
export default fp<AppDeps & { player: PlayerServices }>(
  async (app, { db, clock, config, player }) => {
    const go = createGo(db.db, clock)
    const games = app.games
    const user = async (req: Req) => {
      const s = await player.sessions.resolve(req)
      if (!s) throw new HttpError(401, FAVOURITE_LOGIN)
      sameUser(s.userId, parseInput(ClientParams, { userId: req.params.userId }, 'path').userId)
      return s.userId
    }
    const favourites = async (userId: number): Promise<GameList> => {
      const list: Game[] = []
      for (const r of await favouriteGameIds(db.db, userId)) {
        const g = await games.game(String(r.game_id)).catch(() => null)
        if (g) list.push(g)
      }
      return { games: list, count: list.length }
    }

    await app.register(
      async (r) => {
        r.addHook('onRequest', async (req, reply) => {
          reply.header('cache-control', 'no-store')
          // Cookie-authenticated writes outside /rest and /cms get the same CSRF check (server/http/origin.ts).
          if (req.method !== 'GET' && req.method !== 'HEAD' && !originAllowed(req, config.allowedOrigins))
            throw new HttpError(403, 'Forespørgslen blev afvist, fordi den ikke kom fra casinoets egen side.')
        })
        r.get('/offers', async () => ok(await go.offers(null)))
        r.get('/offers/client/:userId', async (req: Req) => ok(await go.offers(await user(req))))
        r.get('/clients/:userId/games', async (req: Req) => ok(await favourites(await user(req))))
        r.post('/clients/:userId/games/:gameId', async (req: Req) => {
          const userId = await user(req)
          const { gameId } = parseInput(FavouriteParams, req.params, 'path')
          const game = await games.game(gameId)
          await addFavourite(db.db, userId, game.id, clock.now())
          return ok(await favourites(userId))
        })
        r.delete('/clients/:userId/games/:gameId', async (req: Req) => {
          const userId = await user(req)
          const { gameId } = parseInput(FavouriteParams, req.params, 'path')
          const game = await games.game(gameId)
          await removeFavourite(db.db, userId, game.id)
          return ok(await favourites(userId))
        })
      },
      { prefix: '/games-api' },
    )
  },
  { name: 'games-player', dependencies: ['games', 'player'] },
)
