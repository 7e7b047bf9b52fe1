import type { FastifyInstance } from 'fastify'
import { type OpenApiDocument, referencePage } from './reference-page.ts'

/**
 * GET /docs (the reference page) and GET /docs/openapi.json (the OpenAPI 3.1 document), mounted by
 * server/app.ts outside production only, after installOpenApi. Both are made once, on first ask.
 */
export default async function docs(app: FastifyInstance) {
  let page: string | undefined
  const document = () => app.swagger() as unknown as OpenApiDocument
  app.get('/docs', async (_req, reply) => {
    page ??= referencePage(document())
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page)
  })
  app.get('/docs/openapi.json', async (_req, reply) =>
    reply.header('cache-control', 'no-store').send(document()),
  )
}
