import type { FastifyInstance } from 'fastify'
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
  // for userName: …"); a body that is JSON null stays null and is refused as a whole.
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined && req.routeOptions.schema?.body) req.body = {}
  })
}

/** The instance a route plugin registers its routes on, typed by its schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>()
