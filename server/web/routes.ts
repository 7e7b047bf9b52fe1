import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { pageKey } from '../../contract/first-screen.ts'
import { API_PREFIXES, PAGES_CATCH_ALL } from '../../contract/paths.ts'
import { cacheControlFor, NO_STORE } from '../../platform/http/cache-control.ts'
import type { AppDeps } from '../app.ts'
import { firstScreenPages, guessPlatform } from './first-screen.ts'
import { inlineStylesheets } from './inline-styles.ts'

export const isApiPath = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(p))

/** Serves the built PWA from DIST_DIR, with the SPA fallback for client routes. */
export default fp<AppDeps>(
  async (app, deps) => {
    const dist = deps.config.distDir
    const hasBuild = existsSync(join(dist, 'index.html'))
    let pages: ReturnType<typeof firstScreenPages> | undefined
    let sendPage: ((req: FastifyRequest, reply: FastifyReply, path: string) => Promise<unknown>) | undefined
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
      // The lobby routes a player lands on come rendered by React on the server (issue 28), with the
      // answers they show; the shell is fixed per build, like its script hashes (page-scripts.ts).
      pages = firstScreenPages(
        app,
        inlineStylesheets(readFileSync(join(dist, 'index.html'), 'utf8'), dist),
        dist,
      )
      app.addHook('onListen', async () => {
        void pages?.warm().catch(() => undefined)
      })
      sendPage = async (req, reply, path) => {
        const page = await (pages as NonNullable<typeof pages>).page(
          path,
          guessPlatform(req.headers),
          req.hostname,
        )
        if ('redirect' in page) return reply.header('cache-control', NO_STORE).redirect(page.redirect)
        return reply
          .header('cache-control', NO_STORE)
          .header('vary', 'Sec-CH-UA-Mobile, User-Agent')
          .type('text/html; charset=utf-8')
          .send(page.html)
      }
      app.get('/', (req, reply) => sendPage?.(req, reply, '/'))
    }

    const answerPath = (req: FastifyRequest, reply: FastifyReply) => {
      const [path = '/', search = ''] = req.url.split('?')
      const wantsPage =
        (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(path) && !path.endsWith('.map')
      // The category page's query is part of what it shows (contract/first-screen.ts, pageKey).
      const key = pageKey(path, search)
      if (wantsPage && sendPage && pages?.renders(key)) return sendPage(req, reply, key)
      if (wantsPage && hasBuild) {
        // Client routes (/alle-spil/slots, /konto/…, and unknown ones that the router sends to /404).
        return reply.header('cache-control', NO_STORE).type('text/html').sendFile('index.html')
      }
      if (wantsPage) {
        return reply.code(503).type('text/plain').send('The app is not built yet: run `npm run build`.')
      }
      return reply.code(404).send({ success: false, errorMessage: `Ukendt adresse: ${req.method} ${path}` })
    }
    // A GET is a route, not the 404 handler, so @fastify/compress's onSend hook (added per route)
    // compresses the rendered pages and the app shell: /alle-spil/slots is 650 KB as plain HTML.
    if (hasBuild) app.get(PAGES_CATCH_ALL, { schema: { hide: true } }, answerPath)
    app.setNotFoundHandler(answerPath)
  },
  { name: 'web' },
)
