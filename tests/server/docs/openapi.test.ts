import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClock } from '../../../platform/clock.ts'
import { buildApp } from '../../../server/app.ts'
import { loadConfig } from '../../../server/config.ts'
import { openDb } from '../../../server/db/index.ts'
import { migrate } from '../../../server/db/migrate.ts'
import { ROUTE_MAP, type RouteDoc } from '../../../server/docs/route-map.ts'
import { routeRecorder } from '../../../server/docs/route-table.ts'
import { type Built, build } from '../helpers/helper.ts'

type Response = { description?: string; content?: Record<string, { schema?: unknown }>; headers?: object }
type Operation = {
  description?: string
  summary?: string
  parameters?: { name: string; in: string; schema?: unknown }[]
  responses?: Record<string, Response>
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> }

/** The OpenAPI path of a Fastify URL: `:id` is `{id}`, the wildcard `{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace('*', '{*}')

/**
 * Where each route that sends JSON its schema does not declare (the catalogue's answers, made once
 * per version) is asked: the document's shape must be what the route really answers.
 */
const SAMPLES: Record<string, (ids: { game: string; category: string }) => string[]> = {
  'GET /games-api/games': () => ['/games-api/games?platform=desktop'],
  'GET /games-api/games/upcoming': () => ['/games-api/games/upcoming'],
  'GET /games-api/games/smart-search': () => [
    '/games-api/games/smart-search?filter[theme]=egypten&page[size]=5',
    '/games-api/games/smart-search?fields=card&page[size]=5',
  ],
  'GET /games-api/v2/games/smart-search': () => ['/games-api/v2/games/smart-search?fields=card'],
  'GET /games-api/games/:id': ({ game }) => [`/games-api/games/${game}`, '/games-api/games/slots'],
  'GET /games-api/v2/categories': () => ['/games-api/v2/categories'],
  'GET /games-api/v2/categories/:id/games': ({ category }) => [`/games-api/v2/categories/${category}/games`],
  'GET /games-api/categories/liveint/games': () => ['/games-api/categories/liveint/games'],
  'GET /games-api/categories/jackpots/games': () => ['/games-api/categories/jackpots/games'],
  'GET /games-api/casino/content/jackpot/all': () => ['/games-api/casino/content/jackpot/all'],
  'GET /games-api/providers': () => ['/games-api/providers', '/games-api/providers?include_hidden=1'],
  'GET /mitid/jwks.json': () => ['/mitid/jwks.json'],
  'GET /docs/openapi.json': () => ['/docs/openapi.json'],
}

describe('the OpenAPI document at /docs', () => {
  const recorder = routeRecorder()
  let t: Built
  let doc: Doc
  // Generous: the whole app is built and seeded on a busy 2-core box.
  beforeAll(async () => {
    t = await build({}, { onRoute: recorder.onRoute })
    const res = await t.app.inject('/docs/openapi.json')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    doc = res.json() as Doc
  }, 180_000)
  afterAll(async () => t.close())

  it('validates against the OpenAPI 3.1 schema', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const validator = new Validator()
    const result = await validator.validate(doc as unknown as Parameters<Validator['validate']>[0])
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('has every route of the app as an operation with a description and a schema of what it answers', () => {
    const rows = recorder.rows().filter((r) => r.module !== 'web')
    expect(rows.length).toBeGreaterThan(100)
    for (const r of rows) {
      const label = `${r.method} ${r.url}`
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]
      expect(op, `${label} is not in the document`).toBeDefined()
      expect(op?.description, `${label} has no description`).toMatch(/\w/)
      expect(op?.summary, label).toMatch(/\w/)
      expect(op?.responses?.['4XX']?.content?.['application/json']?.schema, label).toBeDefined()
      // What it answers when it does what it is for: a body with a schema, or where a 303 goes.
      const answers = Object.entries(op?.responses ?? {}).filter(([status]) => /^[23]/.test(status))
      expect(answers.length, `${label} has no schema of its answer`).toBeGreaterThan(0)
      for (const [status, res] of answers) {
        const described = Object.values(res.content ?? {}).every((m) => m.schema !== undefined)
        expect(
          described && (res.content !== undefined || res.headers !== undefined),
          `${label} ${status}`,
        ).toBe(true)
      }
      // Each path parameter is named with its schema.
      for (const name of r.url.match(/:[A-Za-z_]+/g) ?? [])
        expect(
          op?.parameters?.find((p) => p.in === 'path' && p.name === name.slice(1))?.schema,
          label,
        ).toBeDefined()
    }
  })

  it('describes the JSON routes send pre-serialized as they really send it', async () => {
    const games = (await t.app.inject('/games-api/games')).json() as {
      data: { games: { game_id: string }[] }
    }
    const cats = (await t.app.inject('/games-api/v2/categories')).json() as {
      data: { themes: { name: string }[] }
    }
    const ids = { game: games.data.games[0]?.game_id ?? '', category: cats.data.themes[0]?.name ?? '' }
    expect(ids.game && ids.category).toBeTruthy()
    const documented = Object.values(ROUTE_MAP).flatMap((m) =>
      Object.entries(m.routes as Record<string, RouteDoc>).flatMap(([key, d]) =>
        typeof d === 'string'
          ? []
          : d.answers.flatMap((a) => (a.kind === 'json' ? [[key, a.schema] as const] : [])),
      ),
    )
    expect(documented.length).toBeGreaterThan(10)
    for (const [key, schema] of documented) {
      const urls = SAMPLES[key]?.(ids)
      expect(urls, `${key}: name a sample URL in SAMPLES`).toBeDefined()
      for (const url of urls ?? []) {
        const res = await t.app.inject(url)
        expect(res.statusCode, url).toBe(200)
        const parsed = schema.safeParse(res.json())
        expect(parsed.error?.issues ?? [], url).toEqual([])
      }
    }
  })

  it('is shown at /docs as a page of every operation, without a script', async () => {
    const res = await t.app.inject('/docs')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(res.body).not.toContain('<script')
    expect(res.body).toContain('<a href="/docs/openapi.json">')
    for (const [path, ops] of Object.entries(doc.paths))
      for (const method of Object.keys(ops))
        expect(res.body, `${method} ${path}`).toContain(`<code>${path.replace(/&/g, '&amp;')}</code>`)
    // A body and an answer as a reader sees them: the login's fields and the player it answers.
    const login = res.body.slice(res.body.indexOf('<code>/rest/punter/channelLogin</code>'))
    expect(login.slice(0, login.indexOf('</details>'))).toMatch(/userName: string[\s\S]*loginTimeNum: number/)
  })
})

describe('/docs in production', () => {
  let app: Awaited<ReturnType<typeof buildApp>>
  let close: () => Promise<void>
  beforeAll(async () => {
    const db = await openDb({})
    await migrate(db)
    // Production with the sandboxes kept: no real adapters exist yet to configure it otherwise.
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DIST_DIR: '/nonexistent' }),
      env: 'production' as const,
    }
    app = await buildApp({ config, db, clock: createTestClock() })
    close = async () => {
      await app.close()
      await db.close()
    }
  }, 180_000)
  afterAll(async () => close())

  it.each(['/docs', '/docs/', '/docs/openapi.json'])('%s is absent: a JSON 404', async (url) => {
    const res = await app.inject(url)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ success: false, errorMessage: `Ukendt adresse: GET ${url}` })
    expect(app.hasRoute({ method: 'GET', url: '/docs/openapi.json' })).toBe(false)
  })
})
