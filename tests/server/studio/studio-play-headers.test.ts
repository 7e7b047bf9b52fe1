import { describe, expect, it } from 'vitest'
import { appOverStudioBuild } from '../helpers/studio-dist.ts'
import { gameOf, launch, launchBody } from '../helpers/studio-helper.ts'

/** A CSP header as its directives: name -> sources. */
function csp(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string')
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name as string, sources]),
  )
}

describe('the game frame /studio/play/{game} carries the casino pages’ full CSP (issue 31 item 6)', () => {
  const app = appOverStudioBuild()

  it('the launched page: default-src, script-src without inline, framable by the casino only', async () => {
    const l = await launch(app(), launchBody(gameOf('slot').gameId, null, 'fun'))
    const page = await app().app.inject({ method: 'GET', url: l.json().data.url as string })
    expect(page.statusCode).toBe(200)
    const policy = csp(page.headers['content-security-policy'])
    expect(policy.get('default-src')).toEqual(["'self'"])
    const scripts = policy.get('script-src') ?? []
    expect(scripts).toContain("'self'")
    expect(scripts.filter((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'" || s === '*')).toEqual([])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    // The launch token is in the address: no Referer leaves the page.
    expect(page.headers['referrer-policy']).toBe('no-referrer')
  })

  it('is the same policy as a casino page of the same build, and the frame’s other answers share it', async () => {
    const casino = await app().app.inject({ method: 'GET', url: '/alle-spil/slots' })
    expect(casino.statusCode).toBe(200)
    const game = gameOf('roulette').gameId
    for (const url of [`/studio/play/${game}`, '/studio/play/no-such-game']) {
      const res = await app().app.inject({ method: 'GET', url })
      expect(res.headers['content-security-policy'], url).toBe(casino.headers['content-security-policy'])
    }
  })
})
