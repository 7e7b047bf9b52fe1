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
}

/** The instance a route plugin registers its routes on, typed by its schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>()
