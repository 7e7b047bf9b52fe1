import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { PlayPageParams, PlayPageQuery } from '../../contract/studio.ts'
import { cacheControlFor } from '../../platform/http/cache-control.ts'
import { typed } from '../../platform/http/zod.ts'
import { studioGame } from './games.ts'
import { liveTableDef } from './live/tables.ts'
import { ST } from './texts.ts'

/**
 * Where the game client's own Vite build puts its page (studio/client/vite.config.ts: outDir
 * dist/studio, base /studio/); its hashed files under dist/studio/assets/ are served by the casino's
 * static files like the PWA's.
 */
const CLIENT_PAGE = join('studio', 'index.html')

/** The client page's placeholder for the game's theme (studio/client/index.html). */
const THEME_META = '<meta name="game-theme" content=""'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A short Danish page for when there is no game to show: the frame shows it instead of a blank. */
function notice(reply: FastifyReply, status: number, text: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="da"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Spil</title></head><body><p>${escapeHtml(text)}</p></body></html>`,
    )
}

/**
 * GET /studio/assets/*: the client's hashed files as they are on disk when asked for. The casino's
 * static files list dist/ once, at start; a game client built after that (`npm start` builds it when
 * its sources changed, `npm run build` while the server runs) is served without a restart.
 */
function registerClientAssets(app: FastifyInstance, distDir: string) {
  void app.register(async (assets) => {
    // After the studio's own onSend (no-store for its API and page): hashed files are immutable.
    assets.addHook('onSend', async (req, reply, payload) => {
      if (reply.statusCode < 300) reply.header('cache-control', cacheControlFor(req.url.split('?')[0] ?? ''))
      return payload
    })
    await assets.register(fastifyStatic, {
      root: join(distDir, 'studio', 'assets'),
      prefix: '/assets/',
      wildcard: true,
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // Source maps stay on the build machine: they would hand out the readable source.
      allowedPath: (path) => !path.endsWith('.map'),
    })
  })
}

/**
 * GET /studio/play/{gameId}?token=…: the page the game frame opens. The page is the client's build as
 * it is; the client reads the launch token from its own address, trades it for the session and takes
 * it out of the address. The file is read per request (it is small) so a rebuild needs no restart.
 */
export function registerPlayPage(app: FastifyInstance, distDir: string) {
  registerClientAssets(app, distDir)
  const file = join(distDir, CLIENT_PAGE)
  typed(app).get(
    '/play/:gameId',
    { schema: { params: PlayPageParams, querystring: PlayPageQuery } },
    async (req, reply) => {
      // The token is in this page's address: assets and links must not carry it on as a Referer. The
      // rest of its headers, the casino pages' full CSP (framable by the casino only) included, are the
      // request guard's (server/http/security-headers.ts): the built page has no inline script.
      reply.header('referrer-policy', 'no-referrer')
      const game = studioGame(req.params.gameId)
      if (!game && !liveTableDef(req.params.gameId)) return notice(reply, 404, ST.unknownGame)
      let html: string
      try {
        html = await readFile(file, 'utf8')
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
        return notice(reply, 503, ST.clientNotBuilt)
      }
      // The game's theme in the page, so the client fetches its art beside the session call, not after it.
      if (game) html = html.replace(THEME_META, `<meta name="game-theme" content="${escapeHtml(game.theme)}"`)
      return reply.type('text/html; charset=utf-8').send(html)
    },
  )
}
