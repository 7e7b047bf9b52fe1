import { createHash } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import type { Place } from '../../art/tiles.ts'
import { IMAGE_SIZES, type ImageSize } from '../../contract/games.ts'
import { notFound } from '../../platform/http/errors.ts'
import { typed } from '../../platform/http/zod.ts'
import type { AppDeps } from '../app.ts'
import { webpOf } from './raster.ts'
import { avatarSvg, bannerSvg, categorySvg, gameSvg, isBannerKind, logoSvg } from './svg.ts'

const YEAR = 'public, max-age=31536000, immutable'

/** Game tiles and banners come as WebP for the pages and as SVG for whoever wants the vector. */
type ArtType = 'svg' | 'webp'
type Art = { body: string | Buffer; etag: string; mime: string; bytes: number }

/** `draw` writes the picture's SVG, placing its icons with the given function or inline. */
type Draw = (place?: Place) => Promise<string>

async function artOf(type: ArtType, draw: Draw): Promise<Art> {
  const body = type === 'webp' ? await webpOf(draw) : await draw()
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    mime: type === 'webp' ? 'image/webp' : 'image/svg+xml',
    bytes: typeof body === 'string' ? Buffer.byteLength(body) : body.length,
  }
}

/** /cdn/*: deterministic game, provider and category art, cacheable for a year (SPEC.md section 7). */
export default fp<AppDeps>(
  async (app) => {
    const r = typed(app)
    /** One file name from the URL; which names exist is the handler's lookup (unknown ones are 404s). */
    const file = { schema: { params: z.object({ file: z.string() }) } }
    // Bounded by bytes: a game's WebP is some KB, its SVG tens of KB, and 500 games × 7 sizes × 2
    // formats would not fit. A request that comes while its art is being drawn waits for that drawing.
    const memo = new Map<string, Promise<Art>>()
    /** Bytes of the drawn entries, oldest first: what is evicted when the memo is over its bytes. */
    const drawn = new Map<string, number>()
    let memoBytes = 0
    const MEMO_MAX_BYTES = 64 * 1024 * 1024
    // The games service's art index follows the catalogue version, so a new game has art at once.
    const art = () => app.games.art()

    const remember = (key: string, make: () => Promise<Art>) => {
      const hit = memo.get(key)
      if (hit) return hit
      const entry = make()
      memo.set(key, entry)
      entry.then(
        (done) => {
          drawn.set(key, done.bytes)
          memoBytes += done.bytes
          for (const [old, bytes] of drawn) {
            if (memoBytes <= MEMO_MAX_BYTES) break
            memoBytes -= bytes
            drawn.delete(old)
            memo.delete(old)
          }
        },
        () => memo.delete(key),
      )
      return entry
    }
    const send = async (reply: FastifyReply, key: string, type: ArtType, draw: Draw) => {
      const entry = await remember(`${type}|${key}`, () => artOf(type, draw))
      return reply.header('cache-control', YEAR).header('etag', entry.etag).type(entry.mime).send(entry.body)
    }

    r.get('/cdn/games/:file', file, async (req, reply) => {
      const m = /^(.+)_([a-z]+)\.(svg|webp)$/.exec(req.params.file)
      const size = m?.[2] as ImageSize | undefined
      if (!m || !size || !IMAGE_SIZES.includes(size)) throw notFound('Ukendt billede')
      const game = (await art()).games.get(m[1] ?? '')
      if (!game) throw notFound('Ukendt billede')
      // Keyed by what the art shows as well as the file name, so a renamed game is drawn anew.
      const key = `${m[1]}_${size}|${game.name}|${game.theme}|${game.provider}`
      return send(reply, key, m[3] as ArtType, (place) => gameSvg({ id: m[1] ?? '', ...game }, size, place))
    })
    r.get('/cdn/banners/:file', file, async (req, reply) => {
      const m = /^(.+)_([a-z]+)\.(svg|webp)$/.exec(req.params.file)
      const kind = m?.[2] ?? ''
      const game = m && isBannerKind(kind) ? (await art()).games.get(m[1] ?? '') : undefined
      if (!m || !game || !isBannerKind(kind)) throw notFound('Ukendt billede')
      const key = `b:${m[1]}_${kind}|${game.name}|${game.theme}`
      return send(reply, key, m[3] as ArtType, (place) => bannerSvg({ id: m[1] ?? '', ...game }, kind, place))
    })
    r.get('/cdn/providers/:file', file, async (req, reply) => {
      const name = req.params.file.replace(/\.svg$/, '')
      const provider = (await art()).providers.get(name)
      if (!provider || !req.params.file.endsWith('.svg')) throw notFound('Ukendt udbyder')
      return send(reply, `p:${name}`, 'svg', () => logoSvg(provider.title))
    })
    r.get('/cdn/avatars/:file', file, async (req, reply) => {
      const n = Number(/^avatar(\d{1,3})\.svg$/.exec(req.params.file)?.[1])
      if (!Number.isInteger(n) || n < 1 || n > 147) throw notFound('Ukendt avatar')
      return send(reply, `a:${n}`, 'svg', () => avatarSvg(n))
    })
    r.get('/cdn/categories/:file', file, async (req, reply) => {
      const name = req.params.file.replace(/\.svg$/, '')
      const category = (await art()).categories.get(name)
      if (!category || !req.params.file.endsWith('.svg')) throw notFound('Ukendt kategori')
      return send(reply, `c:${name}`, 'svg', () => categorySvg(name, category.label))
    })
  },
  { name: 'cdn', dependencies: ['games'] },
)
