import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LaunchBody, LaunchParams, LaunchResponse, SessionData } from '../../contract/launch.ts'
import { ok, okResponse } from '../../platform/http/envelope.ts'
import { HttpError } from '../../platform/http/errors.ts'
import { typed } from '../../platform/http/zod.ts'
import type { AppDeps } from '../app.ts'
import { privateWritesFromOwnPages } from '../http/origin.ts'
import type { PlayerServices } from '../player/services.ts'
import { gameSessionId } from '../player/sessions.ts'
import { createLaunchService, LAUNCH_TEXT } from './launch-service.ts'
import type { GameProvider } from './provider-port.ts'

/**
 * POST /games-api/games/launch/{brand} and GET /games-api/getSes.php (SPEC.md section 7). Never
 * cached (the worker lists both as money routes), and a launch must come from our own pages.
 */
export default fp<AppDeps & { player: PlayerServices; provider: GameProvider }>(
  async (app, { config, player, provider }) => {
    const launcher = createLaunchService({
      games: app.games,
      provider,
      brandFamily: config.brandFamily,
      moneyGate: (userId, ip) => player.moneyGate.assertMoneyAllowed(userId, ip),
    })
    const caller = async (req: FastifyRequest) => {
      const s = await player.sessions.resolve(req)
      return { userId: s?.userId ?? null, sessId: s ? gameSessionId(s.idHash) : null, ip: req.ip }
    }

    await app.register(
      async (plain) => {
        const r = typed(plain)
        r.addHook('onRequest', privateWritesFromOwnPages(config.allowedOrigins))
        r.post(
          '/games/launch/:brand',
          { schema: { params: LaunchParams, body: LaunchBody, response: { 200: LaunchResponse } } },
          async (req) => {
            const answer = await launcher.launch(req.params.brand, req.body, await caller(req))
            return { ...ok({ url: answer.url }), meta: { endgame: answer.endgame } }
          },
        )
        r.get('/getSes.php', { schema: { response: okResponse(SessionData) } }, async (req) => {
          const { sessId } = await caller(req)
          if (!sessId) throw new HttpError(401, LAUNCH_TEXT.loginFirst)
          return ok({ sessId })
        })
      },
      { prefix: '/games-api' },
    )
  },
  { name: 'games-launch', dependencies: ['games', 'player'] },
)
