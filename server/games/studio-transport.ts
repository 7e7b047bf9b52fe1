import type { FastifyInstance } from 'fastify'
import type { StudioTransport } from './studio-adapter.ts'

/**
 * The studio is mounted in this same process (/studio/), so the casino reaches it through Fastify's
 * own request injection: the studio's whole HTTP stack (signature check, schemas) runs as it would
 * for a remote caller, without a port to know.
 */
export const inProcessStudio =
  (app: FastifyInstance): StudioTransport =>
  async ({ method, path, headers, body }) => {
    const res = await app.inject({
      method,
      url: path,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    })
    return { status: res.statusCode, body: res.body }
  }
