import { describe, expect, it } from 'vitest'
import './sw-worker-globals.ts'

import { isCatalogUrl } from '../../sw/catalog-routes.ts'
import { imagesOverBudget, isCacheableImage, isImageUrl } from '../../sw/images.ts'
import { isCacheUrls, MAX_URLS_PER_MESSAGE, urlsToWarm } from '../../sw/messages.ts'
import { offlineFallback, offlineResponse } from '../../sw/network-only.ts'
import { ExtendableEvent } from './sw-worker-globals.ts'

// What the player reads when a call cannot reach the server (the Danish text, not the code's constant).
const OFFLINE_MESSAGE = 'Du er offline. Tjek din internetforbindelse og prøv igen.'

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
  it('cache only a successful answer: never an error, a partial or an opaque one', () => {
    expect(isCacheableImage({ status: 200, type: 'basic' })).toBe(true)
    expect(isCacheableImage({ status: 0, type: 'opaque' })).toBe(false)
    expect(isCacheableImage({ status: 404, type: 'basic' })).toBe(false)
    expect(isCacheableImage({ status: 206, type: 'basic' })).toBe(false)
  })

  it('are only our own origin', () => {
    expect(isImageUrl(new URL('/cdn/games/x_m.svg', ORIGIN))).toBe(true)
    expect(isImageUrl(new URL('https://cdn.example.com/cdn/games/x_m.svg'))).toBe(false)
  })

  it('past the byte cap, the oldest go first, never the one just stored', () => {
    const sizes = [
      { url: 'a', bytes: 400 },
      { url: 'b', bytes: 300 },
      { url: 'c', bytes: 200 },
      { url: 'd', bytes: 500 },
    ]
    expect(imagesOverBudget(sizes, 1_400)).toEqual([])
    expect(imagesOverBudget(sizes, 1_000)).toEqual(['a'])
    expect(imagesOverBudget(sizes, 600)).toEqual(['a', 'b', 'c'])
    expect(imagesOverBudget(sizes, 600, 'a')).toEqual(['b', 'c', 'd'])
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
