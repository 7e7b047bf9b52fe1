import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { API_PREFIXES } from '../../contract/paths.ts'
import type { AppDeps } from '../app.ts'
import { firstScreenPages, guessPlatform } from './first-screen.ts'
import { inlineStylesheets } from './inline-styles.ts'

export { API_PREFIXES }

export const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(p))

const YEAR = 'public, max-age=31536000, immutable'
const NEVER = 'no-store'
const DAY = 'public, max-age=86400'

/** Cache policy of the built PWA: hashed assets forever, the shell and the worker never. */
export function cacheControlFor(path: string): string {
  if (/\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path)) return YEAR
  if (path.endsWith('/index.html') || path.endsWith('/sw.js') || path.endsWith('.webmanifest')) return NEVER
  return DAY
}

/** Serves the built PWA from DIST_DIR, with the SPA fallback for client routes. */
export default fp<AppDeps>(
  async (app, deps) => {
    const dist = deps.config.distDir
    const hasBuild = existsSync(join(dist, 'index.html'))
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        cacheControl: false,
        preCompressed: true,
        // Source maps stay on the build machine: they would hand out the readable source.
        allowedPath: (path) => !path.endsWith('.map'),
        setHeaders: (res, path) => {
          res.header('cache-control', cacheControlFor(path))
        },
      })
      // `/` carries the public lobby's first screen (issue 16): painted before the JS arrives, and the
      // stores start from its answers. The shell is fixed per build, like its script hashes (page-scripts.ts).
      const home = firstScreenPages(
        app,
        inlineStylesheets(readFileSync(join(dist, 'index.html'), 'utf8'), dist),
      )
      app.addHook('onListen', async () => {
        void home.warm().catch(() => undefined)
      })
      app.get('/', async (req, reply) => {
        const html = await home.page(guessPlatform(req.headers))
        return reply
          .header('cache-control', NEVER)
          .header('vary', 'Sec-CH-UA-Mobile, User-Agent')
          .type('text/html; charset=utf-8')
          .send(html)
      })
    }

    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '/'
      const wantsPage =
        (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(path) && !path.endsWith('.map')
      if (wantsPage && hasBuild) {
        // Client routes (/alle-spil/slots, /konto/…, and unknown ones that the router sends to /404).
        return reply.header('cache-control', NEVER).type('text/html').sendFile('index.html')
      }
      if (wantsPage) {
        return reply.code(503).type('text/plain').send('The app is not built yet: run `npm run build`.')
      }
      return reply.code(404).send({ success: false, errorMessage: `Ukendt adresse: ${req.method} ${path}` })
    })
  },
  { name: 'web' },
)
