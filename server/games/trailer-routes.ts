import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { notFound } from '../../platform/http/errors.ts'
import { typed } from '../../platform/http/zod.ts'
import type { AppDeps } from '../app.ts'

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'trailers')

/**
 * /cdn/videos/{game_id}.webm: the upcoming games' trailers (made by trailers/make-trailers.ts and
 * committed), read once at start. Anything else under /cdn/videos/ is a 404.
 */
export default fp<AppDeps>(
  async (app) => {
    const r = typed(app)
    /** One file name from the URL; which names exist is the handler's lookup (unknown ones are 404s). */
    const file = { schema: { params: z.object({ file: z.string() }) } }
    const files = new Map(
      readdirSync(DIR)
        .filter((f) => /^[a-z0-9-]+\.webm$/.test(f))
        .map((f) => [f, readFileSync(join(DIR, f))] as const),
    )
    r.get('/cdn/videos/:file', file, async (req, reply) => {
      const body = files.get(req.params.file)
      if (!body) throw notFound('Ukendt video')
      return reply.header('cache-control', 'public, max-age=86400').type('video/webm').send(body)
    })
  },
  { name: 'trailers' },
)
