import { createHash } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { IMAGE_SIZES, type ImageSize } from '../../contract/games.ts'
import { notFound } from '../../platform/http/errors.ts'
import { typed } from '../../platform/http/zod.ts'
import type { AppDeps } from '../app.ts'
import { avatarSvg, bannerSvg, categorySvg, gameSvg, isBannerKind, logoSvg } from './svg.ts'

const YEAR = 'public, max-age=31536000, immutable'

/** /cdn/*: deterministic game, provider and category art, cacheable for a year (SPEC.md section 7). */
export default fp<AppDeps>(
  async (app) => {
    const r = typed(app)
    /** One file name from the URL; which names exist is the handler's lookup (unknown ones are 404s). */
    const file = { schema: { params: z.object({ file: z.string() }) } }
    // Bounded: a game image is tens of KB (its theme's icons), and 500 games × 7 sizes would not fit.
    const memo = new Map<string, { body: string; etag: string }>()
    const MEMO_MAX = 800
    // The games service's art index follows the catalogue version, so a new game has art at once.
    const art = () => app.games.art()

    const send = async (reply: FastifyReply, key: string, make: () => Promise<string>) => {
      let entry = memo.get(key)
      if (!entry) {
        const body = await make()
        entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
        if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value as string)
        memo.set(key, entry)
      }
      return reply
        .header('cache-control', YEAR)
        .header('etag', entry.etag)
        .type('image/svg+xml')
        .send(entry.body)
    }

    r.get('/cdn/games/:file', file, async (req, reply) => {
      const m = /^(.+)_([a-z]+)\.svg$/.exec(req.params.file)
      const size = m?.[2] as ImageSize | undefined
      if (!m || !size || !IMAGE_SIZES.includes(size)) throw notFound('Ukendt billede')
      const game = (await art()).games.get(m[1] ?? '')
      if (!game) throw notFound('Ukendt billede')
      // Keyed by what the art shows as well as the file name, so a renamed game is drawn anew.
      const key = `${req.params.file}|${game.name}|${game.theme}|${game.provider}`
      return send(reply, key, () => gameSvg({ id: m[1] ?? '', ...game }, size))
    })
    r.get('/cdn/banners/:file', file, async (req, reply) => {
      const m = /^(.+)_([a-z]+)\.svg$/.exec(req.params.file)
      const kind = m?.[2] ?? ''
      const game = m && isBannerKind(kind) ? (await art()).games.get(m[1] ?? '') : undefined
      if (!m || !game || !isBannerKind(kind)) throw notFound('Ukendt billede')
      const key = `b:${req.params.file}|${game.name}|${game.theme}`
      return send(reply, key, () => bannerSvg({ id: m[1] ?? '', ...game }, kind))
    })
    r.get('/cdn/providers/:file', file, async (req, reply) => {
      const name = req.params.file.replace(/\.svg$/, '')
      const provider = (await art()).providers.get(name)
      if (!provider || !req.params.file.endsWith('.svg')) throw notFound('Ukendt udbyder')
      return send(reply, `p:${name}`, () => logoSvg(provider.title))
    })
    r.get('/cdn/avatars/:file', file, async (req, reply) => {
      const n = Number(/^avatar(\d{1,3})\.svg$/.exec(req.params.file)?.[1])
      if (!Number.isInteger(n) || n < 1 || n > 147) throw notFound('Ukendt avatar')
      return send(reply, `a:${n}`, () => avatarSvg(n))
    })
    r.get('/cdn/categories/:file', file, async (req, reply) => {
      const name = req.params.file.replace(/\.svg$/, '')
      const category = (await art()).categories.get(name)
      if (!category || !req.params.file.endsWith('.svg')) throw notFound('Ukendt kategori')
      return send(reply, `c:${name}`, () => categorySvg(name, category.label))
    })
  },
  { name: 'cdn', dependencies: ['games'] },
)
