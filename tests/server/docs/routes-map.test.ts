import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moduleMounts } from '../../../server/docs/modules.ts'
import { ROUTE_MAP, type RouteDoc } from '../../../server/docs/route-map.ts'
import { type RouteRow, routeRecorder } from '../../../server/docs/route-table.ts'
import { type Built, build } from '../helpers/helper.ts'

/** `METHOD /url` pairs the router itself holds, read from Fastify's own radix tree (printRoutes). */
function routerRoutes(tree: string): Set<string> {
  const out = new Set<string>()
  const stack: string[] = []
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!m) continue
    const depth = (m[1] ?? '').length / 4
    stack[depth] = `${stack[depth - 1] ?? ''}${m[2]}`
    stack.length = depth + 1
    for (const method of m[3]?.split(', ') ?? []) out.add(`${method} ${stack[depth]}`)
  }
  return out
}

/** A URL the route's pattern matches: every parameter and wildcard filled with a sample. */
const sampleUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, 'sample-x').replace('*', 'sample-x.js')
const keyOf = (r: Pick<RouteRow, 'method' | 'url'>) => `${r.method} ${r.url}`

describe('npm run routes, the route map and the routes the app answers', () => {
  const recorder = routeRecorder()
  /**
   * Routes that took a request: each route's own first onRequest hook marks it (a file route that
   * finds no file hands on to the 404 handler after it), and its onResponse hook (which still runs
   * when the app-wide request guard refused the request before the route's own hooks).
   */
  const reached = new Set<string>()
  const mark = (req: { method: string; routeOptions: { url?: string } }, _r: unknown, done: () => void) => {
    reached.add(`${req.method} ${req.routeOptions.url}`)
    done()
  }
  const onRoute = (route: RouteOptions) => {
    recorder.onRoute(route)
    route.onRequest = [mark, ...[route.onRequest ?? []].flat()]
    route.onResponse = [mark, ...[route.onResponse ?? []].flat()]
  }
  let t: Built
  // As the script builds it: the test clock on, so its route is listed too. Generous: the whole app
  // is built and seeded on a busy 2-core box.
  beforeAll(async () => {
    t = await build({ CASINO_TEST_CLOCK: '1' }, { onRoute })
  }, 180_000)
  afterAll(async () => t.close())

  it('the script prints exactly the routes the router holds, each with its owning module', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/routes.ts', '--json'], {
      maxBuffer: 16 * 1024 * 1024,
    })
    const printed = JSON.parse(stdout) as RouteRow[]
    expect(printed).toEqual(recorder.rows())
    // Fastify's router is the truth: a GET also holds its HEAD.
    const held = routerRoutes(t.app.printRoutes())
    const listed = new Set(
      printed.flatMap((r) => (r.method === 'GET' ? [keyOf(r), `HEAD ${r.url}`] : [keyOf(r)])),
    )
    expect([...held].filter((k) => !listed.has(k))).toEqual([])
    expect([...listed].filter((k) => !held.has(k))).toEqual([])
    expect(printed.length).toBeGreaterThan(100)
    for (const r of printed) expect(r.module, keyOf(r)).toBeTruthy()
  }, 180_000)

  it('every route listed is reached by app.inject (GETs by HEAD too)', async () => {
    const rows = recorder.rows()
    const asked = rows.flatMap((r) => (r.method === 'GET' ? [r, { ...r, method: 'HEAD' }] : [r]))
    for (const r of asked) {
      const res = await t.app.inject({ method: r.method as 'GET', url: sampleUrl(r.url) })
      expect(reached.has(keyOf(r)), `${keyOf(r)} answered ${res.statusCode} from elsewhere`).toBe(true)
    }
    expect(reached.size).toBe(asked.length)
  }, 120_000)

  it('the route map describes every route, under the module that registers it, and nothing else', () => {
    const rows = recorder.rows()
    const mapped = Object.entries(ROUTE_MAP).flatMap(([module, m]) =>
      Object.entries(m.routes as Record<string, RouteDoc>).map(([key]) => `${key} ${module}`),
    )
    const registered = rows.map((r) => `${keyOf(r)} ${r.module}`)
    expect(registered.filter((k) => !mapped.includes(k))).toEqual([])
    expect(mapped.filter((k) => !registered.includes(k))).toEqual([])
    for (const r of rows) expect(r.what, keyOf(r)).toMatch(/^[A-Z].{10,}\.$/)
  })

  it('refuses a route that no module mount registers', async () => {
    const app = Fastify()
    const mount = moduleMounts(app)
    await mount('health', async (a: FastifyInstance) => void a.get('/health', async () => 'ok'), {})
    await expect(app.register(async (a) => void a.get('/stray', async () => 'x'))).rejects.toThrow(
      /GET \/stray was registered outside a module: mount it in server\/app.ts/,
    )
    await app.close()
  })
})
