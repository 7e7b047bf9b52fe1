import { describe, expect, it } from 'vitest'
import {
  allPageAnswers,
  LIST_ROUTES,
  LIVE_ROUTES,
  pageAnswers,
  pageKey,
} from '../../contract/first-screen.ts'
import { LIST_CATEGORIES, LIVE_CATEGORIES } from '../../src/lib/constants.ts'
import { resolveRoute } from '../../src/lib/routes.ts'

describe('the pages the server renders (contract/first-screen.ts)', () => {
  it('knows the same list and live categories as the app, and renders only addresses the app keeps', () => {
    expect([...LIST_ROUTES]).toEqual([...LIST_CATEGORIES])
    expect([...LIVE_ROUTES]).toEqual([...LIVE_CATEGORIES])
    for (const c of LIST_ROUTES) expect(pageAnswers(`/alle-spil/${c}`, 'desktop', 'h')).not.toBeNull()
    for (const path of [
      '/alle-spil/other',
      '/live-casino/other',
      '/alle-spil/slots/',
      '/konto',
      '/spil/x/fun',
    ]) {
      // An address the app sends elsewhere (or to /404) is not rendered as itself.
      expect(pageAnswers(path, 'desktop', 'h'), path).toBeNull()
    }
    expect(resolveRoute('/alle-spil/other')).toBe('/404')
  })

  it("asks the lists at the URLs the page's own calls use, per platform", () => {
    expect(pageAnswers('/alle-spil/exclusive-spil', 'mobile', 'h')).toEqual({
      '/games-api/games/exclusive?platform=mobile': { kind: 'list', key: 'exclusive' },
    })
    expect(Object.keys(pageAnswers('/providers/scientific', 'desktop', 'h') ?? {})).toEqual([
      '/games-api/providers',
      // SPEC.md section 2: the provider 'scientific' is searched as 'scientific,gdm'.
      '/games-api/v2/games/smart-search?filter%5Bsubprovider%5D=scientific%2Cgdm&platform=desktop&page[size]=100&page[number]=1',
    ])
  })

  it('a category page stands for its key and value only; a query naming none is not rendered', () => {
    expect(pageKey('/alle-spil/kategorier/sort', '?utm=1&value=megaways&key=features')).toBe(
      '/alle-spil/kategorier/sort?key=features&value=megaways',
    )
    expect(pageKey('/alle-spil/slots', '?utm=1')).toBe('/alle-spil/slots')
    expect(pageKey('/alle-spil/kategorier/sort', '?key=name&value=x')).toBe('/alle-spil/kategorier/sort')
    expect(pageAnswers('/alle-spil/kategorier/sort', 'desktop', 'h')).toBeNull()
    expect(pageAnswers('/alle-spil/kategorier/sort?key=theme&value=%3Cx%3E', 'desktop', 'h')).toBeNull()
  })

  it('names the further pages of a long filtered list from its first answer, up to 20', () => {
    const page = '/alle-spil/kategorier/sort?key=features&value=megaways'
    const first = Object.keys(pageAnswers(page, 'desktop', 'h') ?? {}).find((u) => u.includes('smart-search'))
    if (!first) throw new Error('the category page asks for its games')
    const with250 = allPageAnswers(page, 'desktop', 'h', { [first]: { success: true, data: { count: 250 } } })
    expect(Object.keys(with250 ?? {}).filter((u) => u.includes('smart-search'))).toEqual([
      first,
      first.replace('page[number]=1', 'page[number]=2'),
      first.replace('page[number]=1', 'page[number]=3'),
    ])
    const huge = allPageAnswers(page, 'desktop', 'h', { [first]: { success: true, data: { count: 99_999 } } })
    expect(Object.keys(huge ?? {}).filter((u) => u.includes('smart-search'))).toHaveLength(20)
  })
})
