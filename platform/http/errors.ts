import type { FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
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

/** The 400 text for a contract mismatch: the field (or the part of the request) and zod's reason. */
const invalid = (field: string, message: string | undefined) =>
  `Ugyldig værdi for ${field}: ${message ?? 'invalid'}`

/**
 * A schema may word its whole refusal itself (e.g. `Ukendt filter: …`): its issue carries
 * `params: { [OWN_TEXT]: true }` and its message is sent as it is.
 */
const OWN_TEXT = 'ownText'

/** Parses input that is not a route's params, query or body (e.g. a verified callback) with a contract schema. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, value: unknown, where = 'query'): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new HttpError(400, invalid(issue?.path.length ? issue.path.join('.') : where, issue?.message))
}

/** Route schema failures name the field, or the part of the request when the whole part is wrong. */
const PART: Record<string, string> = {
  params: 'path',
  querystring: 'query',
  body: 'body',
  headers: 'headers',
}

function validationMessage(err: unknown): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(err)) return undefined
  const first = err.validation[0]
  if (!first) return undefined
  const params = first.params as { params?: Record<string, unknown> }
  if (params.params?.[OWN_TEXT] === true) return first.message
  const path = first.instancePath.split('/').filter(Boolean).join('.')
  return invalid(path || (PART[err.validationContext ?? ''] ?? 'input'), first.message)
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
    const errorMessage = validationMessage(err) ?? err.message
    return reply.code(status).send({ success: false, errorMessage, ...(data === undefined ? {} : { data }) })
  })
}
