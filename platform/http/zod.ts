import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'

/**
 * Route schemas are the contract's zod schemas (contract/*.ts): Fastify validates params, query and
 * body with them before the handler runs, and serializes the answer with the response schema, so a
 * handler's input and output types come from the same place as the checks.
 */
export function installZod(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // A request without a body is checked as `{}`, so it is refused field by field ("Ugyldig værdi
  // for userName: …"); a body that is JSON null stays null and is refused as a whole. Only routes
  // with a body schema get the hook, ahead of their own, so a GET does not run it.
  const emptyBody = (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (req.body === undefined) req.body = {}
    done()
  }
  app.addHook('onRoute', (route) => {
    if (!route.schema?.body) return
    const own = route.preValidation
    route.preValidation = [emptyBody, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])]
  })
}

/** The instance a route plugin registers its routes on, typed by its schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>()
