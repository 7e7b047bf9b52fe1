import { describe, expect, it } from 'vitest'
import { appPerSuite } from '../helpers/helper.ts'

// SPEC.md section 1: the mobile host prefix m. redirects to www.
describe('the m. host', () => {
  const t = appPerSuite()

  it('sends a page load on m. to the same path and query on www., permanently', async () => {
    const res = await t.app.inject({
      url: '/alle-spil/slots?sort=name',
      headers: { host: 'm.gocasino.dk' },
    })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('http://www.gocasino.dk/alle-spil/slots?sort=name')
  })

  it('keeps the port and answers HEAD the same way', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/', headers: { host: 'M.gocasino.dk:8080' } })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('http://www.gocasino.dk:8080/')
  })

  it('answers the redirect with the security headers, HSTS included behind HTTPS', async () => {
    const res = await t.app.inject({
      url: '/alle-spil',
      headers: { host: 'm.gocasino.dk', 'x-forwarded-proto': 'https' },
    })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('https://www.gocasino.dk/alle-spil')
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors/)
  })

  it('leaves www., a LAN address and a state-changing call alone', async () => {
    const www = await t.app.inject({ url: '/health', headers: { host: 'www.gocasino.dk' } })
    expect(www.statusCode).toBe(200)
    const lan = await t.app.inject({ url: '/health', headers: { host: '192.168.1.20:8080' } })
    expect(lan.statusCode).toBe(200)
    // A host that merely contains "m." elsewhere is not the mobile host.
    const other = await t.app.inject({ url: '/health', headers: { host: 'casino.dk' } })
    expect(other.statusCode).toBe(200)
    const post = await t.app.inject({
      method: 'POST',
      url: '/rest/punter/login',
      headers: { host: 'm.gocasino.dk', 'content-type': 'application/json' },
      payload: {},
    })
    expect(post.statusCode).not.toBe(301)
  })
})
