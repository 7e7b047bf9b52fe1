import compress from '@fastify/compress'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import cdn from './cdn/routes.ts'
import type { Clock, TestClock } from './clock.ts'
import type { Config } from './config.ts'
import type { DbHandle } from './db/index.ts'
import games from './games/routes.ts'
import health from './health/routes.ts'
import { installErrorHandling } from './http/errors.ts'
import testClock from './test-clock/routes.ts'
import web from './web/routes.ts'

export type AppDeps = {
  config: Config
  db: DbHandle
  clock: Clock
}

export type BuildOptions = { logger?: FastifyServerOptions['logger'] }

/** The whole back end as one Fastify instance; main.ts listens with it, tests call app.inject. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: true,
    // Query strings like filter[theme]=a,b are parsed by the routes that read them.
    routerOptions: { ignoreTrailingSlash: true },
  })
  installErrorHandling(app)
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })

  await app.register(health, deps)
  if (deps.config.testClock) {
    if (!('advance' in deps.clock)) throw new Error('CASINO_TEST_CLOCK=1 needs a test clock')
    await app.register(testClock, deps as AppDeps & { clock: TestClock })
  }
  await app.register(games, deps)
  await app.register(cdn, deps)
  await app.register(web, deps)
  return app
}
