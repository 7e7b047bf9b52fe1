import swagger, { type SwaggerTransform } from '@fastify/swagger'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { ErrorEnvelope } from '../../contract/envelope.ts'
import pkg from '../../package.json' with { type: 'json' }
import { answerResponses } from './answers.ts'
import { ownerOf } from './modules.ts'
import { ROUTE_MAP, routeDoc } from './route-map.ts'

const ABOUT = `The casino's HTTP APIs (SPEC.md section 7) and the game studio's, generated from the routes'
zod schemas in contract/ and described by server/docs/route-map.ts.

Every JSON answer is the envelope \`{ success, data, errorMessage }\`; a refusal is \`success: false\` with
a Danish \`errorMessage\` and a 4xx status. The player's session is an HttpOnly cookie; every GET also
answers HEAD. State-changing calls must come from the site's own origin.`

const REFUSAL = {
  description: 'Refused: `success: false` with a Danish `errorMessage`',
  content: { 'application/json': { schema: ErrorEnvelope } },
}

/** `METHOD /url` of a route as Fastify registers it; a GET that also lists HEAD is its GET. */
export function routeKey(route: Pick<RouteOptions, 'method' | 'url'>): string {
  const methods = [route.method].flat()
  return `${methods.find((m) => m !== 'HEAD') ?? 'HEAD'} ${route.url}`
}

/** The first sentence of a description, for the operation's one-line summary. */
const summaryOf = (what: string) => /^.+?[.!?](?=\s|$)/.exec(what)?.[0] ?? what

/**
 * Each route's OpenAPI operation: its own zod schemas (fastify-type-provider-zod's transform makes
 * them JSON Schema 2020-12), its module as the tag, its description from the route map, and the
 * answers the map documents for routes whose schema cannot (pages, files, redirects, cached JSON).
 * The built PWA's files (module `web`) are no API and stay out.
 */
const describe: SwaggerTransform = (document) => {
  const { route } = document
  const module = ownerOf(route)
  if (module === 'web') return { schema: { hide: true }, url: document.url }
  const doc = routeDoc(routeKey(route))
  // A route hidden by its own schema (the game client's files) is still one an integrator can reach.
  const { hide: _hidden, ...own } = (document.schema ?? {}) as FastifySchema & { hide?: boolean }
  const { zod, plain } = answerResponses(doc?.answers ?? [])
  const ownAnswers = Object.entries((own.response ?? {}) as Record<string, z.ZodType>).map(([status, s]) => [
    status,
    {
      description: status.startsWith('2') ? 'The answer' : 'Refused',
      content: { 'application/json': { schema: s } },
    },
  ])
  const response = { ...Object.fromEntries(ownAnswers), ...zod, '4XX': REFUSAL }
  const schema = {
    ...own,
    response,
    ...(module ? { tags: [module] } : {}),
    ...(doc ? { summary: summaryOf(doc.what), description: doc.what } : {}),
  }
  const out = jsonSchemaTransform({ ...document, schema })
  const described = out.schema as FastifySchema & { response: Record<string, unknown> }
  const querystring = freeFormQuery(described.querystring)
  return {
    url: out.url,
    schema: {
      ...described,
      ...(querystring ? { querystring } : {}),
      response: { ...described.response, ...plain },
    },
  }
}

/**
 * A query that takes names of its own beyond the listed ones (the search's `filter[key]` pairs, the
 * sandbox payment window's any) as OpenAPI writes it: one more object parameter exploded into the
 * query. @fastify/swagger lists an object's properties only, so these would go unsaid.
 */
function freeFormQuery(query: unknown) {
  if (typeof query !== 'object' || query === null) return undefined
  const q = query as { properties?: Record<string, unknown>; additionalProperties?: unknown }
  if (q.properties && (q.additionalProperties === undefined || q.additionalProperties === false))
    return undefined
  const more = {
    type: 'object',
    additionalProperties: q.additionalProperties ?? {},
    description: 'Further query parameters',
  }
  return { ...q, type: 'object', properties: { ...q.properties, more }, style: 'form', explode: true }
}

/**
 * Registers @fastify/swagger, which hears every route registered after it: call before the modules.
 * The document is made on the first `app.swagger()` (after ready) and kept.
 */
export async function installOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'GO Casino APIs', version: pkg.version, description: ABOUT },
      tags: Object.entries(ROUTE_MAP)
        .filter(([, m]) => Object.keys(m.routes).length > 0)
        .map(([name, m]) => ({ name, description: m.about })),
    },
    transform: describe,
    transformObject: jsonSchemaTransformObject,
  })
}
