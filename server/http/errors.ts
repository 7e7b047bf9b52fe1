import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'

/** An error with an HTTP status and a message a player or client developer can act on. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra facts for the client, e.g. attempts left; sent as the envelope's `data`. */
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new HttpError(404, what)

/** Parses request input with a contract schema; a mismatch is a 400 naming the field. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, value: unknown, where = 'query'): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.length ? issue.path.join('.') : where
  throw new HttpError(400, `Ugyldig værdi for ${field}: ${issue?.message ?? 'invalid'}`)
}

/** Every failure leaves as `{ success: false, errorMessage }`; only real faults are 500s, and are logged. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
    const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500)
    if (status >= 500) {
      req.log.error({ err }, 'request failed')
      return reply.code(500).send({ success: false, errorMessage: 'Der opstod en fejl. Prøv igen senere.' })
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) keep their status.
    const data = err instanceof HttpError ? err.data : undefined
    return reply
      .code(status)
      .send({ success: false, errorMessage: err.message, ...(data === undefined ? {} : { data }) })
  })
}
