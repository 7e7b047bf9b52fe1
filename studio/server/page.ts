import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { PlayPageParams, PlayPageQuery } from '../../contract/studio.ts'
import { typed } from '../../server/http/zod.ts'
import { studioGame } from './games.ts'
import { liveTableDef } from './live/tables.ts'
import { ST } from './texts.ts'

/**
 * Where the game client's own Vite build puts its page (studio/client/vite.config.ts: outDir
 * dist/studio, base /studio/); its hashed files under dist/studio/assets/ are served by the casino's
 * static files like the PWA's.
 */
export const CLIENT_PAGE = join('studio', 'index.html')

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
 * GET /studio/play/{gameId}?token=…: the page the game frame opens. The page is the client's build as
 * it is; the client reads the launch token from its own address, trades it for the session and takes
 * it out of the address. The file is read per request (it is small) so a rebuild needs no restart.
 */
export function registerPlayPage(app: FastifyInstance, distDir: string) {
  const file = join(distDir, CLIENT_PAGE)
  typed(app).get(
    '/play/:gameId',
    { schema: { params: PlayPageParams, querystring: PlayPageQuery } },
    async (req, reply) => {
      // The token is in this page's address: assets and links must not carry it on as a Referer.
      reply.header('referrer-policy', 'no-referrer')
      reply.header('content-security-policy', "frame-ancestors 'self'")
      if (!studioGame(req.params.gameId) && !liveTableDef(req.params.gameId))
        return notice(reply, 404, ST.unknownGame)
      let html: string
      try {
        html = await readFile(file, 'utf8')
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
        return notice(reply, 503, ST.clientNotBuilt)
      }
      return reply.type('text/html; charset=utf-8').send(html)
    },
  )
}
