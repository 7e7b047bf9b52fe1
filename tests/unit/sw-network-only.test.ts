import { describe, expect, it } from 'vitest'
import './sw-worker-globals.ts'

import { isCatalogUrl } from '../../sw/catalog-routes.ts'
import { isCacheableImage, isImageUrl } from '../../sw/images.ts'
import { isCacheUrls, MAX_URLS_PER_MESSAGE, urlsToWarm } from '../../sw/messages.ts'
import { OFFLINE_MESSAGE, offlineFallback, offlineResponse } from '../../sw/network-only.ts'
import { ExtendableEvent } from './sw-worker-globals.ts'

const ORIGIN = 'http://localhost'

describe('the offline answer of never-cached routes', () => {
  type Failure = Parameters<NonNullable<typeof offlineFallback.handlerDidError>>[0]
  const failed = async (url: string): Promise<Response | undefined> => {
    const failure = {
      request: new Request(url),
      event: new ExtendableEvent('fetch'),
      error: new TypeError('Failed to fetch'),
    }
    return offlineFallback.handlerDidError?.(failure as unknown as Failure)
  }

  it('is the offline envelope with 503 when a call cannot reach the server', async () => {
    const answer = await failed(`${ORIGIN}/rest/punter/isLoggedIn`)
    expect(answer?.status).toBe(503)
    expect(answer?.headers.get('cache-control')).toBe('no-store')
    expect(await answer?.json()).toEqual({ success: false, errorMessage: OFFLINE_MESSAGE })
  })

  it('is a Danish page, not JSON, when a frame or page cannot load', async () => {
    const answer = offlineResponse('navigate')
    expect(answer.status).toBe(503)
    expect(answer.headers.get('content-type')).toContain('text/html')
    expect(await answer.text()).toContain(OFFLINE_MESSAGE)
  })
})

describe('images', () => {
  it('cache a 200 or an opaque answer, never an error', () => {
    expect(isCacheableImage({ status: 200 })).toBe(true)
    expect(isCacheableImage({ status: 0 })).toBe(true)
    expect(isCacheableImage({ status: 404 })).toBe(false)
    expect(isCacheableImage({ status: 206 })).toBe(false)
  })
})

describe('CACHE_URLS from a page', () => {
  const caching = (url: URL) => isCatalogUrl(url) || isImageUrl(url)

  it('recognises only the documented message', () => {
    expect(isCacheUrls({ type: 'CACHE_URLS', payload: { urlsToCache: ['/games-api/games'] } })).toBe(true)
    expect(isCacheUrls({ type: 'CACHE_URLS', payload: { urlsToCache: [1] } })).toBe(false)
    expect(isCacheUrls({ type: 'SKIP_WAITING' })).toBe(false)
    expect(isCacheUrls(null)).toBe(false)
  })

  it('warms same-origin catalog JSON and images, once each', () => {
    const picked = urlsToWarm(
      [
        `${ORIGIN}/games-api/games/slots`,
        '/games-api/games/slots',
        `${ORIGIN}/cdn/games/book_md.svg`,
        `${ORIGIN}/assets/index-abc.js`,
        'https://elsewhere.example/games-api/games/slots',
        `${ORIGIN}/games-api/clients/1/games`,
        'not a url ::',
      ],
      ORIGIN,
      caching,
    )
    expect(picked.map((u) => u.pathname)).toEqual(['/games-api/games/slots', '/cdn/games/book_md.svg'])
  })

  it('bounds the work one message can ask for', () => {
    const many = Array.from({ length: MAX_URLS_PER_MESSAGE + 50 }, (_, i) => `/cdn/games/g${i}_md.svg`)
    expect(urlsToWarm(many, ORIGIN, caching)).toHaveLength(MAX_URLS_PER_MESSAGE)
  })
})
