import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyRegisterOptions,
  RouteOptions,
} from 'fastify'
import type { ModuleName } from './route-map.ts'

/** Mounts one module's plugin; every route it registers, at any depth, is that module's. */
export type Mount = <O extends FastifyPluginOptions>(
  module: ModuleName,
  plugin: FastifyPluginAsync<O> | FastifyPluginCallback<O>,
  opts: FastifyRegisterOptions<O>,
) => Promise<void>

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The module whose mount registered the route (server/docs/modules.ts). */
    module?: ModuleName
  }
}

/** The module that registered a route (set in its `config` as it was registered). */
export const ownerOf = (route: Pick<RouteOptions, 'config'>): ModuleName | undefined => route.config?.module

/**
 * Route ownership for server/app.ts: `mount(module, plugin, opts)` registers a module and names the
 * owner of each route it adds. buildApp awaits each registration before the next, so the module
 * being mounted is the one adding routes. A route added outside a mount fails the build: every
 * module is registered in app.ts, none behind another module's plugin.
 */
export function moduleMounts(app: FastifyInstance): Mount {
  let mounting: ModuleName | undefined
  app.addHook('onRoute', (route) => {
    if (mounting === undefined)
      throw new Error(
        `${route.method} ${route.url} was registered outside a module: mount it in server/app.ts`,
      )
    route.config = { ...route.config, module: mounting }
  })
  return async (module, plugin, opts) => {
    mounting = module
    try {
      await app.register(plugin, opts)
    } finally {
      mounting = undefined
    }
  }
}
