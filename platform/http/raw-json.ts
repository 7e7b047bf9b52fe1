import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from './errors.ts'

/** The 400 for a body that is not JSON, wherever a body's text is parsed by hand or by the scope's parser. */
export const BAD_JSON = 'Body er ikke gyldig JSON'

/** A request whose body signature covers the bytes as sent (wallet API, payment callback). */
export type WithRawBody = FastifyRequest & { rawBody?: string }

/**
 * JSON bodies in this scope keep their text as `rawBody` beside the parsed value, which Fastify's
 * own JSON parser makes (prototype poisoning refused as everywhere else).
 */
export function keepRawJson(scope: FastifyInstance, bodyLimit?: number) {
  const parse = scope.getDefaultJsonParser('error', 'error')
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', ...(bodyLimit === undefined ? {} : { bodyLimit }) },
    (req, body, done) => {
      const text = String(body)
      ;(req as WithRawBody).rawBody = text
      parse(req, text, (err, value) => done(err ? new HttpError(400, BAD_JSON) : null, value))
    },
  )
}

export const rawBody = (req: FastifyRequest) => (req as WithRawBody).rawBody ?? ''
