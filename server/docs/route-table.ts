import type { RouteOptions } from 'fastify'
import { ownerOf } from './modules.ts'
import { routeKey } from './openapi.ts'
import { type ModuleName, routeDoc } from './route-map.ts'

/** One line of the route map: method, path, the module that registered it, and what it does. */
export type RouteRow = {
  method: string
  url: string
  module: ModuleName | undefined
  what: string | undefined
}

/**
 * Hears routes as buildApp registers them (its `onRoute` option) and lists them as the route map
 * shows them: one row a method and path; the HEAD Fastify adds beside every GET is that GET's.
 */
export function routeRecorder() {
  const seen: RouteOptions[] = []
  return {
    onRoute: (route: RouteOptions) => void seen.push(route),
    rows(): RouteRow[] {
      const rows = new Map<string, RouteRow>()
      for (const route of seen)
        for (const method of [route.method].flat()) {
          const key = `${method} ${route.url}`
          if (rows.has(key)) continue
          const doc = routeDoc(routeKey({ method, url: route.url }))
          rows.set(key, { method, url: route.url, module: ownerOf(route), what: doc?.what })
        }
      const isGet = (url: string) => rows.has(`GET ${url}`)
      return [...rows.values()].filter((r) => r.method !== 'HEAD' || !isGet(r.url))
    },
  }
}

/** The rows as an aligned table, in the order buildApp registered them. */
export function formatRoutes(rows: readonly RouteRow[]): string {
  const width = (pick: (r: RouteRow) => string) => Math.max(...rows.map((r) => pick(r).length))
  const m = width((r) => r.method)
  const u = width((r) => r.url)
  const o = width((r) => r.module ?? '?')
  return rows
    .map((r) =>
      `${r.method.padEnd(m)}  ${r.url.padEnd(u)}  ${(r.module ?? '?').padEnd(o)}  ${r.what ?? '(not in the route map)'}`.trimEnd(),
    )
    .join('\n')
}
