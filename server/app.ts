import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify'
import studioServer from '../studio/server/routes.ts'
import cdn from './cdn/routes.ts'
import type { Clock, TestClock } from './clock.ts'
import cmsContent from './cms/content-routes.ts'
import cms from './cms/routes.ts'
import type { Config } from './config.ts'
import type { DbHandle } from './db/index.ts'
import gamesLaunch from './games/launch-routes.ts'
import gamesPlayer from './games/player-routes.ts'
import games from './games/routes.ts'
import { studioLiveTables } from './games/service.ts'
import { createStudioProvider } from './games/studio-adapter.ts'
import { inProcessStudio } from './games/studio-transport.ts'
import trailers from './games/trailer-routes.ts'
import geo from './geo/routes.ts'
import health from './health/routes.ts'
import { badBytesServerOptions, installBadBodyGuard } from './http/bad-bytes.ts'
import { installErrorHandling } from './http/errors.ts'
import { installRequestGuard } from './http/request-guard.ts'
import { installZod } from './http/zod.ts'
import { createOidcBroker } from './identity/oidc.ts'
import identity from './identity/routes.ts'
import money from './money/plugin.ts'
import player from './player/routes.ts'
import { createPlayerServices } from './player/services.ts'
import support from './support/routes.ts'
import testClock from './test-clock/routes.ts'
import { pageScriptHashes } from './web/page-scripts.ts'
import web from './web/routes.ts'

export type AppDeps = {
  config: Config
  db: DbHandle
  clock: Clock
}

export type BuildOptions = {
  logger?: FastifyServerOptions['logger']
  /** Told of every route as it is registered: how tests list the routes the app really has. */
  onRoute?: (route: RouteOptions) => void
}

/** The whole back end as one Fastify instance; main.ts listens with it, tests call app.inject. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: deps.config.trustProxy,
    // filter[theme]=a,b keeps its brackets as the key: contract/games.ts SmartSearchQuery reads it.
    routerOptions: { ignoreTrailingSlash: true },
    ...badBytesServerOptions,
  })
  const { onRoute } = opts
  if (onRoute) app.addHook('onRoute', onRoute)
  installErrorHandling(app)
  installRequestGuard(app, {
    pageScripts: pageScriptHashes(deps.config.distDir),
    allowedOrigins: deps.config.allowedOrigins,
  })
  installZod(app)
  installBadBodyGuard(app)
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  // Every cookie is Secure when the request came over HTTPS (directly or through the trusted proxy).
  await app.register(cookie, { parseOptions: { secure: 'auto' } })

  await app.register(health, deps)
  if (deps.config.testClock) {
    if (!('advance' in deps.clock)) throw new Error('CASINO_TEST_CLOCK=1 needs a test clock')
    await app.register(testClock, deps as AppDeps & { clock: TestClock })
  }
  // The built-in studio is the game provider: launches go to it, and the lobby's jackpots come from it.
  const studioSecret = deps.config.money.walletProviders.studio
  if (!studioSecret) throw new Error('WALLET_PROVIDERS must name the studio (studio:<secret>)')
  const studio = createStudioProvider(inProcessStudio(app), studioSecret, () => deps.clock.nowMs())
  await app.register(games, {
    ...deps,
    jackpots: () => studio.jackpots(),
    liveTables: studioLiveTables(inProcessStudio(app)),
  })
  const id = deps.config.identity
  const broker = id.kind === 'oidc' ? await createOidcBroker(id) : undefined
  const playerServices = createPlayerServices(deps, broker)
  await app.register(geo, { ...deps, geo: playerServices.geo })
  await app.register(identity, { ...deps, identity: playerServices.identity })
  await app.register(player, { ...deps, player: playerServices })
  await app.register(money, { ...deps, player: playerServices })
  await app.register(cms, { ...deps, player: playerServices })
  await app.register(cmsContent, { ...deps, player: playerServices })
  await app.register(gamesPlayer, { ...deps, player: playerServices })
  await app.register(gamesLaunch, { ...deps, player: playerServices, provider: studio })
  await app.register(support, { ...deps, player: playerServices })
  await app.register(studioServer, { ...deps, prefix: '/studio' })
  await app.register(trailers, deps)
  await app.register(cdn, deps)
  await app.register(web, deps)
  return app
}
