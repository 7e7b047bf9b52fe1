import { describe, expect, it } from 'vitest'
import { cacheControlFor } from '../../../platform/http/cache-control.ts'
import { isApiPath } from '../../../server/web/routes.ts'
import { appPerSuite } from '../helpers/helper.ts'

describe('health, images, test clock and the web shell', () => {
  const t = appPerSuite()
  const clocked = appPerSuite({ CASINO_TEST_CLOCK: '1' })

  it('reports health with the database kind', async () => {
    const res = await t.app.inject('/health')
    expect(res.statusCode).toBe(200)
    expect(res.json().data.db).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite')
  })

  it('serves game and provider art cacheable for a year, and 404 for unknown ones', async () => {
    const game = (await t.app.inject('/games-api/games/1')).json().data
    const img = await t.app.inject(game.images.thumb)
    expect(img.statusCode).toBe(200)
    expect(img.headers['content-type']).toBe('image/webp')
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const vector = await t.app.inject(game.images.thumb.replace(/\.webp$/, '.svg'))
    expect(vector.headers['content-type']).toMatch(/image\/svg\+xml/)
    expect(vector.body).toContain(game.name.replace(/&/g, '&amp;'))
    expect((await t.app.inject(game.images.thumb)).headers.etag).toBe(img.headers.etag)
    expect((await t.app.inject('/cdn/providers/netent.svg')).statusCode).toBe(200)
    expect((await t.app.inject('/cdn/categories/vikinger.svg')).statusCode).toBe(200)
    for (const url of [
      '/cdn/games/nope_md.svg',
      '/cdn/games/nope_md.webp',
      `/cdn/games/${game.game_id}_huge.svg`,
      `/cdn/games/${game.game_id}_huge.webp`,
      '/cdn/providers/nope.svg',
    ]) {
      const r = await t.app.inject(url)
      expect(r.statusCode).toBe(404)
      expect(r.json().success).toBe(false)
    }
  })

  it('has no test clock route unless CASINO_TEST_CLOCK=1', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { advanceMs: 1 } })).statusCode,
    ).toBe(404)
    const before = clocked.clock.nowMs()
    const res = await clocked.app.inject({
      method: 'POST',
      url: '/__test/clock',
      payload: { advanceMs: 86_400_000 },
    })
    expect(res.statusCode).toBe(200)
    expect(clocked.clock.nowMs() - before).toBeGreaterThanOrEqual(86_400_000)
    const bad = await clocked.app.inject({ method: 'POST', url: '/__test/clock', payload: { advanceMs: -5 } })
    expect(bad.statusCode).toBe(400)
  })

  it('answers unknown API paths with a JSON 404 and refuses bad JSON with a 400', async () => {
    const r = await t.app.inject('/rest/punter/nothing')
    expect(r.statusCode).toBe(404)
    expect(r.json()).toMatchObject({ success: false })
    const bad = await clocked.app.inject({
      method: 'POST',
      url: '/__test/clock',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().success).toBe(false)
  })

  it('caches hashed assets for a year and never the shell or the worker', () => {
    expect(cacheControlFor('/x/dist/assets/index-DF54aIA4.js')).toBe('public, max-age=31536000, immutable')
    expect(cacheControlFor('/x/dist/index.html')).toBe('no-store')
    expect(cacheControlFor('/x/dist/sw.js')).toBe('no-store')
    expect(isApiPath('/games-api/games')).toBe(true)
    expect(isApiPath('/alle-spil/slots')).toBe(false)
  })
})
