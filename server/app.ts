import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify'
import type { Clock, TestClock } from '../platform/clock.ts'
import { tablesOf } from '../platform/db/handle.ts'
import { installErrorHandling } from '../platform/http/errors.ts'
import { installZod } from '../platform/http/zod.ts'
import type { DB as StudioTables } from '../studio/server/db/generated.ts'
import studioServer from '../studio/server/routes.ts'
import cdn from './cdn/routes.ts'
import cmsContent from './cms/content-routes.ts'
import cms from './cms/routes.ts'
import type { Config } from './config.ts'
import type { DbHandle } from './db/index.ts'
import type { Database } from './db/types.ts'
import { moduleMounts } from './docs/modules.ts'
import { installOpenApi } from './docs/openapi.ts'
import docs from './docs/routes.ts'
import gamesLaunch from './games/launch-routes.ts'
import { studioLiveTables } from './games/live-tables.ts'
import gamesPlayer from './games/player-routes.ts'
import games from './games/routes.ts'
import { createStudioProvider } from './games/studio-adapter.ts'
import { inProcessStudio } from './games/studio-transport.ts'
import trailers from './games/trailer-routes.ts'
import geo from './geo/routes.ts'
import health from './health/routes.ts'
import { installArrivalStamp } from './http/arrival.ts'
import { badBytesServerOptions, installBadBodyGuard } from './http/bad-bytes.ts'
import { installRequestGuard } from './http/request-guard.ts'
import { createOidcBroker } from './identity/oidc.ts'
import identity from './identity/routes.ts'
import money from './money/plugin.ts'
import paymentRoutes from './payments/routes.ts'
import paymentSandbox from './payments/sandbox/routes.ts'
import { startUpSweep } from './player/closing.ts'
import player from './player/routes.ts'
import { createPlayerServices } from './player/services.ts'
import rofusSandbox from './rofus/routes.ts'
import support from './support/routes.ts'
import testClock from './test-clock/routes.ts'
import { inProcessWalletApi } from './wallet/in-process-wallet-api.ts'
import seamlessRoutes from './wallet/seamless-routes.ts'
import { pageScriptHashes } from './web/page-scripts.ts'
import web from './web/routes.ts'

export type AppDeps = {
  config: Config
  db: DbHandle
  clock: Clock
}

export type BuildOptions = {
  logger?: FastifyServerOptions['logger']
  /** How Fastify logs its request lines (server/terminal.ts: at `debug` at a terminal). */
  logController?: FastifyServerOptions['logController']
  /** Told of every route as it is registered: how tests list the routes the app really has. */
  onRoute?: (route: RouteOptions) => void
}

/** The whole back end as one Fastify instance; main.ts listens with it, tests call app.inject. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    ...(opts.logController ? { logController: opts.logController } : {}),
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
  installArrivalStamp(app, deps.clock)
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  // Every cookie is Secure when the request came over HTTPS (directly or through the trusted proxy).
  await app.register(cookie, { parseOptions: { secure: 'auto' } })

  // Outside production the OpenAPI document hears every route from here on (server/docs/).
  const docsOn = deps.config.env !== 'production'
  if (docsOn) await installOpenApi(app)
  const mount = moduleMounts(app)

  await mount('health', health, deps)
  if (deps.config.testClock) {
    if (!('advance' in deps.clock)) throw new Error('CASINO_TEST_CLOCK=1 needs a test clock')
    await mount('test-clock', testClock, deps as AppDeps & { clock: TestClock })
  }
  // The built-in studio is the game provider: launches go to it, and the lobby's jackpots come from it.
  const studioSecret = deps.config.money.walletProviders.studio
  if (!studioSecret) throw new Error('WALLET_PROVIDERS must name the studio (studio:<secret>)')
  const studio = createStudioProvider(inProcessStudio(app), studioSecret, () => deps.clock.nowMs())
  await mount('games', games, {
    ...deps,
    jackpots: () => studio.jackpots(),
    liveTables: studioLiveTables(inProcessStudio(app)),
  })
  const id = deps.config.identity
  const broker = id.kind === 'oidc' ? await createOidcBroker(id) : undefined
  const playerServices = createPlayerServices(deps, broker)
  const withPlayer = { ...deps, player: playerServices }
  await mount('geo', geo, { ...deps, geo: playerServices.geo })
  await mount('identity', identity, { ...deps, identity: playerServices.identity })
  await mount('player', player, withPlayer)
  // The ROFUS register's sandbox (an outside party), never in production: the real one is Spillemyndigheden's.
  if (deps.config.env !== 'production')
    await mount('rofus', rofusSandbox, {
      rofus: playerServices.rofus,
      identity: playerServices.identity,
      clock: deps.clock,
    })
  // A closing account's open game rounds are settled first, so the payout (money's hook) includes them;
  // at start the sweep settles those a crash or a studio that was down left (player/closing.ts).
  const { closing } = playerServices
  closing.onSettle((userId) => studio.settleOpenRoundsOf(userId))
  closing.onError((err, userId) => app.log.error({ err, userId }, 'closing: open rounds not settled'))
  await mount('money', money, withPlayer)
  closing.onLeftover((userId, key) => app.money.payout.payAll(userId, key))
  startUpSweep(app, closing, () => studio.playersWithOpenRounds())
  const { payments, psp, seamless } = app.money
  await mount('payments', paymentRoutes, { ...withPlayer, payments, psp })
  await mount('payments', paymentSandbox, { ...deps, psp })
  await mount('wallet', seamlessRoutes, { ...deps, seamless })
  await mount('cms', cms, withPlayer)
  await mount('cms', cmsContent, withPlayer)
  await mount('games', gamesPlayer, withPlayer)
  await mount('games', gamesLaunch, { ...withPlayer, provider: studio })
  await mount('support', support, withPlayer)
  // The studio shares the casino's database but sees only its own tables' types.
  await mount('studio', studioServer, {
    ...deps,
    db: tablesOf<StudioTables, Database>(deps.db),
    prefix: '/studio',
    walletTransport: inProcessWalletApi(deps.config, deps.clock, seamless, (err, path) =>
      app.log.error({ err, path }, 'wallet API: in-process call failed'),
    ),
  })
  await mount('games', trailers, deps)
  await mount('cdn', cdn, deps)
  if (docsOn) await mount('docs', docs, {})
  await mount('web', web, deps)
  return app
}
