import { describe, expect, it } from 'vitest'
import { appPerSuite } from '../helpers/helper.ts'
import { appOverStudioBuild, STUDIO_PAGE } from '../helpers/studio-dist.ts'
import { gameOf, launch, launchBody } from '../helpers/studio-helper.ts'

describe('GET /studio/play/{gameId}: the game client page', () => {
  const app = appOverStudioBuild()

  it('answers the launch URL with the built page; the token stays for the client to trade', async () => {
    const slot = gameOf('slot')
    const l = await launch(app(), launchBody(slot.gameId, null, 'fun'))
    const url = l.json().data.url as string
    expect(url).toMatch(new RegExp(`^/studio/play/${slot.gameId}\\?token=`))
    const page = await app().app.inject({ method: 'GET', url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toBe(STUDIO_PAGE)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    const token = new URL(url, 'http://x').searchParams.get('token')
    const s = await app().app.inject({ method: 'POST', url: '/studio/api/session', payload: { token } })
    expect(s.statusCode, s.body).toBe(200)
    expect(s.json().data.game.gameId).toBe(slot.gameId)
    // A reload after the client took the token out of the address is the same page.
    expect((await app().app.inject({ method: 'GET', url: `/studio/play/${slot.gameId}` })).body).toBe(
      STUDIO_PAGE,
    )
  })

  it("serves the page's hashed script from the build, cached as immutable", async () => {
    const js = await app().app.inject({ method: 'GET', url: '/studio/assets/index-AbCd1234.js' })
    expect(js.statusCode).toBe(200)
    expect(js.headers['cache-control']).toContain('immutable')
  })

  it('an unknown game is a Danish 404 page, a hostile token a 4xx', async () => {
    const res = await app().app.inject({ method: 'GET', url: '/studio/play/no-such-game?token=x' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('Spillet findes ikke.')
    const long = await app().app.inject({
      method: 'GET',
      url: `/studio/play/${gameOf('slot').gameId}?token=${'x'.repeat(5000)}`,
    })
    expect(long.statusCode).toBe(400)
  })
})

describe('GET /studio/play/{gameId} without a build', () => {
  const t = appPerSuite({ JOBS: '0' })

  it('answers a clear Danish 503 page, not a crash', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/studio/play/${gameOf('slot').gameId}?token=abc` })
    expect(res.statusCode).toBe(503)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('Spillet kan ikke vises lige nu')
  })
})
