import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import './sw-worker-globals.ts'

import { CATALOG_ROUTES, catalogRouteFor, isCatalogUrl } from '../../sw/catalog-routes.ts'
import { isImageUrl } from '../../sw/images.ts'
import { urlsToWarm } from '../../sw/messages.ts'
import { isMoneyUrl, isNeverCached, MONEY_ROUTES, PRIVATE_ROUTES } from '../../sw/network-only.ts'
import { API_PREFIXES, isApiUrl } from '../../sw/paths.ts'
import { isShellNavigation } from '../../sw/precache.ts'

const ORIGIN = 'http://localhost:4173'
const at = (path: string) => new URL(path, ORIGIN)
const pathAndSearch = (url: URL) => url.pathname + url.search

/** Every caching route of sw/sw.ts; a URL any of these matches may be answered from storage. */
const cachingRoutes = {
  catalog: isCatalogUrl,
  images: isImageUrl,
  shell: (url: URL) => isShellNavigation(pathAndSearch(url)),
}

/** Concrete URLs for each never-cached prefix: the prefix itself, below it, with a query. */
const samplesFor = (prefix: string) => {
  const root = prefix.replace(/\/$/, '')
  return [root, `${root}/`, `${root}/x`, `${root}/deposit/1?amount=10000`, `${root}?op=deposit&amount=100`]
}

describe('money and identity routes', () => {
  it('lists the routes the issue names', () => {
    expect(MONEY_ROUTES.map((r) => r.prefix)).toEqual([
      '/rest/punter/',
      '/dibs',
      '/games-api/games/launch/',
      '/games-api/getSes.php',
      '/studio/',
      '/mitid/',
      '/core/geo.php',
    ])
  })

  for (const route of [...MONEY_ROUTES, ...PRIVATE_ROUTES]) {
    it(`${route.prefix} is network-only and matched by no caching route`, () => {
      for (const sample of samplesFor(route.prefix)) {
        const url = at(sample)
        expect(isNeverCached(url), sample).toBe(true)
        for (const [name, matches] of Object.entries(cachingRoutes))
          expect(matches(url), `${name}: ${sample}`).toBe(false)
        expect(catalogRouteFor(url), sample).toBeUndefined()
      }
    })
  }

  it('holds for any path and query below a money route', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MONEY_ROUTES.map((r) => r.prefix.replace(/\/$/, ''))),
        // Dot segments are resolved by URL parsing and could climb out of the prefix.
        fc.webPath().filter((p) => p.split('/').every((s) => !/^(?:\.|%2e){1,2}$/i.test(s))),
        fc.webQueryParameters(),
        (prefix, path, query) => {
          const url = at(`${prefix}${path.startsWith('/') ? path : `/${path}`}?${query}`)
          return isMoneyUrl(url) && !isCatalogUrl(url) && !isImageUrl(url) && !cachingRoutes.shell(url)
        },
      ),
    )
  })

  it('is never warmed from a page message', () => {
    const urls = MONEY_ROUTES.flatMap((r) => samplesFor(r.prefix)).map((p) => `${ORIGIN}${p}`)
    expect(urlsToWarm(urls, ORIGIN, (url) => isCatalogUrl(url) || isImageUrl(url))).toEqual([])
  })

  it('does not catch look-alike paths', () => {
    expect(isMoneyUrl(at('/dibsen'))).toBe(false)
    expect(isMoneyUrl(at('/games-api/games/launcher-guide'))).toBe(false)
    expect(isMoneyUrl(at('/alle-spil/slots'))).toBe(false)
  })
})

describe('catalog routes', () => {
  const cached = [
    '/games-api/games',
    '/games-api/games/slots?platform=desktop&srv=1',
    '/games-api/games/new',
    '/games-api/games/popular/7/5?platform=mobile&app=0&exclude_hot=1',
    '/games-api/games/1234',
    '/games-api/games/smart-search?filter[name]=book',
    '/games-api/games/upcoming',
    '/games-api/v2/games/smart-search?filter[subprovider]=scientific,gdm&page[size]=30&page[number]=2',
    '/games-api/v2/categories',
    '/games-api/v2/categories/12/games',
    '/games-api/categories/liveint/games',
    '/games-api/categories/jackpots/games',
    '/games-api/casino/content/jackpot/all',
    '/games-api/providers?include_hidden=0',
    '/cms/api.php?r=Texts',
    '/cms/api.php?r=Highlights',
    '/cms/api.php?r=Campaigns',
    '/cms/highlight/get-all?area=home&platform=desktop',
    '/cms/campaigns',
    '/cms/campaigns/sommer-bonus',
    '/cms/seo/get-seo-data?site=go',
    '/cms/landing-page/get-page?url=velkommen&hostName=localhost',
    '/cms/article/get-articles?type=news',
    '/cms/article/get-article?slug=nye-spil-hver-uge',
  ]

  const notCached = [
    '/games-api/games/launch/go',
    '/games-api/games/launch',
    '/games-api/clients/42/games',
    '/games-api/clients/42/games/7',
    '/games-api/offers/client/42',
    '/games-api/offers',
    '/games-api/getSes.php',
    '/cms/api.php?r=Users',
    '/cms/api.php',
    '/cms/recent/get-recent?site=go&client_id=1',
    '/cms/feedback/was-feedback-sent?user_id=1',
    '/cms/get-hash',
    '/cms/get-hash?hash=abc',
    '/cms/article/check-subscriber-status?campaign_id=1',
    '/cms/support/chat?after=3',
    '/cms/support/agent',
    '/cms/common/download-pdf',
    '/cms/article/get-articlesx',
    '/rest/punter/isLoggedIn',
    '/cdn/games/book_md.svg',
    '/alle-spil/slots',
  ]
  it.each([
    ...cached.map((path) => [path, 'goes to the IndexedDB catalog', true] as const),
    ...notCached.map((path) => [path, 'is not a catalog URL', false] as const),
  ])('%s %s', (path, _, catalog) => {
    expect(isCatalogUrl(at(path))).toBe(catalog)
  })

  it('refreshes jackpot amounts sooner than game lists', () => {
    const ttl = (path: string) => catalogRouteFor(at(path))?.ttlSeconds ?? Number.NaN
    expect(ttl('/games-api/categories/jackpots/games')).toBeLessThan(
      ttl('/games-api/categories/liveint/games'),
    )
    expect(ttl('/games-api/games/jackpots')).toBeLessThan(ttl('/games-api/games/slots'))
  })

  it('names why each route is safe to share, with a short TTL', () => {
    for (const route of CATALOG_ROUTES) {
      expect(route.why.length, route.name).toBeGreaterThan(3)
      expect(route.ttlSeconds, route.name).toBeGreaterThan(0)
      expect(route.ttlSeconds, route.name).toBeLessThanOrEqual(15 * 60)
    }
  })
})

describe('images', () => {
  it('caches /cdn/ images from this origin only (issue 16: only successful same-origin answers)', () => {
    const here = (path: string) => new URL(path, location.origin)
    expect(isImageUrl(here('/cdn/games/book-of-dead_md.svg'))).toBe(true)
    expect(isImageUrl(new URL('https://cdn.example.dk/cdn/providers/netent.svg'))).toBe(false)
    expect(isImageUrl(at('/cdnx/a.svg'))).toBe(false)
    expect(isImageUrl(at('/icons/icon.svg'))).toBe(false)
  })
})

describe('navigation fallback to the shell', () => {
  it.each([
    '/',
    '/alle-spil/slots',
    '/alle-spil/kategorier?key=theme&value=egypten',
    '/aktuelt/sommer',
    '/restaurant',
  ])('%s gets the shell', (path) => {
    expect(isShellNavigation(path)).toBe(true)
  })

  const denied = [
    ...API_PREFIXES.flatMap((p) => [p.replace(/\/$/, ''), `${p.replace(/\/$/, '')}/x`]),
    '/dibs?op=deposit&amount=10000',
    '/mitid/?mode=login',
    '/cms/api.php?r=Texts',
    '/sw.js',
    '/manifest.webmanifest',
    '/robots.txt',
  ]
  it.each(denied)('%s never gets the shell', (path) => {
    expect(isShellNavigation(path)).toBe(false)
  })
})

describe('API prefixes', () => {
  it('recognise every API path and nothing else', () => {
    expect(isApiUrl(at('/games-api/clients/1/games'))).toBe(true)
    expect(isApiUrl(at('/health'))).toBe(true)
    expect(isApiUrl(at('/alle-spil/slots'))).toBe(false)
  })
})
